import { formatDateTime } from '../model/format';
import type { PackageListRow } from '../model/packages';
import { rowNumber, type DataTableColumn } from './data-table';
import { StatusBadge } from './status-badge';
import { TrackingLink } from './tracking-link';

export interface PackageColumnsOptions {
  /** "Tracking Number" (My Packages, spec 1 §2.6) or "Tracking Id" (the staff lists, §2.5). */
  trackingTitle: string;
  /** The detail a tracking number opens. */
  detailPath: (id: string) => string;
}

/** Columns of spec 1 §2.5 and §2.6: No., Tracking, Received Date, Updated Date, Status (the dates sort). */
export function packageColumns<R extends PackageListRow>(
  page: number,
  pageSize: number,
  { trackingTitle, detailPath }: PackageColumnsOptions,
): DataTableColumn<R>[] {
  return [
    { key: 'no', title: 'No.', width: 64, render: (_row, index) => rowNumber(page, pageSize, index) },
    {
      key: 'tracking_id',
      title: trackingTitle,
      render: (row) => <TrackingLink to={detailPath(row.id)} trackingId={row.tracking_id} remark={row.remark} />,
    },
    { key: 'received_date', title: 'Received Date', sortable: true, render: (row) => formatDateTime(row.received_date) },
    { key: 'updated_date', title: 'Updated Date', sortable: true, render: (row) => formatDateTime(row.updated_date) },
    { key: 'status', title: 'Status', render: (row) => <StatusBadge status={row.status} /> },
  ];
}
