import { Button, Descriptions, Form, Input, Progress } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { completePickup } from '@fcs/runtime/client';
import type { Pickup } from '@fcs/shared/model/entities';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { MSG } from '@fcs/shared/model/messages';
import { formatPickupDateId, MAX_PICKUP_PHOTOS } from '@fcs/shared/model/pickups';
import { useNotify } from '@fcs/runtime/session';
import { AddressCard } from '@fcs/shared/ui/address-card';
import { PhotoPicker, savePhotos, storedPhotos, type PickedPhoto } from '@fcs/shared/ui/photo-picker';
import { customerLabel, PickupHeading } from '../../../lib/pickup-heading';
import { PickupActionPage, usePickupAction } from '../../../lib/pickup-action-page';
import { pickupAddressOf } from '../../../lib/pickup-label';
import { timeWindow } from '../../../lib/time-window';
import type { TFunction } from '@fcs/runtime/i18n';
import { pickupsEnglish, usePickupsText } from '../../../i18n';

/** "Uploading photo 2 of 3" while the new photos go up, one after another. */
export function uploadText(done: number, total: number, t: TFunction = pickupsEnglish): string {
  return done < total ? t('actions.uploading', { n: done + 1, total }) : t('actions.uploaded', { total });
}

function CompleteForm({ pickup, remark: detailRemark }: { pickup: Pickup; remark: string | null }) {
  const id = useId();
  const t = usePickupsText();
  const notify = useNotify();
  const [photos, setPhotos] = useState<PickedPhoto[]>(() => storedPhotos(pickup.photo_urls));
  const [remark, setRemark] = useState(detailRemark ?? '');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const { busy, submit } = usePickupAction(MSG.completePickup);
  const address = pickupAddressOf(pickup.pickup_address);

  const complete = (e: FormEvent) => {
    e.preventDefault();
    void submit(async () => {
      try {
        const photo_urls = await savePhotos('pickups', pickup.id, photos, (done, total) => setProgress(total ? { done, total } : null));
        return await completePickup({ id: pickup.id, version: pickup.version, remark: remark.trim() || null, photo_urls });
      } finally {
        setProgress(null);
      }
    });
  };

  return (
    <form onSubmit={complete} aria-label={t('actions.completeForm')}>
      <PickupHeading pickup={pickup} />
      <Descriptions
        bordered
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'zone', label: t('field.pickupZone'), children: pickup.zone_name || '-' },
          { key: 'date', label: t('field.pickupDate'), children: formatPickupDateId(pickup.pickup_date) || '-' },
          { key: 'time', label: t('field.pickupTime'), children: timeWindow(pickup) ?? '-' },
          { key: 'customer', label: t('field.customer'), children: customerLabel(pickup) },
          { key: 'phone', label: t('field.phoneNumber'), children: pickup.customer_phone_number || '-' },
        ]}
      />
      {address ? (
        <div style={{ maxWidth: 420, marginBottom: 16 }}>
          <AddressCard address={address} label={t('field.pickupAddressLabel')} />
        </div>
      ) : null}
      <Form layout="vertical" component={false}>
        <Form.Item label={t('field.photos')}>
          <PhotoPicker
            photos={photos}
            onChange={setPhotos}
            label={pickup.pickup_number}
            max={MAX_PICKUP_PHOTOS}
            disabled={busy}
            onReject={notify.error}
          />
          {progress ? (
            <div role="status" style={{ maxWidth: 360, marginTop: 8 }}>
              {uploadText(progress.done, progress.total, t)}
              <Progress percent={Math.round((progress.done / progress.total) * 100)} size="small" />
            </div>
          ) : null}
        </Form.Item>
        <Form.Item label={t('field.remark')} htmlFor={`${id}-remark`}>
          <Input.TextArea
            id={`${id}-remark`}
            rows={3}
            maxLength={TEXT_LIMITS.remark}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            disabled={busy}
            style={{ maxWidth: 560 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('actions.complete')}
        </Button>
      </Form>
    </form>
  );
}

/** /pickup-complete/{id} (spec 2 §2): the details, photos (uploaded to pickups/{id} first, with progress) and a remark; PUT /pickups/complete. */
export function PickupCompletePage() {
  const t = usePickupsText();
  return (
    <PickupActionPage title={t('actions.complete')} action="complete">
      {(pickup, remark) => <CompleteForm pickup={pickup} remark={remark} />}
    </PickupActionPage>
  );
}
