import { Button, Form, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { Pickup } from '@fcs/shared/model/entities';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { hasPrivilege } from '@fcs/shared/model/access';
import { PICKUP_MACHINE } from '@fcs/shared/model/machines';
import { MSG } from '@fcs/shared/model/messages';
import { routePath } from '@fcs/shared/model/routes';
import { usePrincipal, useSubmit } from '@fcs/runtime/session';
import { AddressCard } from '@fcs/shared/ui/address-card';
import { ActionFrame } from '@fcs/shared/ui/action-frame';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { cancelPickup, getPickup } from '../../../api/pickups';
import { useCustomerText } from '../../../i18n';
import { PickupSummary } from './pickup-summary';

function CancelForm({ pickup, fallback }: { pickup: Pickup; fallback: string }) {
  const id = useId();
  const { t } = useCustomerText();
  // The staff detail hands over the remark typed there.
  const handed = (useLocation().state as { remark?: unknown } | null)?.remark;
  const [remark, setRemark] = useState(typeof handed === 'string' ? handed : (pickup.remark ?? ''));
  const { busy, submit: run } = useSubmit({
    success: MSG.cancelPickup,
    back: 'success',
    fallback,
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

/**
 * /pickup-cancel/{id} (spec 2 §2): an editable Remark and Cancel Pickup (body: id, remark); then back.
 * In the frame of every action screen: Back, the title, loading, a load failure, or the machine's
 * refusal in its words when this person may not cancel it now.
 */
export function PickupCancelPage() {
  const { id = '' } = useParams();
  const principal = usePrincipal();
  const { t } = useCustomerText();
  const record = useAsync(`pickup:${id}`, () => getPickup(id));
  // Staff came from the staff detail; a customer from their own.
  const detail = routePath(hasPrivilege(principal.privileges, 'pku') ? 'pickupDetail' : 'myPickupDetail', { id });

  return (
    <ActionFrame
      title={t('pickups.cancel')}
      record={record}
      what="pickup"
      machine={PICKUP_MACHINE}
      action="cancel"
      principal={principal}
      fallback={detail}
    >
      {(pickup) => (
        <>
          <PickupSummary pickup={pickup} />
          {pickup.pickup_address ? (
            <div style={{ maxWidth: 420, marginBottom: 16 }}>
              <AddressCard address={pickup.pickup_address} label={t('pickups.addressLabel')} />
            </div>
          ) : null}
          <CancelForm pickup={pickup} fallback={detail} />
        </>
      )}
    </ActionFrame>
  );
}
