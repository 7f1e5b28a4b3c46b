import { useNavigate } from 'react-router-dom';
import { MSG } from '@fcs/shared/model/messages';
import { routePath } from '@fcs/shared/model/routes';
import { useSubmit } from '@fcs/runtime/session';
import { requestPickup } from '../../../api/pickups';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { EMPTY_PICKUP_FORM, pickupBody, type PickupFormValues } from '../utils/pickup-form';
import { PickupForm } from './pickup-form';
import { useCustomerText } from '../../../i18n';

/** /request-pickup-form (spec 2 §2): a new pickup; then its detail. */
export function RequestPickupPage() {
  const navigate = useNavigate();
  const { t } = useCustomerText();
  const { busy, submit: run } = useSubmit({ success: MSG.requestPickup });

  const submit = async (values: PickupFormValues) => {
    const pickup = await run(() => requestPickup(pickupBody(values)));
    if (pickup) navigate(routePath('myPickupDetail', { id: pickup.id }), { replace: true });
  };

  return (
    <Page labelledBy="request-pickup-title" maxWidth={760}>
      <PageTitle id="request-pickup-title">{t('pickups.request')}</PageTitle>
      <PickupForm
        formKey="request"
        initial={EMPTY_PICKUP_FORM}
        submitText={t('pickups.request')}
        busy={busy}
        onSubmit={(v) => void submit(v)}
      />
    </Page>
  );
}
