import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG, routePath } from '@fcs/shared/contract';
import { useNotify } from '@fcs/shared/session';
import { requestPickup } from '../../../api/pickups';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { EMPTY_PICKUP_FORM, pickupBody, type PickupFormValues } from '../utils/pickup-form';
import { PickupForm } from './pickup-form';

/** /request-pickup-form (spec 2 §2): a new pickup; then its detail. */
export function RequestPickupPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const submit = async (values: PickupFormValues) => {
    setBusy(true);
    try {
      const pickup = await requestPickup(pickupBody(values));
      notify.success(MSG.requestPickup);
      navigate(routePath('myPickupDetail', { id: pickup.id }), { replace: true });
    } catch (e) {
      notify.error((e as { message?: string }).message ?? String(e));
      setBusy(false);
    }
  };

  return (
    <Page labelledBy="request-pickup-title" maxWidth={760}>
      <PageTitle id="request-pickup-title">Request Pickup</PageTitle>
      <PickupForm formKey="request" initial={EMPTY_PICKUP_FORM} submitText="Request Pickup" busy={busy} onSubmit={(v) => void submit(v)} />
    </Page>
  );
}
