import { Link, useLocation } from 'react-router-dom';
import { routePath } from '@fcs/shared/model/routes';
import { rowNumber, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { useLinkStyle } from '@fcs/shared/ui/page-parts';
import type { PickupRow } from '../api/my-pickups';
import type { useCustomerText } from '../../../i18n';

/** The pickup number opens the detail; the list's query string goes along for its back link. */
function PickupLink({ row }: { row: PickupRow }) {
  const location = useLocation();
  return (
    <Link
      style={useLinkStyle()}
      to={routePath('myPickupDetail', { id: row.id })}
      state={{ from: `${location.pathname}${location.search}` }}
    >
      {row.pickup_number}
    </Link>
  );
}

/** Columns of spec 2 §2: No., Pickup Number, Pickup Date, Zone, Updated Date, Status; all sortable but No. */
export function pickupColumns(
  page: number,
  pageSize: number,
  { t, dateTime, pickupDay }: ReturnType<typeof useCustomerText>,
): DataTableColumn<PickupRow>[] {
  return [
    { key: 'no', title: t('columns.no'), width: 64, render: (_row, index) => rowNumber(page, pageSize, index) },
    { key: 'pickup_number', title: t('pickups.number'), sortable: true, render: (row) => <PickupLink row={row} /> },
    { key: 'pickup_date', title: t('pickups.date'), sortable: true, render: (row) => pickupDay(row.pickup_date) },
    { key: 'zone_name', title: t('pickups.zoneShort'), sortable: true, render: (row) => row.zone_name ?? '' },
    { key: 'updated_date', title: t('pickups.updatedDate'), sortable: true, render: (row) => dateTime(row.updated_date) },
    { key: 'status', title: t('pickups.status'), sortable: true, render: (row) => <StatusBadge kind="pickup" status={row.status} /> },
  ];
}
