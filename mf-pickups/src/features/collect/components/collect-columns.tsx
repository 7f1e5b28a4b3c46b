import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { Link } from 'react-router-dom';
import type { Pickup } from '@fcs/shared/model/entities';
import { formatPickupDateId } from '@fcs/shared/model/pickups';
import { routePath } from '@fcs/shared/model/routes';
import { rowNumber, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { QrButton } from '@fcs/shared/ui/qr-button';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { customerLabel } from '../../../lib/pickup-heading';
import { pickupDirectionsUrl } from '../../../lib/directions';
import { pickupLabel, pickupStreetLine } from '../../../lib/pickup-label';
import type { TFunction } from '@fcs/runtime/i18n';

/** "09:00-12:00", or the one end that is known. */
export function timeWindow(p: Pick<Pickup, 'pickup_time_from' | 'pickup_time_to'>): string {
  const from = p.pickup_time_from?.slice(0, 5) ?? '';
  const to = p.pickup_time_to?.slice(0, 5) ?? '';
  return from && to ? `${from}-${to}` : from || to || '-';
}

/** Directions to the stop in the phone's maps app, or '-' when it has no address nor coordinates. */
function DirectionsLink({ row, label, color }: { row: Pickup; label: string; color: string }) {
  const href = pickupDirectionsUrl(row);
  if (!href) return <>-</>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      style={{ color, whiteSpace: 'nowrap' }}
      aria-label={`${label}: ${pickupStreetLine(row) || row.pickup_number}`}
    >
      <EnvironmentOutlined aria-hidden /> {label}
    </a>
  );
}

/**
 * Collect's columns: s/n, Pickup Number (to the oc detail, with the label icon), Pickup Date, Time,
 * Zone, Customer, Phone (a tel: link), Address (the street and number, where the driver goes),
 * Directions, the customer's remark, Status. The s/n column's key is `no`, so the cards of a
 * small screen leave it out and head each card with the pickup number.
 */
export function collectColumns(t: TFunction, page: number, pageSize: number, linkColor: string): DataTableColumn<Pickup>[] {
  return [
    { key: 'no', title: t('field.sn'), width: 56, render: (_row, i) => rowNumber(page, pageSize, i) },
    {
      key: 'pickup_number',
      title: t('field.pickupNumber'),
      sortable: true,
      render: (row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Link to={routePath('pickupDetailOc', { id: row.id })} style={{ color: linkColor, fontWeight: 600 }}>
            {row.pickup_number}
          </Link>{' '}
          <QrButton title={t('label.title')} label={pickupLabel(row)} />
        </span>
      ),
    },
    { key: 'pickup_date', title: t('field.pickupDate'), sortable: true, render: (row) => formatPickupDateId(row.pickup_date) || '-' },
    {
      key: 'pickup_time_from',
      title: t('field.time'),
      sortable: true,
      render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{timeWindow(row)}</span>,
    },
    { key: 'zone_name', title: t('field.zone'), sortable: true, render: (row) => row.zone_name ?? '-' },
    { key: 'customer_fcs_id', title: t('field.customer'), sortable: true, render: (row) => customerLabel(row) },
    {
      key: 'customer_phone_number',
      title: t('field.phone'),
      sortable: true,
      render: (row) =>
        row.customer_phone_number ? (
          <a href={`tel:${row.customer_phone_number}`} style={{ color: linkColor, whiteSpace: 'nowrap' }}>
            {row.customer_phone_number}
          </a>
        ) : (
          '-'
        ),
    },
    { key: 'address', title: t('field.address'), render: (row) => pickupStreetLine(row) || '-' },
    {
      key: 'directions',
      title: t('collect.directions'),
      render: (row) => <DirectionsLink row={row} label={t('collect.directions')} color={linkColor} />,
    },
    { key: 'customer_remark', title: t('field.customerRemark'), render: (row) => row.customer_remark?.trim() || '-' },
    { key: 'status', title: t('field.status'), sortable: true, render: (row) => <StatusBadge kind="pickup" status={row.status} /> },
  ];
}
