import { Link } from 'react-router-dom';
import type { CustomerRow } from '@fcs/shared/contract/users';
import { routePath } from '@fcs/shared/model/routes';
import { rowNumber, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { DateTimeCell } from '@fcs/shared/ui/date-time-cell';
import { useLinkStyle } from '@fcs/shared/ui/page-parts';
import { StatusBadge } from '@fcs/shared/ui/status-badge';

function FcsIdCell({ row }: { row: CustomerRow }) {
  return (
    <Link to={routePath('userDetail', { id: row.id })} style={{ ...useLinkStyle(), fontWeight: 600 }}>
      {row.fcs_id}
    </Link>
  );
}

function PackagesCell({ row }: { row: CustomerRow }) {
  return (
    <Link
      to={routePath('userPackagesList', { userId: row.id })}
      style={useLinkStyle()}
      aria-label={`${row.package_count} packages of ${row.fcs_id}`}
    >
      {row.package_count}
    </Link>
  );
}

/** The columns of /users (spec 2 §2): all but No. and Packages sortable. */
export function customerColumns(page: number, pageSize: number): DataTableColumn<CustomerRow>[] {
  return [
    { key: 'no', title: 'No.', width: 56, render: (_row, i) => rowNumber(page, pageSize, i) },
    { key: 'fcs_id', title: 'FCS ID', sortable: true, render: (row) => <FcsIdCell row={row} /> },
    { key: 'user_name', title: 'Name', sortable: true, render: (row) => row.user_name || '-' },
    { key: 'phone_number', title: 'Phone Number', sortable: true, render: (row) => row.phone_number ?? '-' },
    { key: 'email', title: 'E-mail', sortable: true, render: (row) => row.email ?? '-' },
    { key: 'status', title: 'Status', sortable: true, render: (row) => <StatusBadge status={row.status} /> },
    { key: 'updated_date', title: 'Updated Date', sortable: true, render: (row) => <DateTimeCell value={row.updated_date} /> },
    { key: 'packages', title: 'Packages', render: (row) => <PackagesCell row={row} /> },
  ];
}
