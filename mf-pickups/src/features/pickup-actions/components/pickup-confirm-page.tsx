import { confirmPickup } from '@fcs/shared/client';
import { MSG } from '@fcs/shared/model/messages';
import type { Pickup } from '@fcs/shared/model/entities';
import { PickupActionPage, usePickupAction } from '../../../lib/pickup-action-page';
import { ScheduleForm } from './schedule-form';

function ConfirmForm({ pickup, remark }: { pickup: Pickup; remark: string | null }) {
  const { busy, submit } = usePickupAction(MSG.confirmPickup);
  return (
    <ScheduleForm
      pickup={pickup}
      remark={remark}
      submitText="Confirm Pickup"
      busy={busy}
      onSubmit={(body) => void submit(() => confirmPickup(body))}
    />
  );
}

/** /pickup-confirm/{id} (spec 2 §2): staff, date, time window and remark of a requested pickup; PUT /pickups/confirm. */
export function PickupConfirmPage() {
  return (
    <PickupActionPage title="Confirm Pickup" action="confirm">
      {(pickup, remark) => <ConfirmForm pickup={pickup} remark={remark} />}
    </PickupActionPage>
  );
}
