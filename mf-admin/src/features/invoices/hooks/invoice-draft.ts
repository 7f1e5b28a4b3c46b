import { atom } from 'jotai';
import type { InvoiceCreateInput } from '@fcs/shared/contract/invoices';
import { invoiceTotalCents, lineCents } from '@fcs/shared/model/invoices';
import type { SelectedCustomer } from '@fcs/runtime/session';

/** One line of the form: the unit price is held in whole cents (null while the field is empty). */
export interface InvoiceFormLine {
  key: string;
  description: string;
  quantity: number | null;
  unitPriceCents: number | null;
  /** The customer's package the line is for, with its tracking id to show. */
  packageId?: string | null;
  trackingId?: string | null;
}

export interface InvoiceFormValues {
  customer: SelectedCustomer | null;
  lines: InvoiceFormLine[];
}

let nextKey = 0;
export const newLine = (init: Partial<InvoiceFormLine> = {}): InvoiceFormLine => ({
  key: `l${++nextKey}`,
  description: '',
  quantity: 1,
  unitPriceCents: null,
  ...init,
});

export const emptyInvoice = (): InvoiceFormValues => ({ customer: null, lines: [newLine()] });

/**
 * The form as it was when the staff member went to choose a customer: kept in the app's one store
 * for the trip to /search-customers (the draft survives it). Create Invoice on the list clears it.
 */
export const invoiceFormDraftAtom = atom<InvoiceFormValues | null>(null);

/** Another customer drops the previous customer's package lines (a package line is that customer's). */
export function withCustomer(v: InvoiceFormValues, customer: SelectedCustomer | null): InvoiceFormValues {
  if (customer?.id === v.customer?.id) return { ...v, customer };
  const lines = v.lines.filter((l) => !l.packageId);
  return { customer, lines: lines.length ? lines : [newLine()] };
}

/** The body of POST /invoices; amounts go as dollars with at most 2 decimals, made from whole cents. */
export function invoiceBody(v: InvoiceFormValues): InvoiceCreateInput {
  return {
    customer_id: v.customer?.id ?? '',
    lines: v.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity as number,
      unit_price: l.unitPriceCents === null ? (undefined as unknown as number) : l.unitPriceCents / 100,
      ...(l.packageId ? { package_id: l.packageId } : {}),
    })),
  };
}

/** A line's amount and the total, in cents (empty fields count as 0). */
export const formLineCents = (l: InvoiceFormLine) => lineCents(l.quantity ?? 0, l.unitPriceCents ?? 0);
export const formTotalCents = (v: InvoiceFormValues) =>
  invoiceTotalCents(v.lines.map((l) => ({ quantity: l.quantity ?? 0, unitPriceCents: l.unitPriceCents ?? 0 })));
