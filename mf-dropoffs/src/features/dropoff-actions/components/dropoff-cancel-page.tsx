import { Button, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';
import { cancelDropoff } from '@fcs/runtime/client';
import type { Dropoff } from '@fcs/shared/model/entities';
import { formatStaffDateTime } from '@fcs/shared/model/format';
import { MSG } from '@fcs/shared/model/messages';
import { customerLabel, DropoffHeading } from '../../../lib/dropoff-heading';
import { useDropoffAction } from '../hooks/use-dropoff-action';
import { ActionPage } from './action-page';
import { useDropoffsText } from '../../../i18n';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';

function CancelForm({ dropoff }: { dropoff: Dropoff }) {
  const [remark, setRemark] = useState(dropoff.remark ?? '');
  const t = useDropoffsText();
  const { busy, run } = useDropoffAction(MSG.dropoffCanceled);
  const cancel = () => run(() => cancelDropoff({ id: dropoff.id, remark: remark.trim() || null, version: dropoff.version }));

  return (
    <>
      <DropoffHeading dropoff={dropoff} qr={false} />
      <Descriptions
        bordered
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'date', label: t('field.date'), children: formatStaffDateTime(dropoff.created_date) },
          { key: 'customer', label: t('field.customer'), children: customerLabel(dropoff) },
        ]}
      />
      <Form layout="vertical" onFinish={cancel}>
        <Form.Item label={t('field.remark')} htmlFor="remark">
          <Input.TextArea
            id="remark"
            rows={3}
            autoSize={{ minRows: 3 }}
            maxLength={TEXT_LIMITS.remark}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            disabled={busy}
          />
        </Form.Item>
        <Button danger type="primary" htmlType="submit" disabled={busy}>
          {busy ? t('action.updating') : t('action.cancel')}
        </Button>
      </Form>
    </>
  );
}

/** /dropoff-cancel/:id (spec 3 §2): a remark, then to canceled (a completed one: admin or sa only). */
export function DropoffCancelPage() {
  const t = useDropoffsText();
  return (
    <ActionPage title={t('title.cancel')} action="cancel">
      {(dropoff) => <CancelForm dropoff={dropoff} />}
    </ActionPage>
  );
}
