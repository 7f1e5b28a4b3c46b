import { updateAdminPickup } from '@fcs/runtime/client';
import type { Pickup } from '@fcs/shared/model/entities';
import { MSG } from '@fcs/shared/model/messages';
import { PickupHeading } from '../../../lib/pickup-heading';
import { pickupAddressOf } from '../../../lib/pickup-label';
import { PickupActionPage, usePickupAction } from '../../../lib/pickup-action-page';
import { staffPickupBody, type StaffPickupValues } from '../../create-pickup/hooks/pickup-form-draft';
import { StaffPickupForm } from '../../create-pickup/components/staff-pickup-form';
import { usePickupsText } from '../../../i18n';

/** The form's values of a pickup: its zone, date, customer, address snapshot (with its id) and remark. */
export function valuesOf(p: Pickup): StaffPickupValues {
  const snapshot = pickupAddressOf(p.pickup_address);
  return {
    zoneId: p.zone_id,
    dateId: p.pickup_date,
    customer: { id: p.customer_id, fcs_id: p.customer_fcs_id, user_name: p.customer_name, phone_number: p.customer_phone_number },
    address: snapshot?.id ? snapshot : null,
    remark: p.customer_remark ?? '',
  };
}

function EditForm({ pickup }: { pickup: Pickup }) {
  const t = usePickupsText();
  const { busy, submit } = usePickupAction(MSG.updatePickup);
  return (
    <StaffPickupForm
      formKey={`edit:${pickup.id}`}
      initial={valuesOf(pickup)}
      customerFixed
      header={<PickupHeading pickup={pickup} />}
      submitText={t('actions.update')}
      busy={busy}
      onSubmit={(values) => void submit(() => updateAdminPickup({ ...staffPickupBody(values), id: pickup.id, version: pickup.version }))}
    />
  );
}

/** /pickup-edit/{id} (spec 2 §2): zone, date, customer remark and address of a requested pickup; PUT /admin/pickups. */
export function PickupEditPage() {
  const t = usePickupsText();
  return (
    <PickupActionPage title={t('actions.edit')} action="edit">
      {(pickup) => <EditForm pickup={pickup} />}
    </PickupActionPage>
  );
}
