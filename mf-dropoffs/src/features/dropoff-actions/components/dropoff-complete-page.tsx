import { Button, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';
import { completeDropoff } from '@fcs/runtime/client';
import { formatStaffDateTime } from '@fcs/shared/model/format';
import { MAX_DROPOFF_PHOTOS } from '@fcs/shared/model/dropoffs';
import { MSG } from '@fcs/shared/model/messages';
import { type Dropoff } from '@fcs/shared/model/entities';
import { useNotify } from '@fcs/runtime/session';
import { PhotoPicker, storedPhotos, type PickedPhoto } from '@fcs/shared/ui/photo-picker';
import { customerLabel, DropoffHeading } from '../../../lib/dropoff-heading';
import { savePhotos } from '@fcs/shared/ui/photo-picker';
import { useDropoffAction } from '../hooks/use-dropoff-action';
import { ActionPage } from './action-page';
import { useDropoffsText } from '../../../i18n';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';

function CompleteForm({ dropoff }: { dropoff: Dropoff }) {
  const [photos, setPhotos] = useState<PickedPhoto[]>(() => storedPhotos(dropoff.photo_urls));
  const [remark, setRemark] = useState(dropoff.remark ?? '');
  const t = useDropoffsText();
  const notify = useNotify();
  const { busy, run } = useDropoffAction(MSG.dropoffCompleted);

  const complete = () =>
    run(async () =>
      completeDropoff({
        id: dropoff.id,
        remark: remark.trim() || null,
        photo_urls: await savePhotos('dropoffs', dropoff.id, photos),
        version: dropoff.version,
      }),
    );

  return (
    <>
      <DropoffHeading dropoff={dropoff} />
      <Descriptions
        bordered
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'date', label: t('field.date'), children: formatStaffDateTime(dropoff.created_date) },
          { key: 'customer', label: t('field.customer'), children: customerLabel(dropoff) },
          { key: 'phone', label: t('field.phone'), children: dropoff.customer_phone_number ?? '-' },
        ]}
      />
      <Form layout="vertical" onFinish={complete}>
        <Form.Item label={t('field.photos')}>
          <PhotoPicker
            photos={photos}
            onChange={setPhotos}
            label={dropoff.dropoff_number}
            max={MAX_DROPOFF_PHOTOS}
            disabled={busy}
            onReject={notify.error}
          />
        </Form.Item>
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
        <Button type="primary" htmlType="submit" disabled={busy}>
          {busy ? t('action.updating') : t('action.complete')}
        </Button>
      </Form>
    </>
  );
}

/** /dropoff-complete/:id (spec 3 §2): photos and a remark, then received to completed. */
export function DropoffCompletePage() {
  const t = useDropoffsText();
  return (
    <ActionPage title={t('title.complete')} action="complete">
      {(dropoff) => <CompleteForm dropoff={dropoff} />}
    </ActionPage>
  );
}
