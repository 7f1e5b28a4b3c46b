import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Pickup } from '@fcs/shared/model/entities';
import { formatPickupDateId } from '@fcs/shared/model/pickups';
import { routePath } from '@fcs/shared/model/routes';
import type { TableSort } from '@fcs/shared/hooks/use-table-query';
import { DataTable, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { useLinkStyle } from '@fcs/shared/ui/page-parts';

export interface RoutePickupsTableProps {
  pickups: readonly Pickup[];
  loading: boolean;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
}

type SortField = 'pickup_number' | 'zone_name' | 'customer_fcs_id' | 'customer_name';
const byText = (field: SortField) => (a: Pickup, b: Pickup) =>
  (a[field] ?? '').localeCompare(b[field] ?? '', 'en', { numeric: true, sensitivity: 'base' });

/**
 * The day's pickups with select-all checkboxes (spec 3 §2): s/n, Pickup Number, Pickup Date, Zone,
 * FCS ID, Customer Name; sortable except s/n and the date; No data! when empty. A driver's day is
 * one page, so it sorts here and keeps the selection whatever the order.
 */
export function RoutePickupsTable({ pickups, loading, selected, onSelect }: RoutePickupsTableProps) {
  const linkStyle = useLinkStyle();
  const [sort, setSort] = useState<TableSort | null>(null);
  const rows = useMemo(() => {
    if (!sort) return [...pickups];
    const compare = byText(sort.field as SortField);
    return [...pickups].sort((a, b) => (sort.direction === 'asc' ? compare(a, b) : compare(b, a)));
  }, [pickups, sort]);
  const columns: DataTableColumn<Pickup>[] = [
    { key: 'no', title: 's/n', width: 56, render: (_row, i) => i + 1 },
    {
      key: 'pickup_number',
      title: 'Pickup Number',
      sortable: true,
      render: (row) => (
        <Link to={routePath('pickupDetailOc', { id: row.id })} style={{ ...linkStyle, fontWeight: 600 }}>
          {row.pickup_number}
        </Link>
      ),
    },
    { key: 'pickup_date', title: 'Pickup Date', render: (row) => formatPickupDateId(row.pickup_date) },
    { key: 'zone_name', title: 'Zone', sortable: true, render: (row) => row.zone_name ?? '-' },
    { key: 'customer_fcs_id', title: 'FCS ID', sortable: true, render: (row) => row.customer_fcs_id ?? '-' },
    { key: 'customer_name', title: 'Customer Name', sortable: true, render: (row) => row.customer_name ?? '-' },
  ];
  return (
    <DataTable<Pickup>
      label="Pickups of the day"
      columns={columns}
      rows={rows}
      total={rows.length}
      rowKey={(row) => row.id}
      page={1}
      pageSize={Math.max(rows.length, 1)}
      sort={sort}
      onChange={(next) => setSort(next.sort)}
      loading={loading}
      emptyText="No data!"
      pagination="none"
      selection={{ selected, onChange: (keys) => onSelect(keys.map(String)), label: (row) => `Select ${row.pickup_number}` }}
    />
  );
}
