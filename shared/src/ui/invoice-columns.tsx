import { Link, useLocation } from 'react-router-dom';
import { routePath } from '../model/routes';
import { rowNumber, type DataTableColumn } from './data-table';
import { InvoiceStatus } from './invoice-view';
import { useLinkStyle } from './page-parts';
import type { UiText } from './ui-text';

/** What an invoice list row shows. */
export interface InvoiceColumnsRow {
  id: string;
  invoice_number: string | number | null;
  invoice_date: string | null;
  amount: number | string | null;
  status: string;
}

/** The detail an invoice number opens: the staff one (/invoice-detail) or the customer's (/my-invoice-detail). */
export type InvoiceDetailRoute = 'invoiceDetail' | 'myInvoiceDetail';

function InvoiceLink({ row, detail }: { row: InvoiceColumnsRow; detail: InvoiceDetailRoute }) {
  const location = useLocation();
  return (
    <Link style={useLinkStyle()} to={routePath(detail, { id: row.id })} state={{ from: `${location.pathname}${location.search}` }}>
      {row.invoice_number}
    </Link>
  );
}

/**
 * The invoice list's columns (spec 1 §2.7), for /invoices and /my-invoices alike: No., Invoice
 * Number (opening `detail`, with the list to come back to), Received Date (invoice_date), Amount
 * (USD, no decimals), Status.
 */
export function invoiceColumns<R extends InvoiceColumnsRow>(
  page: number,
  pageSize: number,
  detail: InvoiceDetailRoute,
  { t, dateTime, usd }: UiText,
): DataTableColumn<R>[] {
  return [
    { key: 'no', title: t('column.no'), width: 64, render: (_row, index) => rowNumber(page, pageSize, index) },
    { key: 'invoice_number', title: t('column.invoiceNumber'), sortable: true, render: (row) => <InvoiceLink row={row} detail={detail} /> },
    { key: 'invoice_date', title: t('column.receivedDate'), sortable: true, render: (row) => dateTime(row.invoice_date) },
    { key: 'amount', title: t('column.amount'), sortable: true, align: 'right', render: (row) => usd(row.amount) },
    { key: 'status', title: t('column.status'), sortable: true, render: (row) => <InvoiceStatus status={row.status} /> },
  ];
}
