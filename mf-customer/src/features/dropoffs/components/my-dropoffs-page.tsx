import { Link, useLocation } from 'react-router-dom';
import { routePath } from '@fcs/shared/model/routes';
import { rowNumber, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { ListSearch } from '@fcs/shared/ui/list-search';
import { PagedList } from '@fcs/shared/ui/paged-list';
import { Page, PageTitle, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { DEFAULT_SORT, fetchMyDropoffs, SORTABLE_FIELDS, type DropoffRow } from '../api/my-dropoffs';
import { useCustomerText } from '../../../i18n';

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
export function dropoffColumns(
  page: number,
  pageSize: number,
  { t, dateTime }: ReturnType<typeof useCustomerText>,
): DataTableColumn<DropoffRow>[] {
  return [
    { key: 'no', title: t('columns.no'), width: 64, render: (_row, index) => rowNumber(page, pageSize, index) },
    { key: 'dropoff_number', title: t('dropoffs.number'), sortable: true, render: (row) => <DropoffLink row={row} /> },
    { key: 'created_date', title: t('dropoffs.date'), sortable: true, render: (row) => dateTime(row.created_date) },
    { key: 'receiving_staff_name', title: t('dropoffs.staffName'), sortable: true, render: (row) => row.receiving_staff_name ?? '' },
    { key: 'updated_date', title: t('dropoffs.updatedDate'), sortable: true, render: (row) => dateTime(row.updated_date) },
    { key: 'status', title: t('dropoffs.status'), sortable: true, render: (row) => <StatusBadge kind="dropoff" status={row.status} /> },
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
  const text = useCustomerText();
  const { t } = text;

  return (
    <Page labelledBy="my-dropoffs-title">
      <PageTitle id="my-dropoffs-title">{t('dropoffs.title')}</PageTitle>
      <div style={{ marginBottom: 12 }}>
        <ListSearch value={table.search} placeholder={t('dropoffs.search')} onSearch={table.setSearch} />
      </div>
      <PagedList
        list={list}
        label={t('dropoffs.title')}
        columns={dropoffColumns(table.page, table.pageSize, text)}
        failure={t('dropoffs.failed')}
        failureReason={false}
        emptyText={error ? t('dropoffs.failedShort') : table.search ? t('dropoffs.noMatch') : t('dropoffs.empty')}
      />
    </Page>
  );
}
