import { field, INVOICE, type RowOf } from './entities';
import { formatUSDWithCents } from './format';
import type { Language } from './languages';
import type { Actor, Machine } from './machines';

/** Invoices (spec 1 §2.7): statuses, the detail with its lines, and the api's texts. */
import type { InvoiceStatus } from './status';
export { INVOICE_STATUSES, type InvoiceStatus } from './status';

export const INVOICE_MSG = {
  notFound: 'Invoice not found',
  created: 'Create invoice successful!',
  paid: 'Invoice marked as paid!',
  canceled: 'Invoice canceled!',
  customerRequired: 'Customer is required',
  customerNotFound: 'The customer was not found, or has not joined yet: invoices are for joined customers',
  linesRequired: 'Add at least one line',
  tooManyLines: 'An invoice has at most 100 lines',
  descriptionRequired: 'Description is required',
  quantityInvalid: 'Quantity must be a whole number from 1 to 999',
  unitPriceRequired: 'Unit price is required',
  unitPriceInvalid: 'Unit price must be $0 to $99,999.99, in cents',
  packageNotFound: 'A package on this invoice is not one of this customer’s packages',
  packageTwice: 'A package can be on only one line',
  packageInvoiced: 'A package on this invoice is already on another open invoice',
  statusInvalid: 'The status must be paid or canceled',
} as const;

/** Limits of an invoice's lines: the total stays within the amount column (numeric(12,2)). */
export const INVOICE_LIMITS = {
  lines: 100,
  description: 200,
  quantity: 999,
  /** The highest unit price in cents ($99,999.99). */
  unitPriceCents: 9_999_999,
} as const;

export const INVOICE_LINE = {
  fields: {
    line_no: field.int(),
    description: field.text(),
    quantity: field.float(),
    unit_price: field.float(),
    amount: field.float(),
    package_id: field.ref(),
    /** The package's tracking number when the line is for one. */
    tracking_id: field.textOrNull(),
  },
};
export type InvoiceDetailLine = RowOf<typeof INVOICE_LINE>;

/** One status change of an invoice: its creation (unpaid), paid or canceled, when and by whom. */
export const INVOICE_HISTORY_ENTRY = {
  fields: {
    status: field.text(),
    date: field.moment(),
    /** The staff member's name; null for the customer (who sees when, not who). */
    by_name: field.textOrNull(),
  },
};
export type InvoiceHistoryEntry = RowOf<typeof INVOICE_HISTORY_ENTRY>;

/** GET /invoices/:id: the invoice, its customer, its lines in order, its version and its status history. */
export const INVOICE_DETAIL = {
  fields: {
    ...INVOICE.fields,
    phone_number: field.textOrNull(),
    lines: field.json<InvoiceDetailLine[]>(),
    version: field.int(),
    history: field.json<InvoiceHistoryEntry[]>(),
  },
};
export type InvoiceDetail = RowOf<typeof INVOICE_DETAIL>;

/** The description a package's line starts with (the invoice shows the tracking id beside it). */
export const PACKAGE_LINE_DESCRIPTION = 'Package shipping';

/** A package of a customer that can go on a new invoice (GET /invoice_packages/:customerId). */
export const INVOICE_PACKAGE = {
  fields: {
    id: field.id(),
    tracking_id: field.text(),
    status: field.text(),
    received_date: field.moment(),
  },
};
export type InvoicePackage = RowOf<typeof INVOICE_PACKAGE>;

/** Staff mark an unpaid invoice paid, or cancel (void) a draft or unpaid one; nothing else moves. */
export type InvoiceAction = 'pay' | 'cancel';
/** The status PUT /invoices/status asks for, and the action it takes. */
export const INVOICE_TARGETS = { paid: 'pay', canceled: 'cancel' } as const satisfies Record<string, InvoiceAction>;
export type InvoiceTarget = keyof typeof INVOICE_TARGETS;

const INV: Actor = { kind: 'staff', privileges: ['inv'] };
const INVOICE_VERBS: Record<InvoiceAction, string> = { pay: 'marked as paid', cancel: 'canceled' };

export const INVOICE_MACHINE: Machine<InvoiceStatus, InvoiceAction> = {
  noun: 'invoice',
  ownerColumn: 'user_id',
  transitions: [
    { action: 'pay', from: ['unpaid'], to: 'paid', by: [INV] },
    { action: 'cancel', from: ['draft', 'unpaid'], to: 'canceled', by: [INV] },
  ],
  conflict: (status, action) => `This invoice is ${status}: it can no longer be ${INVOICE_VERBS[action]}`,
  stale: 'This invoice was changed by someone else meanwhile: reload it and try again',
  forbidden: () => 'You need the "inv" privilege for this',
};

/** Dollars as whole cents (amounts are added up in cents, never in floating dollars). */
export const toCents = (dollars: number | string | null | undefined): number => Math.round(Number(dollars ?? 0) * 100);

/** A line's amount in cents: quantity × unit price. */
export const lineCents = (quantity: number, unitPriceCents: number): number => Math.round(quantity * unitPriceCents);

/** The total of the lines, in cents. */
export const invoiceTotalCents = (lines: readonly { quantity: number; unitPriceCents: number }[]): number =>
  lines.reduce((sum, l) => sum + lineCents(l.quantity, l.unitPriceCents), 0);

/** An amount in USD with its cents (on the invoice itself; the lists show whole dollars, spec 1 §2.7). */
export function formatUSDCents(amount: number | null | undefined, language: Language = 'en'): string {
  return formatUSDWithCents(amount, language);
}
