import { Button, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';
import { updateDropoff } from '@fcs/runtime/client';
import { MAX_DROPOFF_PHOTOS } from '@fcs/shared/model/dropoffs';
import { MSG } from '@fcs/shared/model/messages';
import { type Dropoff } from '@fcs/shared/model/entities';
import { useNotify } from '@fcs/runtime/session';
import { PhotoPicker, storedPhotos, type PickedPhoto } from '@fcs/shared/ui/photo-picker';
import { customerLabel, DropoffHeading } from '../../../lib/dropoff-heading';
import { StaffSelect } from '@fcs/shared/ui/staff-select';
import { useStaff } from '@fcs/shared/hooks/use-staff';
import { savePhotos } from '@fcs/shared/ui/photo-picker';
import { useDropoffAction } from '../hooks/use-dropoff-action';
import { ActionPage } from './action-page';
import { useDropoffsText } from '../../../i18n';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';

function EditForm({ dropoff }: { dropoff: Dropoff }) {
  const [staffId, setStaffId] = useState(dropoff.receiving_staff_id ?? '');
  const [photos, setPhotos] = useState<PickedPhoto[]>(() => storedPhotos(dropoff.photo_urls));
  const [remark, setRemark] = useState(dropoff.customer_remark ?? '');
  const t = useDropoffsText();
  const staff = useStaff();
  const notify = useNotify();
  const { busy, run } = useDropoffAction(MSG.dropoffUpdated);

  const save = () =>
    run(async () =>
      updateDropoff({
        id: dropoff.id,
        receiving_staff_id: staffId,
        customer_remark: remark.trim() || null,
        photo_urls: await savePhotos('dropoffs', dropoff.id, photos),
        version: dropoff.version,
      }),
    );

  return (
    <>
      <DropoffHeading dropoff={dropoff} qr={false} />
      <Descriptions
        bordered
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[{ key: 'c', label: t('field.customer'), children: customerLabel(dropoff) }]}
      />
      <Form layout="vertical" onFinish={save}>
        <Form.Item label={t('field.receivedBy')} htmlFor="received-by">
          <StaffSelect
            id="received-by"
            label={t('field.receivedBy')}
            value={staffId}
            onChange={setStaffId}
            staff={staff.data}
            loading={staff.loading}
            disabled={busy}
          />
        </Form.Item>
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
        <Form.Item label={t('field.customerRemark')} htmlFor="customer-remark">
          <Input.TextArea
            id="customer-remark"
            rows={3}
            autoSize={{ minRows: 3 }}
            maxLength={TEXT_LIMITS.remark}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            disabled={busy}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={busy}>
          {busy ? t('action.updating') : t('action.save')}
        </Button>
      </Form>
    </>
  );
}

/** /dropoff-edit/:id (spec 3 §2): Received By, photos and Customer Remark of a received drop-off. */
export function DropoffEditPage() {
  const t = useDropoffsText();
  return (
    <ActionPage title={t('title.edit')} action="edit">
      {(dropoff) => <EditForm dropoff={dropoff} />}
    </ActionPage>
  );
}
