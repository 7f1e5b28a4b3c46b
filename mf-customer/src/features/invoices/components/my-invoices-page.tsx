import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatDateTime, formatUSD, routePath } from '@fcs/shared/contract';
import { rowNumber, useTableQuery, type DataTableColumn } from '@fcs/shared/ui/data-table';
import { ListSearch } from '../../../components/list-search';
import { ListView } from '../../../components/list-view';
import { Page, PageTitle, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '../../../lib/use-async';
import { DEFAULT_SORT, fetchMyInvoices, SORTABLE_FIELDS, type MyInvoiceRow } from '../api/my-invoices';
import { InvoiceStatus } from './invoice-status';

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
  const table = useTableQuery({ defaultSort: DEFAULT_SORT, sortableFields: SORTABLE_FIELDS });
  const key = JSON.stringify([table.query, table.search]);
  const { data, loading, error, reload } = useAsync(key, () => fetchMyInvoices(table.query, table.search));
  useEffect(() => {
    if (error) console.error(`My invoices could not be loaded: ${error.message}`);
  }, [error]);
  const rows = error ? [] : (data?.rows ?? []);
  const total = error ? 0 : (data?.total ?? 0);

  return (
    <Page labelledBy="my-invoices-title">
      <PageTitle id="my-invoices-title">My Invoices</PageTitle>
      <div style={{ marginBottom: 12 }}>
        <ListSearch value={table.search} placeholder="Search invoice number" onSearch={table.setSearch} />
      </div>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title="Your invoices could not be loaded."
          action={
            <Button size="small" onClick={reload}>
              Retry
            </Button>
          }
        />
      ) : null}
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
