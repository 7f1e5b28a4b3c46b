import { Link } from 'react-router-dom';
import type { Dropoff } from '@fcs/shared/model/entities';
import { DateTimeCell as DateTime } from '@fcs/shared/ui/date-time-cell';
import { routePath } from '@fcs/shared/model/routes';
import { rowNumber, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { QrButton } from '@fcs/shared/ui/qr-button';
import type { TFunction } from '@fcs/runtime/i18n';

/** The columns of spec 3 §2, in its order; all but No. sortable. */
export function dropoffColumns(t: TFunction, page: number, pageSize: number, linkColor: string): DataTableColumn<Dropoff>[] {
  return [
    { key: 'sn', title: t('list.no'), render: (_row, i) => rowNumber(page, pageSize, i), width: 56 },
    {
      key: 'dropoff_number',
      title: t('list.number'),
      sortable: true,
      render: (row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Link to={routePath('dropoffDetail', { id: row.id })} style={{ color: linkColor, fontWeight: 600 }}>
            {row.dropoff_number}
          </Link>{' '}
          <QrButton title={t('qr.title')} label={{ number: row.dropoff_number, customerName: row.customer_name, date: row.created_date }} />
        </span>
      ),
    },
    { key: 'created_date', title: t('field.date'), sortable: true, render: (row) => <DateTime value={row.created_date} /> },
    { key: 'customer_name', title: t('field.customerName'), sortable: true, render: (row) => row.customer_name ?? '-' },
    { key: 'customer_fcs_id', title: t('field.customerId'), sortable: true, render: (row) => row.customer_fcs_id ?? '-' },
    { key: 'receiving_staff_name', title: t('field.staffName'), sortable: true, render: (row) => row.receiving_staff_name ?? '-' },
    { key: 'updated_date', title: t('field.updatedDate'), sortable: true, render: (row) => <DateTime value={row.updated_date} /> },
    { key: 'status', title: t('field.status'), sortable: true, render: (row) => <StatusBadge kind="dropoff" status={row.status} /> },
  ];
}
