import { field, INVOICE, type RowOf } from './entities';

/** Invoices (spec 1 §2.7): statuses, the detail with its lines, and the api's texts. */
export const INVOICE_STATUSES = ['draft', 'unpaid', 'paid', 'canceled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_MSG = {
  notFound: 'Invoice not found',
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

/** GET /invoices/:id: the invoice, its customer and its lines in order. */
export const INVOICE_DETAIL = {
  fields: { ...INVOICE.fields, phone_number: field.textOrNull(), lines: field.json<InvoiceDetailLine[]>() },
};
export type InvoiceDetail = RowOf<typeof INVOICE_DETAIL>;
