import { z } from 'zod';
import { DROPOFF_MSG, MAX_DROPOFF_PHOTOS } from '../model/dropoffs';
import { TEXT_LIMITS } from '../model/limits';
import { FIELD_MSG } from '../model/messages';
import { normalizeAllowedPhone, PHONE_INVALID_MSG } from '../model/phone';
import { idOf, optionalText, remark, requiredText, version } from './fields';

/** Drop-off request bodies (spec 3 §3, §5) with the spec's validation messages, shared by the create form and the api. */

/**
 * POST /dropoffs. New customer: Customer Name (not blank after trimming) and a Customer Phone
 * Number (leading +, an allowed country); existing customer: a chosen customer; always a receiving
 * staff member. Each message sits on its field's path, for the form.
 */
export const dropoffCreateSchema = z
  .strictObject({
    customer_name: optionalText('Customer Name', 'name'),
    customer_phone_number: optionalText('Customer Phone Number', 'phone'),
    customer_id: optionalText('The customer id', 'id'),
    customer_remark: remark,
    receiving_staff_id: optionalText('The staff id', 'id'),
    is_new_customer: z.boolean({ error: 'is_new_customer must be true or false' }).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.is_new_customer) {
      if (!v.customer_name) ctx.addIssue({ code: 'custom', path: ['customer_name'], message: FIELD_MSG.customerName });
      if (!v.customer_phone_number) ctx.addIssue({ code: 'custom', path: ['customer_phone_number'], message: FIELD_MSG.customerPhone });
      else if (!normalizeAllowedPhone(v.customer_phone_number))
        ctx.addIssue({ code: 'custom', path: ['customer_phone_number'], message: PHONE_INVALID_MSG });
    } else if (!v.customer_id) {
      ctx.addIssue({ code: 'custom', path: ['customer_id'], message: FIELD_MSG.customer });
    }
    if (!v.receiving_staff_id) ctx.addIssue({ code: 'custom', path: ['receiving_staff_id'], message: FIELD_MSG.receivingStaff });
  });
export type DropoffCreateInput = z.input<typeof dropoffCreateSchema>;

/** The field messages of a create draft, keyed by field (what the form shows under each field); {} when valid. */
export function dropoffCreateErrors(draft: unknown): Partial<Record<keyof DropoffCreateInput, string>> {
  const result = dropoffCreateSchema.safeParse(draft);
  if (result.success) return {};
  const errors: Partial<Record<keyof DropoffCreateInput, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as keyof DropoffCreateInput;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** Absent keeps the photos the drop-off has; a list replaces them (kept URLs plus newly uploaded ones). */
const photoUrls = z
  .array(z.string().max(TEXT_LIMITS.url))
  .max(MAX_DROPOFF_PHOTOS, DROPOFF_MSG.tooManyPhotos)
  .optional()
  .describe('Absent: the photos stay as they are');

/** PUT /dropoffs: only while received. */
export const dropoffUpdateSchema = z.strictObject({
  id: idOf('drop-off'),
  receiving_staff_id: requiredText(FIELD_MSG.receivingStaff, 'The staff id', 'id'),
  customer_remark: remark,
  photo_urls: photoUrls,
  version,
});
export type DropoffUpdateInput = z.input<typeof dropoffUpdateSchema>;

/** PUT /dropoffs/complete: received to completed. */
export const dropoffCompleteSchema = z.strictObject({ id: idOf('drop-off'), remark, photo_urls: photoUrls, version });
export type DropoffCompleteInput = z.input<typeof dropoffCompleteSchema>;

/** PUT /dropoffs/cancel: received to canceled (df); completed to canceled (admin, sa or owner only). */
export const dropoffCancelSchema = z.strictObject({ id: idOf('drop-off'), remark, version });
export type DropoffCancelInput = z.input<typeof dropoffCancelSchema>;
