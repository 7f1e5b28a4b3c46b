import { formatPickupDay } from './format';
import type { Language } from './languages';
import { REPORT_TIME_ZONE } from './constants';

/** The most photos one pickup keeps. */
export const MAX_PICKUP_PHOTOS = 20;

/**
 * Pickups (spec 2): the api's own texts where the spec is silent, and the pickup-date arithmetic.
 * A pickup date is an office day: it travels as yyyymmdd end to end, and "today" is the business's
 * day, in Eastern Time.
 */

/** Texts of our own (the spec does not show them); the spec's are in MSG and FIELD_MSG. */
export const PICKUP_MSG = {
  notFound: 'Pickup not found',
  addressNotFound: 'The pickup address was not found: choose it again',
  zoneUnknown: 'This pickup zone does not exist: choose the pickup zone again',
  zoneMismatch: 'The pickup zone does not match the zip code of the address: choose the address again',
  dateInvalid: 'The pickup date is not a valid date',
  datePast: 'The pickup date has passed: choose today or a later date',
  customerNotFound: 'The customer was not found or has not joined: choose a joined customer',
  staffNotEmployee: 'The staff member was not found or is not active: choose the staff again',
  customerFixed: 'The customer of a pickup cannot be changed: cancel it and request a new one for the other customer',
  timeOrder: 'Pickup time from must be before pickup time to',
  photoNotUploaded: 'A photo was not uploaded for this pickup: upload it again',
  tooManyPhotos: `A pickup can have at most ${MAX_PICKUP_PHOTOS} photos`,
  photosNotOpen: 'Photos can only be added to a confirmed or rescheduled pickup',
  reasonRequired: 'Choose why the pickup was not collected',
  otherNeedsRemark: 'Say in the remark why the pickup was not collected',
  alreadyNotCollected: 'This pickup is already recorded as not collected: the office reschedules it',
  actionOfAnother: 'This action was already recorded for another pickup',
  pressedAtInvalid: 'The time of the action must be within the last 7 days and not in the future',
} as const;

/**
 * Why a driver could not collect a pickup (Not collected in Collect). Other needs a remark. An
 * attempt is an event on a confirmed or rescheduled pickup, not a status (decision 0019).
 */
export const NOT_COLLECTED_REASONS = ['nobody_home', 'refused', 'not_ready', 'address_not_found', 'other'] as const;
export type NotCollectedReason = (typeof NOT_COLLECTED_REASONS)[number];
export const isNotCollectedReason = (v: unknown): v is NotCollectedReason => NOT_COLLECTED_REASONS.includes(v as NotCollectedReason);

/** The reasons in the customer's message, in each language a customer may choose (the screens say them through the catalogue). */
export const NOT_COLLECTED_REASON_TEXT: Record<'en' | 'my', Record<NotCollectedReason, string>> = {
  en: {
    nobody_home: 'Nobody at the address',
    refused: 'Customer refused',
    not_ready: 'Parcels not ready',
    address_not_found: 'Address not found',
    other: 'Other',
  },
  my: {
    nobody_home: 'လိပ်စာတွင် မည်သူမျှ မရှိပါ',
    refused: 'ဖောက်သည်က ငြင်းဆိုခဲ့သည်',
    not_ready: 'ပါဆယ်များ အဆင်သင့် မဖြစ်သေးပါ',
    address_not_found: 'လိပ်စာ ရှာမတွေ့ပါ',
    other: 'အခြား',
  },
};

/** How long after the button press a queued action is still taken with its own time (a phone offline for days). */
export const MAX_ACTION_AGE_MS = 7 * 86_400_000;
/** A phone's clock may run ahead of the server's by this much. */
export const MAX_ACTION_CLOCK_SKEW_MS = 5 * 60_000;

/** Whether a button-press time sent with a queued action can be taken as the action's time. */
export function pressedAtAcceptable(pressedAt: Date, now: Date = new Date()): boolean {
  const t = pressedAt.getTime();
  return Number.isFinite(t) && t <= now.getTime() + MAX_ACTION_CLOCK_SKEW_MS && t >= now.getTime() - MAX_ACTION_AGE_MS;
}

/** The time window the confirm and reschedule screens start with (spec 2 §2, spec 3 §9). */
export const PICKUP_DEFAULT_TIME_FROM = '09:00';
export const PICKUP_DEFAULT_TIME_TO = '12:00';
/** The time inputs' step, in minutes. */
export const PICKUP_TIME_STEP_MINUTES = 5;

/** Minutes since midnight of an HH:mm time on the 5-minute grid, or null. */
export function pickupTimeMinutes(value: string | null | undefined): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec((value ?? '').trim());
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes % PICKUP_TIME_STEP_MINUTES === 0 ? minutes : null;
}

/** 400 text when the chosen date is not one of the zone's offered dates. */
export function dateNotOfferedMessage(zoneName: string): string {
  return `This pickup date is not offered for the zone ${zoneName}: choose one of the dates offered`;
}

const etParts = new Intl.DateTimeFormat('en-US', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** yyyymmdd of a moment's day in Eastern Time. */
export function etDateId(moment: Date | string | number = new Date()): string {
  const p = Object.fromEntries(etParts.formatToParts(new Date(moment)).map((x) => [x.type, x.value]));
  return `${p.year}${p.month}${p.day}`;
}

/** Today's pickup-date id: the start of today is that of the business (ET). */
export function todayDateId(now: Date = new Date()): string {
  return etDateId(now);
}

function isRealDate(id: string): boolean {
  const [y, m, d] = [Number(id.slice(0, 4)), Number(id.slice(4, 6)), Number(id.slice(6, 8))];
  if (y < 1) return false;
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
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : etDateId(d);
}

/** MM/DD/YYYY of a pickup-date id, for the Pickup Date select and every pickup screen. */
export function formatPickupDateId(id: string | null | undefined, language: Language = 'en'): string {
  return formatPickupDay(id, language);
}

/** The label of an offered date in the Pickup Date select: the date and its remark, if any. */
export function pickupDateLabel(date: { id: string; remark: string | null }, language: Language = 'en'): string {
  const day = formatPickupDateId(date.id, language);
  return date.remark ? `${day} · ${date.remark}` : day;
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
