import { z } from 'zod';
import { TEXT_LIMITS } from '../model/limits';
import { FIELD_MSG } from '../model/messages';
import {
  MAX_PICKUP_PHOTOS,
  NOT_COLLECTED_REASONS,
  PICKUP_DEFAULT_TIME_FROM,
  PICKUP_DEFAULT_TIME_TO,
  PICKUP_MSG,
  pickupTimeMinutes,
} from '../model/pickups';
import { idOf, optionalText, remark, requiredText, version } from './fields';

/**
 * Pickup requests (spec 2 §7) with the spec's messages, shared by the forms and the api. pickup_date
 * is the offered date's id (yyyymmdd); a calendar date (YYYY-MM-DD) or an ISO timestamp (its day
 * in Eastern Time) are read as that day too.
 */

/** POST /pickups. */
export const pickupRequestSchema = z.strictObject({
  pickup_date: requiredText(FIELD_MSG.pickupDate, 'The pickup date', 'id'),
  customer_remark: remark,
  address_id: requiredText(FIELD_MSG.pickupAddress, 'The address id', 'id'),
  zone_id: requiredText(FIELD_MSG.pickupZone, 'The zone id', 'id'),
});
export type PickupRequest = z.input<typeof pickupRequestSchema>;

/** PUT /pickups: the same fields and id; `version` (the one last read) makes a stale edit a 409. */
export const pickupUpdateSchema = pickupRequestSchema.extend({ id: idOf('pickup'), version });
export type PickupUpdate = z.input<typeof pickupUpdateSchema>;

/** PUT /pickups/cancel. */
export const pickupCancelSchema = z.strictObject({ id: idOf('pickup'), remark, version });
export type PickupCancel = z.input<typeof pickupCancelSchema>;

/**
 * POST /admin/pickups: pku staff request a pickup on behalf of a joined customer, from one of that
 * customer's addresses (spec 2 §2 create-pickup-form, spec 3 §5): the request's fields and the customer.
 */
export const adminPickupRequestSchema = pickupRequestSchema.extend({
  customer_id: requiredText(FIELD_MSG.customer, 'The customer id', 'id'),
});
export type AdminPickupRequest = z.input<typeof adminPickupRequestSchema>;

/**
 * PUT /admin/pickups: pku staff edit a requested pickup. customer_id may be left out (the pickup's
 * customer stays); when given it must be the pickup's customer (a pickup does not change hands).
 */
export const adminPickupUpdateSchema = pickupRequestSchema.extend({
  id: idOf('pickup'),
  version,
  customer_id: optionalText('The customer id', 'id'),
});
export type AdminPickupUpdate = z.input<typeof adminPickupUpdateSchema>;

/** A time of day as the time inputs give it: HH:mm on the 5-minute grid. */
const timeOfDay = (label: string, fallback: string) =>
  z
    .string({ error: `${label} must be a time (HH:mm)` })
    .trim()
    .max(5, `${label} must be a time (HH:mm)`)
    .refine((v) => pickupTimeMinutes(v) !== null, `${label} must be a time (HH:mm) in 5-minute steps`)
    .default(fallback);

/**
 * PUT /pickups/confirm and PUT /pickups/reschedule (spec 2 §2, §5): a staff member and a pickup
 * date are required ('Staff is required', 'Pickup date is required'); the time window defaults to
 * 09:00–12:00, in 5-minute steps, from strictly before to. pickup_date as in a request (yyyymmdd,
 * YYYY-MM-DD or ISO); the api also refuses a date before today (ET).
 */
export const pickupConfirmSchema = z
  .strictObject({
    id: idOf('pickup'),
    version,
    pickup_date: requiredText(FIELD_MSG.pickupDate, 'The pickup date', 'id'),
    pickup_time_from: timeOfDay('Pickup time from', PICKUP_DEFAULT_TIME_FROM),
    pickup_time_to: timeOfDay('Pickup time to', PICKUP_DEFAULT_TIME_TO),
    pickup_staff_id: requiredText(FIELD_MSG.staff, 'The staff id', 'id'),
    remark,
  })
  .superRefine((v, ctx) => {
    const from = pickupTimeMinutes(v.pickup_time_from);
    const to = pickupTimeMinutes(v.pickup_time_to);
    if (from !== null && to !== null && from >= to)
      ctx.addIssue({ code: 'custom', path: ['pickup_time_to'], message: PICKUP_MSG.timeOrder });
  });
