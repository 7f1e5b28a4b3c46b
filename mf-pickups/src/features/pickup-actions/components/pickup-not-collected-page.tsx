import { Button, Form, Input, Radio, Space } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { notCollectPickup } from '@fcs/runtime/client';
import type { Pickup } from '@fcs/shared/model/entities';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { MSG } from '@fcs/shared/model/messages';
import { NOT_COLLECTED_REASONS, PICKUP_MSG, type NotCollectedReason } from '@fcs/shared/model/pickups';
import { useNotify } from '@fcs/runtime/session';
import { PhotoPicker, savePhotos, type PickedPhoto } from '@fcs/shared/ui/photo-picker';
import { PickupHeading } from '../../../lib/pickup-heading';
import { PickupActionPage, usePickupAction } from '../../../lib/pickup-action-page';
import { pickupStreetLine } from '../../../lib/pickup-label';
import { usePickupsText } from '../../../i18n';

/** One photo of the door or the place, optional. */
const MAX_ATTEMPT_PHOTOS = 1;

/** The form's problem, or null: a reason is required, and Other needs a remark (the api says the same). */
export function notCollectedProblem(reason: NotCollectedReason | null, remark: string): string | null {
  if (!reason) return PICKUP_MSG.reasonRequired;
  if (reason === 'other' && !remark.trim()) return PICKUP_MSG.otherNeedsRemark;
  return null;
}

function NotCollectedForm({ pickup }: { pickup: Pickup }) {
  const id = useId();
  const t = usePickupsText();
  const notify = useNotify();
  const [reason, setReason] = useState<NotCollectedReason | null>(null);
  const [remark, setRemark] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [tried, setTried] = useState(false);
  const { busy, submit } = usePickupAction(MSG.notCollectedPickup);
  const problem = notCollectedProblem(reason, remark);

  const send = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem || !reason) return;
    void submit(async () => {
      const photo_urls = await savePhotos('pickups', pickup.id, photos);
      return notCollectPickup({ id: pickup.id, version: pickup.version, reason, remark: remark.trim() || null, photo_urls });
    });
  };
  const reasonError = tried && !reason;
  const remarkError = tried && reason === 'other' && !remark.trim();

  return (
    <form onSubmit={send} aria-label={t('notCollected.form')} noValidate>
      <PickupHeading pickup={pickup} />
      <p style={{ marginTop: 0 }}>{pickupStreetLine(pickup) || '-'}</p>
      <Form layout="vertical" component={false}>
        <Form.Item
          label={<span id={`${id}-reason`}>{t('notCollected.reason')}</span>}
          required
          validateStatus={reasonError ? 'error' : undefined}
          help={reasonError ? t('notCollected.reasonRequired') : undefined}
        >
          <Radio.Group
            aria-labelledby={`${id}-reason`}
            aria-required
            aria-invalid={reasonError || undefined}
            value={reason}
            onChange={(e) => setReason(e.target.value as NotCollectedReason)}
            disabled={busy}
          >
            <Space direction="vertical">
              {NOT_COLLECTED_REASONS.map((r) => (
                <Radio key={r} value={r}>
                  {t(`notCollected.reasons.${r}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label={t('field.remark')}
          htmlFor={`${id}-remark`}
          required={reason === 'other'}
          validateStatus={remarkError ? 'error' : undefined}
          help={remarkError ? t('notCollected.otherNeedsRemark') : undefined}
        >
          <Input.TextArea
            id={`${id}-remark`}
            rows={3}
            maxLength={TEXT_LIMITS.remark}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            disabled={busy}
            aria-invalid={remarkError || undefined}
            style={{ maxWidth: 560 }}
          />
        </Form.Item>
        <Form.Item label={t('notCollected.photo')}>
          <PhotoPicker
            photos={photos}
            onChange={setPhotos}
            label={pickup.pickup_number}
            max={MAX_ATTEMPT_PHOTOS}
            disabled={busy}
            onReject={notify.error}
          />
        </Form.Item>
        <Button type="primary" danger htmlType="submit" loading={busy}>
          {t('notCollected.submit')}
        </Button>
      </Form>
    </form>
  );
}

/**
 * /pickup-not-collected/{id}: the driver it is assigned to says why a confirmed or rescheduled stop
 * could not be collected (one of five reasons, a remark, required for Other, and a photo); PUT
 * /pickups/not-collected. The pickup then waits in the office's /pickups to be rescheduled.
 */
export function PickupNotCollectedPage() {
  const t = usePickupsText();
  return (
    <PickupActionPage title={t('notCollected.title')} action="notCollect">
      {(pickup) => <NotCollectedForm pickup={pickup} />}
    </PickupActionPage>
  );
}
