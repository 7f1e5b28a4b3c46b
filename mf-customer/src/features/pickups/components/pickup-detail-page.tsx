import { ArrowLeftOutlined, CloseCircleOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Skeleton } from 'antd';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Pickup } from '@fcs/shared/model/entities';
import { formatDateTime } from '@fcs/shared/model/format';
import { allowedActions, PICKUP_MACHINE } from '@fcs/shared/model/machines';
import { ROUTES, routePath } from '@fcs/shared/model/routes';
import { usePrincipal } from '@fcs/shared/session';
import { AddressCard } from '@fcs/shared/ui/address-card';
import { PhotoViewer } from '@fcs/shared/ui/photo-viewer';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { getPickup } from '../../../api/pickups';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Muted, Page, PageTitle, SectionTitle, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { formatPickupDateId as formatPickupDay } from '@fcs/shared/model/pickups';
import { useAsync } from '@fcs/shared/hooks/use-async';

function timeWindow(p: Pickup): string | null {
  if (!p.pickup_time_from && !p.pickup_time_to) return null;
  return `${p.pickup_time_from ?? ''} - ${p.pickup_time_to ?? ''}`;
}

function PickupDetailView({ pickup }: { pickup: Pickup }) {
  const navigate = useNavigate();
  // The customer's buttons: what the pickup machine lets this person do now (Edit and Cancel while requested).
  const actions = allowedActions(usePrincipal(), PICKUP_MACHINE, pickup);
  const hours = timeWindow(pickup);
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'number', label: 'Pickup Number', children: <strong>{pickup.pickup_number}</strong> },
          { key: 'status', label: 'Status', children: <StatusBadge kind="pickup" status={pickup.status} /> },
          { key: 'zone', label: 'Pickup Zone', children: pickup.zone_name || '-' },
          { key: 'date', label: 'Pickup Date', children: formatPickupDay(pickup.pickup_date) || '-' },
          ...(hours ? [{ key: 'time', label: 'Pickup Time', children: hours }] : []),
          ...(pickup.pickup_staff_name ? [{ key: 'staff', label: 'Pickup Staff', children: pickup.pickup_staff_name }] : []),
          { key: 'remark', label: 'Remark', span: 'filled' as const, children: pickup.customer_remark || '-' },
          ...(pickup.remark ? [{ key: 'office', label: 'Office remark', span: 'filled' as const, children: pickup.remark }] : []),
          { key: 'updated', label: 'Updated Date', span: 'filled' as const, children: formatDateTime(pickup.updated_date) || '-' },
        ]}
      />
      {actions.length > 0 ? (
        <Flex gap={8} wrap style={{ marginTop: 16 }}>
          {actions.includes('edit') ? (
            <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(routePath('myPickupEdit', { id: pickup.id }))}>
              Edit Pickup
            </Button>
          ) : null}
          {actions.includes('cancel') ? (
            <Button danger icon={<CloseCircleOutlined />} onClick={() => navigate(routePath('pickupCancel', { id: pickup.id }))}>
              Cancel Pickup
            </Button>
          ) : null}
        </Flex>
      ) : null}
      <SectionTitle>Pickup Address</SectionTitle>
      {pickup.pickup_address ? (
        <div style={{ maxWidth: 420 }}>
          <AddressCard address={pickup.pickup_address} label="Pickup address" />
        </div>
      ) : (
        <Muted>No address recorded.</Muted>
      )}
      <SectionTitle>Photos</SectionTitle>
      <PhotoViewer urls={pickup.photo_urls} label={pickup.pickup_number} />
    </>
  );
}

/** /my-pickup-detail/{id} (spec 2 §2): read-only; Edit Pickup and Cancel Pickup while requested. */
export function PickupDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const linkStyle = useLinkStyle();
  const { data, loading, error, reload } = useAsync(`pickup:${id}`, () => getPickup(id));
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith(ROUTES.myPickups.path) ? from : ROUTES.myPickups.path;

  return (
    <Page labelledBy="pickup-detail-title" maxWidth={960}>
      <p style={{ margin: '0 0 12px' }}>
        <Link to={back} style={linkStyle}>
          <ArrowLeftOutlined /> Back to My Requested Pickups
        </Link>
      </p>
      <PageTitle id="pickup-detail-title">Pickup detail</PageTitle>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadFailure error={error} what="pickup" onRetry={reload} />
      ) : data ? (
        <PickupDetailView pickup={data} />
      ) : null}
    </Page>
  );
}
