import { Alert, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import type { Pickup } from '@fcs/shared/model/entities';
import { decide, PICKUP_MACHINE } from '@fcs/shared/model/machines';
import { MSG } from '@fcs/shared/model/messages';
import { routePath } from '@fcs/shared/model/routes';
import { usePrincipal, useSubmit } from '@fcs/runtime/session';
import { getPickup, updatePickup } from '../../../api/pickups';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { pickupBody, type PickupFormValues } from '../utils/pickup-form';
import { PickupForm } from './pickup-form';
import { PickupSummary } from './pickup-summary';
import { useMessageText } from '@fcs/runtime/i18n';
import { useCustomerText } from '../../../i18n';

/** The form's values of a stored pickup: its address snapshot (with the address id), zone, day and remark. */
export function valuesOfPickup(p: Pickup): PickupFormValues {
  const a = p.pickup_address;
  return {
    address: a ? { ...a, lat: a.lat ?? null, lng: a.lng ?? null } : null,
    zoneId: p.zone_id,
    zoneName: p.zone_name,
    dateId: p.pickup_date,
    remark: p.customer_remark ?? '',
  };
}

/** /my-pickup-edit/{id} (spec 2 §2): only while requested; "Update request pickup", then back. */
export function EditPickupPage() {
  const { id = '' } = useParams();
  const principal = usePrincipal();
  const { t } = useCustomerText();
  const message = useMessageText();
  const { data, loading, error, reload } = useAsync(`pickup:${id}`, () => getPickup(id));
  const { busy, submit: run } = useSubmit({ success: MSG.updatePickup, back: 'success', fallback: routePath('myPickupDetail', { id }) });
  const submit = (pickup: Pickup, values: PickupFormValues) =>
    run(() => updatePickup({ id: pickup.id, version: pickup.version, ...pickupBody(values) }));
  const refusal = data ? decide(principal, PICKUP_MACHINE, data, 'edit') : null;

  return (
    <Page labelledBy="edit-pickup-title" maxWidth={760}>
      <PageTitle id="edit-pickup-title">{t('pickups.edit')}</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadFailure error={error} what="pickup" onRetry={reload} />
      ) : data && refusal && !refusal.ok ? (
        <>
          <PickupSummary pickup={data} />
          <Alert type="warning" showIcon title={message(refusal.message)} />
        </>
      ) : data ? (
        <PickupForm
          key={data.id}
          formKey={`edit:${data.id}`}
          initial={valuesOfPickup(data)}
          header={<PickupSummary pickup={data} />}
          submitText={t('pickups.update')}
          busy={busy}
          onSubmit={(v) => void submit(data, v)}
        />
      ) : null}
    </Page>
  );
}
