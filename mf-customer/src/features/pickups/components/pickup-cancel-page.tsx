import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { Pickup } from '@fcs/shared/model/entities';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { decide, PICKUP_MACHINE } from '@fcs/shared/model/machines';
import { MSG } from '@fcs/shared/model/messages';
import { routePath } from '@fcs/shared/model/routes';
import { usePrincipal, useSubmit } from '@fcs/shared/session';
import { AddressCard } from '@fcs/shared/ui/address-card';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { cancelPickup, getPickup } from '../../../api/pickups';
import { useMessageText } from '@fcs/shared/i18n';
import { useCustomerText } from '../../../i18n';
import { PickupSummary } from './pickup-summary';

function CancelForm({ pickup }: { pickup: Pickup }) {
  const id = useId();
  const { t } = useCustomerText();
  // The staff detail hands over the remark typed there.
  const handed = (useLocation().state as { remark?: unknown } | null)?.remark;
  const [remark, setRemark] = useState(typeof handed === 'string' ? handed : (pickup.remark ?? ''));
  const { busy, submit: run } = useSubmit({
    success: MSG.cancelPickup,
    back: 'success',
    fallback: routePath('myPickupDetail', { id: pickup.id }),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await run(() => cancelPickup({ id: pickup.id, remark: remark.trim() || null, version: pickup.version }));
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('pickups.cancelForm')}>
      <Form layout="vertical" component={false}>
        <Form.Item label={t('pickups.remark')} htmlFor={`${id}-remark`} extra={t('pickups.cancelHint')} style={{ marginBottom: 16 }}>
          <Input.TextArea
            id={`${id}-remark`}
            rows={3}
            maxLength={TEXT_LIMITS.remark}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
          />
        </Form.Item>
        <Button type="primary" danger htmlType="submit" loading={busy}>
          {t('pickups.cancel')}
        </Button>
      </Form>
    </form>
  );
}

/** The form when the pickup machine lets this person cancel; otherwise why not, in its words. */
function CancelOrWhyNot({ pickup, decision }: { pickup: Pickup; decision: ReturnType<typeof decide> }) {
  const message = useMessageText();
  return decision.ok ? <CancelForm pickup={pickup} /> : <Alert type="warning" showIcon title={message(decision.message)} />;
}

/** /pickup-cancel/{id} (spec 2 §2): an editable Remark and Cancel Pickup (body: id, remark); then back. */
export function PickupCancelPage() {
  const { id = '' } = useParams();
  const principal = usePrincipal();
  const { t } = useCustomerText();
  const { data, loading, error, reload } = useAsync(`pickup:${id}`, () => getPickup(id));

  return (
    <Page labelledBy="cancel-pickup-title" maxWidth={760}>
      <PageTitle id="cancel-pickup-title">{t('pickups.cancel')}</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : error ? (
        <LoadFailure error={error} what="pickup" onRetry={reload} />
      ) : data ? (
        <>
          <PickupSummary pickup={data} />
          {data.pickup_address ? (
            <div style={{ maxWidth: 420, marginBottom: 16 }}>
              <AddressCard address={data.pickup_address} label={t('pickups.addressLabel')} />
            </div>
          ) : null}
          <CancelOrWhyNot pickup={data} decision={decide(principal, PICKUP_MACHINE, data, 'cancel')} />
        </>
      ) : null}
    </Page>
  );
}
