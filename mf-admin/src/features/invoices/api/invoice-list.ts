import { reportCount, reportPage } from '@fcs/runtime/client';
import { INVOICE, type InvoiceRow } from '@fcs/shared/model/entities';
import { parseSort, type Filter } from '@fcs/shared/model/report';
import type { ListPageResult, PageCursor } from '@fcs/shared/hooks/use-list-page';
import type { TableSort } from '@fcs/shared/hooks/use-table-query';

/** The fields a row of /invoices shows: the list asks for no more. */
export const LIST_FIELDS = ['id', 'invoice_number', 'invoice_date', 'amount', 'status'] as const satisfies readonly (keyof InvoiceRow)[];
export type InvoiceListRow = Pick<InvoiceRow, (typeof LIST_FIELDS)[number]>;

export const SORTABLE_FIELDS = ['invoice_number', 'invoice_date', 'amount', 'status'] as const;
export const DEFAULT_SORT: TableSort = parseSort(INVOICE.defaultSort ?? '');

/** The search box (a placeholder in spec 1 §2.7): a part of the invoice number, the customer's FCS ID or name. */
export const SEARCH_FIELDS = ['invoice_number', 'fcs_id', 'user_name'] as const;

export function invoiceSearchFilters(search: string): Filter[] {
  const value = search.trim();
  if (!value) return [];
  return [{ or_group: 'search', filters: SEARCH_FIELDS.map((field) => ({ field, compare: 'like' as const, value })) }];
}

/** One page of every invoice (inv staff), filtered and sorted in the database, with its count; next pages by cursor. */
export async function fetchInvoicePage(
  query: { limit: number; offset: number; sorts: string[] },
  search: string,
  cursor?: PageCursor,
): Promise<ListPageResult<InvoiceListRow>> {
  const filters = invoiceSearchFilters(search);
  const [page, total] = await Promise.all([
    reportPage<InvoiceListRow>('invoices', { ...query, ...cursor, filters, fields: [...LIST_FIELDS] }),
    reportCount('invoices', { filters }),
  ]);
  return { rows: page.rows, total, cursors: page.cursors };
}
