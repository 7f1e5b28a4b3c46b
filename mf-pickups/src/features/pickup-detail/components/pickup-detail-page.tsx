import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Descriptions, Skeleton } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Pickup } from '@fcs/shared/model/entities';
import { formatStaffDateTime } from '@fcs/shared/model/format';
import { allowedActions, PICKUP_MACHINE, type PickupAction } from '@fcs/shared/model/machines';
import { formatPickupDateId } from '@fcs/shared/model/pickups';
import { routePath, ROUTES, type RouteKey } from '@fcs/shared/model/routes';
import { usePrincipal } from '@fcs/shared/session';
import { useGoBack } from '@fcs/shared/hooks/use-go-back';
import { AddressCard } from '@fcs/shared/ui/address-card';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Muted, Page, PageTitle, SectionTitle } from '@fcs/shared/ui/page-parts';
import { PhotoViewer } from '@fcs/shared/ui/photo-viewer';
import { customerLabel, PickupHeading } from '../../../lib/pickup-heading';
import { pickupAddressOf } from '../../../lib/pickup-label';
import { usePickup } from '../../../lib/use-pickup';
import { timeWindow } from '../../../lib/time-window';
import { PickupActionButtons } from './pickup-action-buttons';

/** Each action's button, in the order they are offered, and the screen it opens. */
const ACTION_BUTTONS: { action: PickupAction; text: string; route: RouteKey; danger?: boolean }[] = [
  { action: 'edit', text: 'Edit', route: 'pickupEdit' },
  { action: 'confirm', text: 'Confirm', route: 'pickupConfirm' },
  { action: 'reschedule', text: 'Reschedule', route: 'pickupReschedule' },
  { action: 'complete', text: 'Complete', route: 'pickupComplete' },
  { action: 'cancel', text: 'Cancel', route: 'pickupCancel', danger: true },
];

/**
 * The buttons of spec 2 §4: what the pickup machine lets this person do now (requested: Edit,
 * Confirm, Cancel; confirmed and rescheduled: Reschedule, Complete, Cancel); from the assigned list
 * (/oc) only Complete.
 */
export function detailActions(allowed: readonly PickupAction[], fromCollect: boolean): typeof ACTION_BUTTONS {
  return ACTION_BUTTONS.filter((b) => allowed.includes(b.action) && (!fromCollect || b.action === 'complete'));
}

function PickupDetailView({ pickup, fromCollect }: { pickup: Pickup; fromCollect: boolean }) {
  const navigate = useNavigate();
  const buttons = detailActions(allowedActions(usePrincipal(), PICKUP_MACHINE, pickup), fromCollect);
  const address = pickupAddressOf(pickup.pickup_address);
  const hours = timeWindow(pickup);

  return (
    <>
      <PickupHeading pickup={pickup} />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'zone', label: 'Pickup Zone', children: pickup.zone_name || '-' },
          { key: 'date', label: 'Pickup Date', children: formatPickupDateId(pickup.pickup_date) || '-' },
          { key: 'time', label: 'Pickup Time', children: hours ?? '-' },
          { key: 'staff', label: 'Staff', children: pickup.pickup_staff_name || '-' },
          { key: 'customer', label: 'Customer', children: customerLabel(pickup) },
          { key: 'phone', label: 'Phone Number', children: pickup.customer_phone_number || '-' },
          { key: 'customer_remark', label: 'Customer Remark', span: 'filled' as const, children: pickup.customer_remark || '-' },
          ...(pickup.confirm_remark
            ? [{ key: 'confirm_remark', label: 'Confirm Remark', span: 'filled' as const, children: pickup.confirm_remark }]
            : []),
          ...(pickup.reschedule_remark
            ? [{ key: 'reschedule_remark', label: 'Reschedule Remark', span: 'filled' as const, children: pickup.reschedule_remark }]
            : []),
          { key: 'updated', label: 'Updated Date', span: 'filled' as const, children: formatStaffDateTime(pickup.updated_date) || '-' },
        ]}
      />
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 16 }}
        items={[{ key: 'remark', label: 'Remark', children: pickup.remark || '-' }]}
      />
      {buttons.length > 0 ? (
        <PickupActionButtons buttons={buttons} onOpen={(route) => navigate(routePath(route, { id: pickup.id }))} />
      ) : null}
      <SectionTitle>Pickup Address</SectionTitle>
      {address ? (
        <div style={{ maxWidth: 420 }}>
          <AddressCard address={address} label="Pickup address" />
        </div>
      ) : (
        <Muted>No address recorded.</Muted>
      )}
      <SectionTitle>Photos</SectionTitle>
      <PhotoViewer urls={pickup.photo_urls} label={pickup.pickup_number} />
    </>
  );
}

/** /pickup-detail/{id}, /pickup-detail/{id}/oc and /pickup-info/{id} (spec 2 §2, §4): the staff detail. */
export function PickupDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const fromCollect = location.pathname.endsWith('/oc');
  const { data, loading, error, reload } = usePickup(id, location.pathname.startsWith('/pickup-info/'));
  const goBack = useGoBack(fromCollect ? ROUTES.collect.path : ROUTES.pickups.path);

  return (
    <Page labelledBy="pickup-detail-title" maxWidth={960}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={goBack} style={{ paddingInline: 0, marginBottom: 8 }}>
        Back
      </Button>
      <PageTitle id="pickup-detail-title">Pickup</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadFailure error={error} what="pickup" onRetry={reload} />
      ) : data ? (
        <PickupDetailView key={`${data.id}:${data.version}`} pickup={data} fromCollect={fromCollect} />
      ) : null}
    </Page>
  );
}
