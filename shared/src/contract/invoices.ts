import { z } from 'zod';
import { invoiceSchema } from './entities';

/** Invoices (spec 1 §2.7): the list row of the report service and the detail with its lines. */
export const INVOICE_STATUSES = ['draft', 'unpaid', 'paid', 'canceled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_MSG = {
  notFound: 'Invoice not found',
  ownOnly: 'You can only open your own invoices',
} as const;

/** A row of the invoices table of the report service (My Invoices, Invoices). */
export const invoiceRowSchema = invoiceSchema.omit({ lines: true }).extend({
  fcs_id: z.string().nullable(),
  user_name: z.string().nullable(),
  updated_date: z.string().nullable(),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

export const invoiceDetailLineSchema = z.object({
  line_no: z.number(),
  description: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  amount: z.number(),
  package_id: z.string().nullable(),
  /** The package's tracking number when the line is for one. */
  tracking_id: z.string().nullable(),
});
export type InvoiceDetailLine = z.infer<typeof invoiceDetailLineSchema>;

/** GET /invoices/:id: the invoice, its customer and its lines in order. */
export const invoiceDetailSchema = invoiceRowSchema.extend({
  phone_number: z.string().nullable(),
  lines: z.array(invoiceDetailLineSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