export type PickupConfirm = z.input<typeof pickupConfirmSchema>;

/** PUT /pickups/reschedule: the confirm's fields, from confirmed or rescheduled. */
export const pickupRescheduleSchema = pickupConfirmSchema;
export type PickupReschedule = PickupConfirm;

/**
 * A driver's action queued on the phone: its own id (a UUID made when the button was pressed: the
 * same action sent again answers as the first time, and changes nothing) and the time of the press,
 * kept as the action's time.
 */
export const actionId = z
  .string({ error: 'The action id must be text' })
  .trim()
  .regex(/^[0-9A-Za-z-]{8,64}$/, 'The action id must be 8 to 64 letters, digits or dashes')
  .optional()
  .describe('The action’s own id (a UUID): sent again, the same action answers as the first time and changes nothing');
export const pressedAt = z.iso
  .datetime({ offset: true, error: 'The time of the action must be an ISO date and time' })
  .optional()
  .describe('When the driver pressed the button (ISO 8601); the api’s time when absent');

const photoUrls = z
  .array(z.string().max(TEXT_LIMITS.url))
  .max(MAX_PICKUP_PHOTOS, PICKUP_MSG.tooManyPhotos)
  .optional()
  .describe('Absent: the photos stay as they are');

/**
 * PUT /pickups/complete: a remark and the photos, each one a URL the api answered for an upload
 * into this pickup's folder (pickups/{id}). Absent keeps the photos the pickup has.
 */
export const pickupCompleteSchema = z.strictObject({
  id: idOf('pickup'),
  version,
  remark,
  photo_urls: photoUrls,
  action_id: actionId,
  pressed_at: pressedAt,
});
export type PickupComplete = z.input<typeof pickupCompleteSchema>;

/**
 * PUT /pickups/not-collected: the assigned driver could not collect a confirmed or rescheduled
 * pickup: one reason, a remark (required for Other), an optional photo uploaded into the pickup's
 * folder first.
 */
export const pickupNotCollectedSchema = z
  .strictObject({
    id: idOf('pickup'),
    version,
    reason: z.enum(NOT_COLLECTED_REASONS, { error: PICKUP_MSG.reasonRequired }),
    remark,
    photo_urls: photoUrls.describe('The photos of the attempt (optional)'),
    action_id: actionId,
    pressed_at: pressedAt,
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && !v.remark?.trim()) ctx.addIssue({ code: 'custom', path: ['remark'], message: PICKUP_MSG.otherNeedsRemark });
  });
export type PickupNotCollected = z.input<typeof pickupNotCollectedSchema>;

/** One attempt of a pickup that failed (GET /pickups/{id}/attempts). */
export const pickupAttemptSchema = z.object({
  id: z.string(),
  reason: z.enum(NOT_COLLECTED_REASONS),
  remark: z.string().nullable(),
  photo_urls: z.array(z.string()),
  staff_id: z.string().nullable(),
  staff_name: z.string().nullable(),
  attempted_at: z.string(),
});
export type PickupAttempt = z.infer<typeof pickupAttemptSchema>;

/** The field messages of a pickup form draft, keyed by field (what the form shows under each field); {} when valid. */
export function pickupFormErrors<T extends z.ZodType>(schema: T, draft: unknown): Partial<Record<string, string>> {
  const result = schema.safeParse(draft);
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** GET /pickup_dates?zone_id= */
export const pickupDatesQuerySchema = z.object({
  zone_id: z.string().trim().min(1).max(64).optional().describe('Only the dates offered for this zone that are today or later (ET)'),
});
