import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { Pickup } from '@fcs/shared/model/entities';
import { formatPickupDateId } from '@fcs/shared/model/pickups';
import { routePath } from '@fcs/shared/model/routes';
import { useLinkStyle } from '@fcs/shared/ui/page-parts';

export interface RoutePickupsTableProps {
  pickups: readonly Pickup[];
  loading: boolean;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
}

const byText = (field: 'pickup_number' | 'zone_name' | 'customer_fcs_id' | 'customer_name') => (a: Pickup, b: Pickup) =>
  (a[field] ?? '').localeCompare(b[field] ?? '', 'en', { numeric: true, sensitivity: 'base' });

/**
 * The day's pickups with select-all checkboxes (spec 3 §2): s/n, Pickup Number, Pickup Date, Zone,
 * FCS ID, Customer Name; sortable except s/n and the date; No data! when empty. A driver's day is
 * one page, so it sorts here and keeps the selection whatever the order.
 */
export function RoutePickupsTable({ pickups, loading, selected, onSelect }: RoutePickupsTableProps) {
  const linkStyle = useLinkStyle();
  const columns: ColumnsType<Pickup> = [
    { key: 'no', title: 's/n', width: 56, render: (_v, _row, i) => i + 1 },
    {
      key: 'pickup_number',
      title: 'Pickup Number',
      sorter: byText('pickup_number'),
      render: (_v, row) => (
        <Link to={routePath('pickupDetailOc', { id: row.id })} style={{ ...linkStyle, fontWeight: 600 }}>
          {row.pickup_number}
        </Link>
      ),
    },
    { key: 'pickup_date', title: 'Pickup Date', render: (_v, row) => formatPickupDateId(row.pickup_date) },
    { key: 'zone_name', title: 'Zone', sorter: byText('zone_name'), render: (_v, row) => row.zone_name ?? '-' },
    { key: 'customer_fcs_id', title: 'FCS ID', sorter: byText('customer_fcs_id'), render: (_v, row) => row.customer_fcs_id ?? '-' },
    { key: 'customer_name', title: 'Customer Name', sorter: byText('customer_name'), render: (_v, row) => row.customer_name ?? '-' },
  ];
  return (
    <Table<Pickup>
      aria-label="Pickups of the day"
      size="middle"
      columns={columns}
      dataSource={pickups as Pickup[]}
      rowKey="id"
      loading={loading}
      pagination={false}
      locale={{ emptyText: 'No data!' }}
      scroll={{ x: 'max-content' }}
      showSorterTooltip={false}
      rowSelection={{
        selectedRowKeys: [...selected],
        onChange: (keys) => onSelect(keys.map(String)),
        columnWidth: 40,
      }}
    />
  );
}
