import { Alert, Skeleton } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { customerPickupActions, etDateId, MSG, pickupConflictMessage, routePath, type Pickup } from '@fcs/shared/contract';
import { useNotify } from '@fcs/shared/session';
import { getPickup, updatePickup } from '../../../api/pickups';
import { LoadFailure } from '../../../components/load-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '../../../lib/use-async';
import { useGoBack } from '../../../lib/use-go-back';
import { pickupBody, type PickupFormValues } from '../utils/pickup-form';
import { PickupForm } from './pickup-form';
import { PickupSummary } from './pickup-summary';

/** The form's values of a stored pickup: its address snapshot (with the address id), zone, day and remark. */
export function valuesOfPickup(p: Pickup): PickupFormValues {
  const a = p.pickup_address;
  return {
    address: a ? { ...a, lat: a.lat ?? null, lng: a.lng ?? null } : null,
    zoneId: p.zone_id,
    zoneName: p.zone_name,
    dateId: p.pickup_date ? etDateId(p.pickup_date) : null,
    remark: p.customer_remark ?? '',
  };
}

/** /my-pickup-edit/{id} (spec 2 §2): only while requested; "Update request pickup", then back. */
export function EditPickupPage() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const goBack = useGoBack(routePath('myPickupDetail', { id }));
  const { data, loading, error, reload } = useAsync(`pickup:${id}`, () => getPickup(id));
  const [busy, setBusy] = useState(false);

  const submit = async (pickup: Pickup, values: PickupFormValues) => {
    setBusy(true);
    try {
      await updatePickup({ id: pickup.id, version: pickup.version, ...pickupBody(values) });
      notify.success(MSG.updatePickup);
      goBack();
    } catch (e) {
      notify.error((e as { message?: string }).message ?? String(e));
      setBusy(false);
    }
  };

  return (
    <Page labelledBy="edit-pickup-title" maxWidth={760}>
      <PageTitle id="edit-pickup-title">Edit Pickup</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadFailure error={error} what="pickup" onRetry={reload} />
      ) : data && !customerPickupActions(data.status).includes('edit') ? (
        <>
          <PickupSummary pickup={data} />
          <Alert type="warning" showIcon title={pickupConflictMessage(data.status, 'edit')} />
        </>
      ) : data ? (
        <PickupForm
          key={data.id}
          formKey={`edit:${data.id}`}
          initial={valuesOfPickup(data)}
          header={<PickupSummary pickup={data} />}
          submitText="Update request pickup"
          busy={busy}
          onSubmit={(v) => void submit(data, v)}
        />
      ) : null}
    </Page>
  );
}
