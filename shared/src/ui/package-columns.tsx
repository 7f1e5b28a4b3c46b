import type { PackageListRow } from '../model/packages';
import { rowNumber, type DataTableColumn } from './data-table';
import { StatusBadge } from './status-badge';
import { TrackingLink } from './tracking-link';
import type { UiText } from './ui-text';

export interface PackageColumnsOptions {
  /** "Tracking Number" (My Packages, spec 1 §2.6) or "Tracking Id" (the staff lists, §2.5). */
  tracking: 'number' | 'id';
  /** The detail a tracking number opens. */
  detailPath: (id: string) => string;
}

/** Columns of spec 1 §2.5 and §2.6: No., Tracking, Received Date, Updated Date, Status (the dates sort). */
export function packageColumns<R extends PackageListRow>(
  page: number,
  pageSize: number,
  { tracking, detailPath }: PackageColumnsOptions,
  { t, dateTime }: UiText,
): DataTableColumn<R>[] {
  return [
    { key: 'no', title: t('column.no'), width: 64, render: (_row, index) => rowNumber(page, pageSize, index) },
    {
      key: 'tracking_id',
      title: tracking === 'id' ? t('column.trackingId') : t('column.trackingNumber'),
      render: (row) => <TrackingLink to={detailPath(row.id)} trackingId={row.tracking_id} remark={row.remark} />,
    },
    { key: 'received_date', title: t('column.receivedDate'), sortable: true, render: (row) => dateTime(row.received_date) },
    { key: 'updated_date', title: t('column.updatedDate'), sortable: true, render: (row) => dateTime(row.updated_date) },
    { key: 'status', title: t('column.status'), render: (row) => <StatusBadge status={row.status} /> },
  ];
}
