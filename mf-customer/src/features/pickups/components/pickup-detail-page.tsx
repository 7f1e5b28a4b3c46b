import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Descriptions, Flex, Skeleton } from 'antd';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Pickup } from '@fcs/shared/model/entities';
import { allowedActions, PICKUP_MACHINE } from '@fcs/shared/model/machines';
import { ROUTES, routePath } from '@fcs/shared/model/routes';
import { usePrincipal } from '@fcs/runtime/session';
import { AddressCard } from '@fcs/shared/ui/address-card';
import { PhotoViewer } from '@fcs/shared/ui/photo-viewer';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { getPickup } from '../../../api/pickups';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Muted, Page, PageTitle, SectionTitle, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { useCustomerText } from '../../../i18n';

function timeWindow(p: Pickup): string | null {
  if (!p.pickup_time_from && !p.pickup_time_to) return null;
  return `${p.pickup_time_from ?? ''} - ${p.pickup_time_to ?? ''}`;
}

function PickupDetailView({ pickup }: { pickup: Pickup }) {
  const navigate = useNavigate();
  // The customer's buttons: what the pickup machine lets this person do now (Edit and Cancel while requested).
  const actions = allowedActions(usePrincipal(), PICKUP_MACHINE, pickup);
  const hours = timeWindow(pickup);
  const { t, dateTime, pickupDay } = useCustomerText();
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'number', label: t('pickups.number'), children: <strong>{pickup.pickup_number}</strong> },
          { key: 'status', label: t('pickups.status'), children: <StatusBadge kind="pickup" status={pickup.status} /> },
          { key: 'zone', label: t('pickups.zone'), children: pickup.zone_name || '-' },
          { key: 'date', label: t('pickups.date'), children: pickupDay(pickup.pickup_date) || '-' },
          ...(hours ? [{ key: 'time', label: t('pickups.time'), children: hours }] : []),
          ...(pickup.pickup_staff_name ? [{ key: 'staff', label: t('pickups.staff'), children: pickup.pickup_staff_name }] : []),
          { key: 'remark', label: t('pickups.remark'), span: 'filled' as const, children: pickup.customer_remark || '-' },
          ...(pickup.remark ? [{ key: 'office', label: t('pickups.officeRemark'), span: 'filled' as const, children: pickup.remark }] : []),
          { key: 'updated', label: t('pickups.updatedDate'), span: 'filled' as const, children: dateTime(pickup.updated_date) || '-' },
        ]}
      />
      {actions.length > 0 ? (
        <Flex gap={8} wrap style={{ marginTop: 16 }}>
          {actions.includes('edit') ? (
            <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(routePath('myPickupEdit', { id: pickup.id }))}>
              {t('pickups.edit')}
            </Button>
          ) : null}
          {actions.includes('cancel') ? (
            <Button danger icon={<CloseCircleOutlined />} onClick={() => navigate(routePath('pickupCancel', { id: pickup.id }))}>
              {t('pickups.cancel')}
            </Button>
          ) : null}
        </Flex>
      ) : null}
      <SectionTitle>{t('pickups.address')}</SectionTitle>
      {pickup.pickup_address ? (
        <div style={{ maxWidth: 420 }}>
          <AddressCard address={pickup.pickup_address} label={t('pickups.addressLabel')} />
        </div>
      ) : (
        <Muted>{t('pickups.noAddress')}</Muted>
      )}
      <SectionTitle>{t('pickups.photos')}</SectionTitle>
      <PhotoViewer urls={pickup.photo_urls} label={pickup.pickup_number} />
    </>
  );
}

/** /my-pickup-detail/{id} (spec 2 §2): read-only; Edit Pickup and Cancel Pickup while requested. */
export function PickupDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const linkStyle = useLinkStyle();
  const { t } = useCustomerText();
  const { data, loading, error, reload } = useAsync(`pickup:${id}`, () => getPickup(id));
  const from = (location.state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith(ROUTES.myPickups.path) ? from : ROUTES.myPickups.path;

  return (
    <Page labelledBy="pickup-detail-title" maxWidth={960}>
      <p style={{ margin: '0 0 12px' }}>
        <Link to={back} style={linkStyle}>
          <ArrowLeftOutlined /> {t('pickups.back')}
        </Link>
      </p>
      <PageTitle id="pickup-detail-title">{t('pickups.detailTitle')}</PageTitle>
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
