import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import {
  customerPickupActions,
  findTransition,
  MSG,
  PICKUP_TRANSITIONS,
  pickupConflictMessage,
  routePath,
  type Pickup,
} from '@fcs/shared/contract';
import { useCan, useNotify } from '@fcs/shared/session';
import { AddressCard } from '@fcs/shared/ui/address-card';
import { cancelPickup, getPickup } from '../../../api/pickups';
import { LoadFailure } from '../../../components/load-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '../../../lib/use-async';
import { useGoBack } from '../../../lib/use-go-back';
import { PickupSummary } from './pickup-summary';

/** A customer cancels their own pickup while requested; pickup staff (pku) any requested, confirmed or rescheduled one. */
export function canCancel(pickup: Pickup, staff: boolean): boolean {
  return staff
    ? findTransition(PICKUP_TRANSITIONS, pickup.status, 'cancel') !== null
    : customerPickupActions(pickup.status).includes('cancel');
}

function CancelForm({ pickup, onDone }: { pickup: Pickup; onDone: () => void }) {
  const notify = useNotify();
  const id = useId();
  const [remark, setRemark] = useState(pickup.remark ?? '');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await cancelPickup({ id: pickup.id, remark: remark.trim() || null, version: pickup.version });
      notify.success(MSG.cancelPickup);
      onDone();
    } catch (err) {
      notify.error((err as { message?: string }).message ?? String(err));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Cancel pickup">
      <Form layout="vertical" component={false}>
        <Form.Item label="Remark" htmlFor={`${id}-remark`} extra="Why the pickup is canceled (optional)." style={{ marginBottom: 16 }}>
          <Input.TextArea id={`${id}-remark`} rows={3} maxLength={2000} value={remark} onChange={(e) => setRemark(e.target.value)} />
        </Form.Item>
        <Button type="primary" danger htmlType="submit" loading={busy}>
          Cancel Pickup
        </Button>
      </Form>
    </form>
  );
}

/** /pickup-cancel/{id} (spec 2 §2): an editable Remark and Cancel Pickup (body: id, remark); then back. */
export function PickupCancelPage() {
  const { id = '' } = useParams();
  const staff = useCan('pku');
  const goBack = useGoBack(routePath('myPickupDetail', { id }));
  const { data, loading, error, reload } = useAsync(`pickup:${id}`, () => getPickup(id));

  return (
    <Page labelledBy="cancel-pickup-title" maxWidth={760}>
      <PageTitle id="cancel-pickup-title">Cancel Pickup</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : error ? (
        <LoadFailure error={error} what="pickup" onRetry={reload} />
      ) : data ? (
        <>
          <PickupSummary pickup={data} />
          {data.pickup_address ? (
            <div style={{ maxWidth: 420, marginBottom: 16 }}>
              <AddressCard address={data.pickup_address} label="Pickup address" />
            </div>
          ) : null}
          {canCancel(data, staff) ? (
            <CancelForm pickup={data} onDone={goBack} />
          ) : (
            <Alert type="warning" showIcon title={pickupConflictMessage(data.status, 'cancel')} />
          )}
        </>
      ) : null}
    </Page>
  );
}
