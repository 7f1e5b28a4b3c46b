import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Pickup } from '@fcs/shared/model/entities';
import { formatPickupDateId } from '@fcs/shared/model/pickups';
import { routePath } from '@fcs/shared/model/routes';
import type { TableSort } from '@fcs/shared/hooks/use-table-query';
import { DataTable, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { useLinkStyle } from '@fcs/shared/ui/page-parts';
import { usePickupsText } from '../../../i18n';

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
  const t = usePickupsText();
  const [sort, setSort] = useState<TableSort | null>(null);
  const rows = useMemo(() => {
    if (!sort) return [...pickups];
    const compare = byText(sort.field as SortField);
    return [...pickups].sort((a, b) => (sort.direction === 'asc' ? compare(a, b) : compare(b, a)));
  }, [pickups, sort]);
  const columns: DataTableColumn<Pickup>[] = [
    { key: 'no', title: t('field.sn'), width: 56, render: (_row, i) => i + 1 },
    {
      key: 'pickup_number',
      title: t('field.pickupNumber'),
      sortable: true,
      render: (row) => (
        <Link to={routePath('pickupDetailOc', { id: row.id })} style={{ ...linkStyle, fontWeight: 600 }}>
          {row.pickup_number}
        </Link>
      ),
    },
    { key: 'pickup_date', title: t('field.pickupDate'), render: (row) => formatPickupDateId(row.pickup_date) },
    { key: 'zone_name', title: t('field.zone'), sortable: true, render: (row) => row.zone_name ?? '-' },
    { key: 'customer_fcs_id', title: t('field.fcsId'), sortable: true, render: (row) => row.customer_fcs_id ?? '-' },
    { key: 'customer_name', title: t('field.customerName'), sortable: true, render: (row) => row.customer_name ?? '-' },
  ];
  return (
    <DataTable<Pickup>
      label={t('route.table.label')}
      columns={columns}
      rows={rows}
      total={rows.length}
      rowKey={(row) => row.id}
      page={1}
      pageSize={Math.max(rows.length, 1)}
      sort={sort}
      onChange={(next) => setSort(next.sort)}
      loading={loading}
      emptyText={t('route.table.empty')}
      pagination="none"
      selection={{
        selected,
        onChange: (keys) => onSelect(keys.map(String)),
        label: (row) => t('action.selectOf', { name: row.pickup_number }),
      }}
    />
  );
}
