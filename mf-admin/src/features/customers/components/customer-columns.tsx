import { Link } from 'react-router-dom';
import type { CustomerRow } from '@fcs/shared/contract/users';
import { routePath } from '@fcs/shared/model/routes';
import { rowNumber, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { DateTimeCell } from '@fcs/shared/ui/date-time-cell';
import { useLinkStyle } from '@fcs/shared/ui/page-parts';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import type { TFunction } from '@fcs/runtime/i18n';
import { useAdminText } from '../../../i18n';

function FcsIdCell({ row }: { row: CustomerRow }) {
  return (
    <Link to={routePath('userDetail', { id: row.id })} style={{ ...useLinkStyle(), fontWeight: 600 }}>
      {row.fcs_id}
    </Link>
  );
}

function PackagesCell({ row }: { row: CustomerRow }) {
  const t = useAdminText();
  return (
    <Link
      to={routePath('userPackagesList', { userId: row.id })}
      style={useLinkStyle()}
      aria-label={t('customers.packagesOf', { count: row.package_count, fcsId: row.fcs_id })}
    >
      {row.package_count}
    </Link>
  );
}

/** The columns of /users (spec 2 §2): all but No. and Packages sortable. */
export function customerColumns(t: TFunction, page: number, pageSize: number): DataTableColumn<CustomerRow>[] {
  return [
    { key: 'no', title: t('customers.columns.no'), width: 56, render: (_row, i) => rowNumber(page, pageSize, i) },
    { key: 'fcs_id', title: t('customers.columns.fcsId'), sortable: true, render: (row) => <FcsIdCell row={row} /> },
    { key: 'user_name', title: t('customers.columns.name'), sortable: true, render: (row) => row.user_name || '-' },
    { key: 'phone_number', title: t('customers.columns.phone'), sortable: true, render: (row) => row.phone_number ?? '-' },
    { key: 'email', title: t('customers.columns.email'), sortable: true, render: (row) => row.email ?? '-' },
    { key: 'status', title: t('customers.columns.status'), sortable: true, render: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'updated_date',
      title: t('customers.columns.updated'),
      sortable: true,
      render: (row) => <DateTimeCell value={row.updated_date} />,
    },
    { key: 'packages', title: t('customers.columns.packages'), render: (row) => <PackagesCell row={row} /> },
  ];
}
