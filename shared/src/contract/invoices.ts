import { z } from 'zod';
import { INVOICE_LIMITS, INVOICE_MSG, INVOICE_PACKAGE, INVOICE_TARGETS } from '../model/invoices';
import { schemaOf } from './entities';
import { idOf, nulMessage, hasNul, optionalText, requiredText, version } from './fields';
import { tooLongMessage } from '../model/limits';

/** Invoice request bodies (issue 11: beyond the spec), shared by the create form and the api. */

/** Has at most 2 decimals (a whole number of cents), whatever the float says. */
const wholeCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

export const invoiceLineSchema = z.strictObject({
  description: z
    .string({ error: INVOICE_MSG.descriptionRequired })
    .refine((v) => !hasNul(v), nulMessage('The description'))
    .trim()
    .min(1, { error: INVOICE_MSG.descriptionRequired, abort: true })
    .max(INVOICE_LIMITS.description, tooLongMessage('The description', INVOICE_LIMITS.description)),
  quantity: z
    .number({ error: INVOICE_MSG.quantityInvalid })
    .int({ error: INVOICE_MSG.quantityInvalid })
    .min(1, INVOICE_MSG.quantityInvalid)
    .max(INVOICE_LIMITS.quantity, INVOICE_MSG.quantityInvalid),
  /** In USD; the api stores it in cents' precision. */
  unit_price: z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? INVOICE_MSG.unitPriceRequired : INVOICE_MSG.unitPriceInvalid),
    })
    .min(0, INVOICE_MSG.unitPriceInvalid)
    .max(INVOICE_LIMITS.unitPriceCents / 100, INVOICE_MSG.unitPriceInvalid)
    .refine(wholeCents, INVOICE_MSG.unitPriceInvalid),
  /** The customer's package this line is for (its tracking id shows on the invoice). */
  package_id: optionalText('The package id', 'id'),
});
export type InvoiceLineInput = z.input<typeof invoiceLineSchema>;

/** POST /invoices: a joined customer and 1 to 100 lines; the amounts are computed by the api. */
export const invoiceCreateSchema = z.strictObject({
  customer_id: requiredText(INVOICE_MSG.customerRequired, 'The customer id', 'id'),
  lines: z
    .array(invoiceLineSchema, { error: INVOICE_MSG.linesRequired })
    .min(1, INVOICE_MSG.linesRequired)
    .max(INVOICE_LIMITS.lines, INVOICE_MSG.tooManyLines)
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((l, i) => {
        if (!l.package_id) return;
        if (seen.has(l.package_id)) ctx.addIssue({ code: 'custom', path: [i, 'package_id'], message: INVOICE_MSG.packageTwice });
        seen.add(l.package_id);
      });
    }),
});
export type InvoiceCreateInput = z.input<typeof invoiceCreateSchema>;

/** PUT /invoices/status: unpaid to paid, or draft/unpaid to canceled (the invoice machine decides). */
export const invoiceStatusSchema = z.strictObject({
  id: idOf('invoice'),
  status: z.enum(Object.keys(INVOICE_TARGETS) as [keyof typeof INVOICE_TARGETS], { error: INVOICE_MSG.statusInvalid }),
  version,
});
export type InvoiceStatusInput = z.input<typeof invoiceStatusSchema>;

/**
 * The messages of a create draft for the form: `customer_id`, `lines` (the list as a whole) and
 * `lines.{i}.{field}` (under each line's field); {} when valid.
 */
export function invoiceFormErrors(draft: unknown): Record<string, string> {
  const result = invoiceCreateSchema.safeParse(draft);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** GET /invoice_packages/:customerId: the customer's packages that no open invoice has yet. */
export const invoicePackageSchema = schemaOf(INVOICE_PACKAGE);
