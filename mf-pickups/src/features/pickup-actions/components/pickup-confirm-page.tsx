import { confirmPickup } from '@fcs/runtime/client';
import { MSG } from '@fcs/shared/model/messages';
import type { Pickup } from '@fcs/shared/model/entities';
import { PickupActionPage, usePickupAction } from '../../../lib/pickup-action-page';
import { ScheduleForm } from './schedule-form';
import { usePickupsText } from '../../../i18n';

function ConfirmForm({ pickup, remark }: { pickup: Pickup; remark: string | null }) {
  const t = usePickupsText();
  const { busy, submit } = usePickupAction(MSG.confirmPickup);
  return (
    <ScheduleForm
      pickup={pickup}
      remark={remark}
      submitText={t('actions.confirm')}
      busy={busy}
      onSubmit={(body) => void submit(() => confirmPickup(body))}
    />
  );
}

/** /pickup-confirm/{id} (spec 2 §2): staff, date, time window and remark of a requested pickup; PUT /pickups/confirm. */
export function PickupConfirmPage() {
  const t = usePickupsText();
  return (
    <PickupActionPage title={t('actions.confirm')} action="confirm">
      {(pickup, remark) => <ConfirmForm pickup={pickup} remark={remark} />}
    </PickupActionPage>
  );
}
