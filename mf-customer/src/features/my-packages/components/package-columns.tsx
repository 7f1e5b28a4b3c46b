import { formatDateTime } from '@fcs/shared/model/format';
import { rowNumber, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import type { PackageRow } from '../api/my-packages';
import { TrackingLink } from './tracking-link';

/** Columns of spec 1 §2.6: No., Tracking Number, Received Date, Updated Date, Status. */
export function packageColumns(page: number, pageSize: number): DataTableColumn<PackageRow>[] {
  return [
    { key: 'no', title: 'No.', width: 64, render: (_row, index) => rowNumber(page, pageSize, index) },
    {
      key: 'tracking_id',
      title: 'Tracking Number',
      render: (row) => <TrackingLink id={row.id} trackingId={row.tracking_id} remark={row.remark} />,
    },
    { key: 'received_date', title: 'Received Date', sortable: true, render: (row) => formatDateTime(row.received_date) },
    { key: 'updated_date', title: 'Updated Date', sortable: true, render: (row) => formatDateTime(row.updated_date) },
    { key: 'status', title: 'Status', render: (row) => <StatusBadge status={row.status} /> },
  ];
}
