import { Link, useLocation } from 'react-router-dom';
import { formatDateTime, formatUSD } from '@fcs/shared/model/format';
import { routePath } from '@fcs/shared/model/routes';
import { rowNumber, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { useListPage } from '@fcs/shared/hooks/use-list-page';
import { ListSearch } from '@fcs/shared/ui/list-search';
import { ListView } from '@fcs/shared/ui/list-view';
import { ListFailure } from '@fcs/shared/ui/list-failure';
import { Page, PageTitle, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { DEFAULT_SORT, fetchMyInvoices, SORTABLE_FIELDS, type MyInvoiceRow } from '../api/my-invoices';
import { InvoiceStatus } from '@fcs/shared/ui/invoice-view';

function InvoiceLink({ row }: { row: MyInvoiceRow }) {
  const location = useLocation();
  return (
    <Link
      style={useLinkStyle()}
      to={routePath('myInvoiceDetail', { id: row.id })}
      state={{ from: `${location.pathname}${location.search}` }}
    >
      {row.invoice_number}
    </Link>
  );
}

/** Columns of spec 1 §2.7: No., Invoice Number, Received Date (invoice_date), Amount (no decimals), Status. */
export function invoiceColumns(page: number, pageSize: number): DataTableColumn<MyInvoiceRow>[] {
  return [
    { key: 'no', title: 'No.', width: 64, render: (_row, index) => rowNumber(page, pageSize, index) },
    { key: 'invoice_number', title: 'Invoice Number', sortable: true, render: (row) => <InvoiceLink row={row} /> },
    { key: 'invoice_date', title: 'Received Date', sortable: true, render: (row) => formatDateTime(row.invoice_date) },
    { key: 'amount', title: 'Amount', sortable: true, align: 'right', render: (row) => formatUSD(row.amount) },
    { key: 'status', title: 'Status', sortable: true, render: (row) => <InvoiceStatus status={row.status} /> },
  ];
}

/** /my-invoices (spec 1 §2.7): the customer's own invoices, newest first. */
export function MyInvoicesPage() {
  const { table, rows, total, loading, error, reload } = useListPage({
    what: 'My invoices',
    load: fetchMyInvoices,
    defaultSort: DEFAULT_SORT,
    sortableFields: SORTABLE_FIELDS,
  });

  return (
    <Page labelledBy="my-invoices-title">
      <PageTitle id="my-invoices-title">My Invoices</PageTitle>
      <div style={{ marginBottom: 12 }}>
        <ListSearch value={table.search} placeholder="Search invoice number" onSearch={table.setSearch} />
      </div>
      {error ? <ListFailure title="Your invoices could not be loaded." onRetry={reload} /> : null}
      <ListView
        label="My invoices"
        columns={invoiceColumns(table.page, table.pageSize)}
        rows={rows}
        total={total}
        rowKey={(row) => row.id}
        page={table.page}
        pageSize={table.pageSize}
        sort={table.sort}
        onChange={table.change}
        loading={loading}
        emptyText={error ? 'Invoices could not be loaded' : table.search ? 'No invoices match' : 'No invoices yet'}
      />
    </Page>
  );
}
