import { createAdminPickup } from '@fcs/runtime/client';
import { MSG } from '@fcs/shared/model/messages';
import { ROUTES } from '@fcs/shared/model/routes';
import { useSubmit } from '@fcs/runtime/session';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { EMPTY_STAFF_PICKUP, staffPickupBody } from '../hooks/pickup-form-draft';
import { StaffPickupForm } from './staff-pickup-form';
import { usePickupsText } from '../../../i18n';

/** /create-pickup-form (spec 2 §2, spec 3 §5): pku staff request a pickup on behalf of a customer; then back to the list. */
export function CreatePickupPage() {
  const t = usePickupsText();
  const { busy, submit } = useSubmit({ success: MSG.requestPickup, back: 'success', fallback: ROUTES.pickups.path });
  return (
    <Page labelledBy="create-pickup-title" maxWidth={720}>
      <PageTitle id="create-pickup-title">{t('create.title')}</PageTitle>
      <StaffPickupForm
        formKey="create"
        initial={EMPTY_STAFF_PICKUP}
        submitText={t('create.submit')}
        busy={busy}
        onSubmit={(values) => void submit(() => createAdminPickup(staffPickupBody(values)))}
      />
    </Page>
  );
}
