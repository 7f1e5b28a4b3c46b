import { Link, useLocation } from 'react-router-dom';
import { formatDateTime } from '@fcs/shared/model/format';
import { routePath } from '@fcs/shared/model/routes';
import { rowNumber, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { ListSearch } from '@fcs/shared/ui/list-search';
import { PagedList } from '@fcs/shared/ui/paged-list';
import { Page, PageTitle, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { DEFAULT_SORT, fetchMyDropoffs, SORTABLE_FIELDS, type DropoffRow } from '../api/my-dropoffs';

function DropoffLink({ row }: { row: DropoffRow }) {
  const location = useLocation();
  return (
    <Link
      style={useLinkStyle()}
      to={routePath('myDropoffDetail', { id: row.id })}
      state={{ from: `${location.pathname}${location.search}` }}
    >
      {row.dropoff_number}
    </Link>
  );
}

/** Columns of spec 3 §2: No., Drop-Off Number, Date, Staff Name, Updated Date, Status. */
export function dropoffColumns(page: number, pageSize: number): DataTableColumn<DropoffRow>[] {
  return [
    { key: 'no', title: 'No.', width: 64, render: (_row, index) => rowNumber(page, pageSize, index) },
    { key: 'dropoff_number', title: 'Drop-Off Number', sortable: true, render: (row) => <DropoffLink row={row} /> },
    { key: 'created_date', title: 'Date', sortable: true, render: (row) => formatDateTime(row.created_date) },
    { key: 'receiving_staff_name', title: 'Staff Name', sortable: true, render: (row) => row.receiving_staff_name ?? '' },
    { key: 'updated_date', title: 'Updated Date', sortable: true, render: (row) => formatDateTime(row.updated_date) },
    { key: 'status', title: 'Status', sortable: true, render: (row) => <StatusBadge kind="dropoff" status={row.status} /> },
  ];
}

/** /my-dropoffs (spec 3 §2): the customer's own drop-offs, read-only. */
export function MyDropoffsPage() {
  const list = useListPage({
    what: 'My drop-offs',
    load: fetchMyDropoffs,
    defaultSort: DEFAULT_SORT,
    sortableFields: SORTABLE_FIELDS,
  });
  const { table, error } = list;

  return (
    <Page labelledBy="my-dropoffs-title">
      <PageTitle id="my-dropoffs-title">My Drop-Offs</PageTitle>
      <div style={{ marginBottom: 12 }}>
        <ListSearch value={table.search} placeholder="Search drop-off number" onSearch={table.setSearch} />
      </div>
      <PagedList
        list={list}
        label="My drop-offs"
        columns={dropoffColumns(table.page, table.pageSize)}
        failure="Your drop-offs could not be loaded."
        failureReason={false}
        emptyText={error ? 'Drop-offs could not be loaded' : table.search ? 'No drop-offs match' : 'No drop-offs yet'}
      />
    </Page>
  );
}
