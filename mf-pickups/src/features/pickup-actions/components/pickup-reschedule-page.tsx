import { reschedulePickup } from '@fcs/runtime/client';
import { MSG } from '@fcs/shared/model/messages';
import type { Pickup } from '@fcs/shared/model/entities';
import { PickupActionPage, usePickupAction } from '../../../lib/pickup-action-page';
import { ScheduleForm } from './schedule-form';
import { usePickupsText } from '../../../i18n';

function RescheduleForm({ pickup, remark }: { pickup: Pickup; remark: string | null }) {
  const t = usePickupsText();
  const { busy, submit } = usePickupAction(MSG.reschedulePickup);
  return (
    <ScheduleForm
      pickup={pickup}
      remark={remark}
      submitText={t('actions.rescheduleSubmit')}
      busy={busy}
      onSubmit={(body) => void submit(() => reschedulePickup(body))}
    />
  );
}

/** /pickup-reschedule/{id} (spec 2 §2): a new date, time window, staff and remark, from confirmed or rescheduled; PUT /pickups/reschedule. */
export function PickupReschedulePage() {
  const t = usePickupsText();
  return (
    <PickupActionPage title={t('actions.reschedule')} action="reschedule">
      {(pickup, remark) => <RescheduleForm pickup={pickup} remark={remark} />}
    </PickupActionPage>
  );
}
