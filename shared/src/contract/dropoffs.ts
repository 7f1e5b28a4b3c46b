import { isPossiblePhoneNumber, type CountryCode as LibCountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { ALLOWED_COUNTRIES } from './constants';
import { FIELD_MSG } from './messages';
import type { Privilege } from './privileges';
import type { DropoffAction, DropoffStatus } from './status';

/**
 * Drop-offs (spec 3): request bodies with the spec's validation messages, shared by the create form
 * and the api, the messages the api answers where the spec is silent, and who may call what.
 */

/** Texts of our own (the spec does not show them); the spec's texts are in MSG and FIELD_MSG. */
export const DROPOFF_MSG = {
  notFound: 'Drop-off not found',
  ownOnly: 'You can only open your own drop-offs',
  /** The same words as the phone picker's (shared/ui PHONE_INVALID_MSG). */
  phoneInvalid: 'Enter a valid phone number',
  customerNotFound: 'The chosen customer was not found',
  staffNotEmployee: 'The receiving staff member must be an employee',
  stale: 'This drop-off was changed by someone else meanwhile: reload it and try again',
  adminOnlyCancel: 'Only an admin can cancel a completed drop-off',
  photoNotUploaded: 'Photos must be uploaded for this drop-off first',
  tooManyPhotos: 'A drop-off can have at most 20 photos',
  staffListPrivilege: 'You need the "df" or "pku" privilege for this',
  customerSearchPrivilege: 'You need the "df", "pku" or "cu" privilege for this',
} as const;

/** At most this many photos on one drop-off. */
export const MAX_DROPOFF_PHOTOS = 20;

/** The staff list (Received By, pickup staff) and the customer search serve several screens. */
export const STAFF_LIST_PRIVILEGES: readonly Privilege[] = ['df', 'pku'];
export const CUSTOMER_SEARCH_PRIVILEGES: readonly Privilege[] = ['df', 'pku', 'cu'];

/** Why a status change is refused (409), in words a person can act on. */
export function dropoffConflictMessage(status: DropoffStatus, action: DropoffAction): string {
  if (status === 'canceled') return 'This drop-off is canceled: it cannot be changed any more';
  const verb = { edit: 'edited', complete: 'completed', cancel: 'canceled' }[action];
  return `This drop-off is ${status}: only a received drop-off can be ${verb}`;
}

/**
 * A phone number in E.164 of one of the allowed countries, or null. "Possible" (the right length
 * for the country) rather than "valid", like the phone picker: the demo numbers (+1 555-01xx) are
 * reserved fictional numbers that a strict check rejects.
 */
export function normalizeAllowedPhone(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text.startsWith('+')) return null;
  const digits = text.replace(/\D/g, '');
  // Longest dial code first, so that +1 never shadows a longer code starting with 1.
  const country = [...ALLOWED_COUNTRIES].sort((a, b) => b.dial.length - a.dial.length).find((c) => digits.startsWith(c.dial));
  if (!country) return null;
  const national = digits.slice(country.dial.length);
  if (!national || !isPossiblePhoneNumber(national, country.code.toUpperCase() as LibCountryCode)) return null;
  return `+${digits}`;
}

const optionalText = (max: number) => z.string().max(max).nullish();
const version = z.number().int().min(1).optional().describe('The version last read; a different current version is a 409');

/**
 * POST /dropoffs (spec 3 §3, §5). New customer: Customer Name (not blank after trimming) and a
 * Customer Phone Number (leading +, an allowed country); existing customer: a chosen customer;
 * always a receiving staff member. Each message sits on its field's path, for the form.
 */
export const dropoffCreateSchema = z
  .object({
    customer_name: z.string({ error: FIELD_MSG.customerName }).max(200).nullish(),
    customer_phone_number: z.string({ error: FIELD_MSG.customerPhone }).max(40).nullish(),
    customer_id: z.string({ error: FIELD_MSG.customer }).nullish(),
    customer_remark: optionalText(2000),
    receiving_staff_id: z.string({ error: FIELD_MSG.receivingStaff }).nullish(),
    is_new_customer: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.is_new_customer) {
      if (!v.customer_name?.trim()) ctx.addIssue({ code: 'custom', path: ['customer_name'], message: FIELD_MSG.customerName });
      if (!v.customer_phone_number?.trim())
        ctx.addIssue({ code: 'custom', path: ['customer_phone_number'], message: FIELD_MSG.customerPhone });
      else if (!normalizeAllowedPhone(v.customer_phone_number))
        ctx.addIssue({ code: 'custom', path: ['customer_phone_number'], message: DROPOFF_MSG.phoneInvalid });
    } else if (!v.customer_id?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['customer_id'], message: FIELD_MSG.customer });
    }
    if (!v.receiving_staff_id?.trim()) ctx.addIssue({ code: 'custom', path: ['receiving_staff_id'], message: FIELD_MSG.receivingStaff });
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

const photoUrls = z.array(z.string().max(2000)).max(MAX_DROPOFF_PHOTOS, DROPOFF_MSG.tooManyPhotos).default([]);

/** PUT /dropoffs: only while received. photo_urls are the kept URLs plus the newly uploaded ones. */
export const dropoffUpdateSchema = z.object({
  id: z.string().min(1, DROPOFF_MSG.notFound),
  receiving_staff_id: z.string({ error: FIELD_MSG.receivingStaff }).trim().min(1, FIELD_MSG.receivingStaff),
  customer_remark: optionalText(2000),
  photo_urls: photoUrls,
  version,
});
export type DropoffUpdateInput = z.input<typeof dropoffUpdateSchema>;

/** PUT /dropoffs/complete: received to completed. */
export const dropoffCompleteSchema = z.object({
  id: z.string().min(1, DROPOFF_MSG.notFound),
  remark: optionalText(2000),
  photo_urls: photoUrls,
  version,
});
export type DropoffCompleteInput = z.input<typeof dropoffCompleteSchema>;

/** PUT /dropoffs/cancel: received to canceled (df); completed to canceled (admin, sa or owner only). */
export const dropoffCancelSchema = z.object({
  id: z.string().min(1, DROPOFF_MSG.notFound),
  remark: optionalText(2000),
  version,
});
export type DropoffCancelInput = z.input<typeof dropoffCancelSchema>;

/** A staff member of the Received By select (users with is_employee). */
export const staffSchema = z.object({ id: z.string(), user_name: z.string() });
export type Staff = z.infer<typeof staffSchema>;

/** One hit of the customer search (/search-customers). */
export const customerHitSchema = z.object({
  id: z.string(),
  fcs_id: z.string().nullable(),
  user_name: z.string().nullable(),
  phone_number: z.string().nullable(),
});
export type CustomerHit = z.infer<typeof customerHitSchema>;
