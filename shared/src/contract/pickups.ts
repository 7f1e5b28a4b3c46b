import { z } from 'zod';
import { REPORT_TIME_ZONE } from './constants';
import { FIELD_MSG } from './messages';
import { findTransition, PICKUP_TRANSITIONS, type PickupAction, type PickupStatus } from './status';

/**
 * Customer pickups (spec 2): request bodies with the spec's messages, shared by the forms and the
 * api, the api's own texts where the spec is silent, and the pickup-date arithmetic. Pickup dates
 * are office days: "today" and a date's day are those of the business, in Eastern Time.
 */

/** Texts of our own (the spec does not show them); the spec's are in MSG and FIELD_MSG. */
export const PICKUP_MSG = {
  notFound: 'Pickup not found',
  ownOnly: 'You can only open your own pickups',
  changeOwnOnly: 'You can only change your own pickups',
  addressNotFound: 'The pickup address was not found: choose it again',
  addressNotOwn: 'You can only request a pickup from one of your own addresses',
  zoneMismatch: 'The pickup zone does not match the zip code of the address: choose the address again',
  dateInvalid: 'The pickup date is not a valid date',
  datePast: 'The pickup date has passed: choose today or a later date',
  stale: 'This pickup was changed by someone else meanwhile: reload it and try again',
} as const;

/** 409 text of a refused status change, e.g. "This pickup can no longer be changed: it is confirmed". */
export function pickupConflictMessage(status: PickupStatus, action: PickupAction): string {
  const verb = { edit: 'changed', confirm: 'confirmed', reschedule: 'rescheduled', complete: 'completed', cancel: 'canceled' }[action];
  return `This pickup can no longer be ${verb}: it is ${status}`;
}

/** What a customer may do to their own pickup: edit and cancel, and only while it is requested (spec 2 §4). */
export const CUSTOMER_PICKUP_ACTIONS: readonly PickupAction[] = ['edit', 'cancel'];
const CUSTOMER_OPEN_STATUSES: readonly PickupStatus[] = ['requested'];

/** The actions the customer's detail screen offers (Edit Pickup, Cancel Pickup) and the api allows them. */
export function customerPickupActions(status: PickupStatus): PickupAction[] {
  if (!CUSTOMER_OPEN_STATUSES.includes(status)) return [];
  return CUSTOMER_PICKUP_ACTIONS.filter((a) => findTransition(PICKUP_TRANSITIONS, status, a) !== null);
}

/** 400 text when the chosen date is not one of the zone's offered dates. */
export function dateNotOfferedMessage(zoneName: string): string {
  return `This pickup date is not offered for the zone ${zoneName}: choose one of the dates offered`;
}

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
const remark = z.string({ error: 'The remark must be text' }).max(2000, 'The remark is too long (at most 2000 characters)').nullish();
const pickupId = requiredText('The pickup id is missing');

/**
 * POST /pickups (spec 2 §7). pickup_date is the pickup date's id (yyyymmdd), a calendar date
 * (YYYY-MM-DD) or an ISO timestamp (its day in Eastern Time); the api stores 10:00 ET of that day.
 */
export const pickupRequestSchema = z.object({
  pickup_date: requiredText(FIELD_MSG.pickupDate),
  customer_remark: remark,
  address_id: requiredText(FIELD_MSG.pickupAddress),
  zone_id: requiredText(FIELD_MSG.pickupZone),
});
export type PickupRequest = z.input<typeof pickupRequestSchema>;

/** PUT /pickups: the same fields and id; `version` (the one last read) makes a stale edit a 409. */
export const pickupUpdateSchema = pickupRequestSchema.extend({
  id: pickupId,
  version: z.number({ error: 'The version must be a number' }).int().min(1).optional(),
});
export type PickupUpdate = z.input<typeof pickupUpdateSchema>;

/** PUT /pickups/cancel. */
export const pickupCancelSchema = z.object({
  id: pickupId,
  remark,
  version: z.number({ error: 'The version must be a number' }).int().min(1).optional(),
});
export type PickupCancel = z.input<typeof pickupCancelSchema>;

/** GET /pickup_dates?zone_id= */
export const pickupDatesQuerySchema = z.object({
  zone_id: z.string().trim().min(1).optional().describe('Only the dates offered for this zone that are today or later (ET)'),
});

const etParts = new Intl.DateTimeFormat('en-US', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});
function partsInET(d: Date): Record<string, string> {
  return Object.fromEntries(etParts.formatToParts(d).map((p) => [p.type, p.value]));
}

/** yyyymmdd of a moment's day in Eastern Time. */
export function etDateId(moment: Date | string | number = new Date()): string {
  const p = partsInET(new Date(moment));
  return `${p.year}${p.month}${p.day}`;
}

/** Today's pickup-date id: the start of today is that of the business (ET). */
export function todayDateId(now: Date = new Date()): string {
  return etDateId(now);
}

function isRealDate(id: string): boolean {
  const [y, m, d] = [Number(id.slice(0, 4)), Number(id.slice(4, 6)), Number(id.slice(6, 8))];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** The pickup-date id a request means: yyyymmdd, YYYY-MM-DD, or an ISO timestamp's ET day; null if none. */
export function pickupDateIdOf(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  if (/^\d{8}$/.test(text)) return isRealDate(text) ? text : null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const id = text.replace(/-/g, '');
    return isRealDate(id) ? id : null;
  }
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : etDateId(d);
}

/** The moment stored for a pickup date: 10:00 in Eastern Time of that day (DST-aware), the same date anywhere in the Americas and Asia. */
export function pickupDateMoment(id: string): Date {
  const [y, m, d] = [Number(id.slice(0, 4)), Number(id.slice(4, 6)), Number(id.slice(6, 8))];
  // 15:00 UTC is 10:00 EST; in summer (EDT) it is 11:00, so go back an hour.
  const guess = new Date(Date.UTC(y, m - 1, d, 15));
  return Number(partsInET(guess).hour) === 11 ? new Date(guess.getTime() - 3_600_000) : guess;
}

/** MM/DD/YYYY of a pickup-date id, for the Pickup Date select. */
export function formatPickupDateId(id: string): string {
  return /^\d{8}$/.test(id) ? `${id.slice(4, 6)}/${id.slice(6, 8)}/${id.slice(0, 4)}` : id;
}

/**
 * The values a zone's zip list is matched against: the zip's digits and, for a ZIP+4, its first
 * five; empty when there are fewer than five digits (no zone can hold it).
 */
export function zipKeysOf(zip: string | null | undefined): string[] {
  const digits = (zip ?? '').replace(/\D/g, '');
  if (digits.length < 5) return [];
  return digits.length === 5 ? [digits] : [digits, digits.slice(0, 5)];
}
