import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Descriptions, Skeleton } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Pickup } from '@fcs/shared/model/entities';
import { formatStaffDateTime } from '@fcs/shared/model/format';
import { allowedActions, PICKUP_MACHINE, type PickupAction } from '@fcs/shared/model/machines';
import { formatPickupDateId } from '@fcs/shared/model/pickups';
import { routePath, ROUTES, type RouteKey } from '@fcs/shared/model/routes';
import { usePrincipal } from '@fcs/runtime/session';
import { useGoBack } from '@fcs/shared/hooks/use-go-back';
import { AddressCard } from '@fcs/shared/ui/address-card';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Muted, Page, PageTitle, SectionTitle } from '@fcs/shared/ui/page-parts';
import { PhotoViewer } from '@fcs/shared/ui/photo-viewer';
import { customerLabel, PickupHeading } from '../../../lib/pickup-heading';
import { pickupAddressOf } from '../../../lib/pickup-label';
import { usePickup } from '../../../lib/use-pickup';
import { timeWindow } from '../../../lib/time-window';
import { StatusLinkRevoke } from '@fcs/shared/ui/status-link-revoke';
import { PickupActionButtons } from './pickup-action-buttons';
import { PickupAttempts } from './pickup-attempts';
import type { TFunction } from '@fcs/runtime/i18n';
import { usePickupsText } from '../../../i18n';

/** Each action's button, in the order they are offered, and the screen it opens. */
const ACTION_BUTTONS: { action: PickupAction; text: (t: TFunction) => string; route: RouteKey; danger?: boolean }[] = [
  { action: 'edit', text: (t) => t('action.edit'), route: 'pickupEdit' },
  { action: 'confirm', text: (t) => t('action.confirm'), route: 'pickupConfirm' },
  { action: 'reschedule', text: (t) => t('action.reschedule'), route: 'pickupReschedule' },
  { action: 'complete', text: (t) => t('action.complete'), route: 'pickupComplete' },
  { action: 'notCollect', text: (t) => t('action.notCollect'), route: 'pickupNotCollected', danger: true },
  { action: 'cancel', text: (t) => t('action.cancel'), route: 'pickupCancel', danger: true },
];

/**
 * The buttons of spec 2 §4: what the pickup machine lets this person do now (requested: Edit,
 * Confirm, Cancel; confirmed and rescheduled: Reschedule, Complete, Cancel, and for the driver it
 * is assigned to Not collected); from the assigned list (/oc) only Complete and Not collected. A
 * pickup already waiting after a Not collected offers no second one.
 */
export function detailActions(allowed: readonly PickupAction[], fromCollect: boolean, waiting = false): typeof ACTION_BUTTONS {
  return ACTION_BUTTONS.filter(
    (b) =>
      allowed.includes(b.action) &&
      (!fromCollect || b.action === 'complete' || b.action === 'notCollect') &&
      !(waiting && b.action === 'notCollect'),
  );
}

function PickupDetailView({ pickup, fromCollect }: { pickup: Pickup; fromCollect: boolean }) {
  const t = usePickupsText();
  const navigate = useNavigate();
  const buttons = detailActions(allowedActions(usePrincipal(), PICKUP_MACHINE, pickup), fromCollect, Boolean(pickup.failed_attempt_at));
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
          { key: 'zone', label: t('field.pickupZone'), children: pickup.zone_name || '-' },
          { key: 'date', label: t('field.pickupDate'), children: formatPickupDateId(pickup.pickup_date) || '-' },
          { key: 'time', label: t('field.pickupTime'), children: hours ?? '-' },
          { key: 'staff', label: t('field.staff'), children: pickup.pickup_staff_name || '-' },
          { key: 'customer', label: t('field.customer'), children: customerLabel(pickup) },
          { key: 'phone', label: t('field.phoneNumber'), children: pickup.customer_phone_number || '-' },
          { key: 'customer_remark', label: t('field.customerRemark'), span: 'filled' as const, children: pickup.customer_remark || '-' },
          ...(pickup.confirm_remark
            ? [{ key: 'confirm_remark', label: t('field.confirmRemark'), span: 'filled' as const, children: pickup.confirm_remark }]
            : []),
          ...(pickup.reschedule_remark
            ? [
                {
                  key: 'reschedule_remark',
                  label: t('field.rescheduleRemark'),
                  span: 'filled' as const,
                  children: pickup.reschedule_remark,
                },
              ]
            : []),
          {
            key: 'updated',
            label: t('field.updatedDate'),
            span: 'filled' as const,
            children: formatStaffDateTime(pickup.updated_date) || '-',
          },
        ]}
      />
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 16 }}
        items={[{ key: 'remark', label: t('field.remark'), children: pickup.remark || '-' }]}
      />
      {buttons.length > 0 ? (
        <PickupActionButtons
          buttons={buttons.map((b) => ({ ...b, text: b.text(t) }))}
          onOpen={(route) => navigate(routePath(route, { id: pickup.id }))}
        />
      ) : null}
      <div style={{ marginTop: 8 }}>
        <StatusLinkRevoke kind="pickup" id={pickup.id} />
      </div>
      <SectionTitle>{t('field.pickupAddress')}</SectionTitle>
      {address ? (
        <div style={{ maxWidth: 420 }}>
          <AddressCard address={address} label={t('field.pickupAddressLabel')} />
        </div>
      ) : (
        <Muted>{t('detail.noAddress')}</Muted>
      )}
      <SectionTitle>{t('field.photos')}</SectionTitle>
      <PhotoViewer urls={pickup.photo_urls} label={pickup.pickup_number} />
      <PickupAttempts pickup={pickup} />
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
  const t = usePickupsText();

  return (
    <Page labelledBy="pickup-detail-title" maxWidth={960}>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={goBack} style={{ paddingInline: 0, marginBottom: 8 }}>
        {t('action.back')}
      </Button>
      <PageTitle id="pickup-detail-title">{t('detail.title')}</PageTitle>
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
