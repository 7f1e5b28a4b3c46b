import { REPORT_TIME_ZONE } from './constants';
import type { Language } from './languages';

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Each language's order and words for the same parts, with Latin digits in every language (tracking
 * numbers, phones and amounts are written with them, in Burmese too): English keeps the spec's
 * MM/DD/YYYY hh:mm:ss AM/PM; Burmese takes CLDR's order, dd/MM/yyyy with its own words for AM and
 * PM before the time. Composed here from the parts rather than asked of the browser's Intl for "my":
 * browsers ship without Burmese locale data (Chromium's falls back to "11/25/2026, 06:45:50 AM").
 * Money is the spec's USD, $1,235, in every language (decision 0010).
 */
const DAY_PERIOD: Record<Language, Record<string, string>> = { en: {}, my: { AM: 'နံနက်', PM: 'ညနေ' } };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
    });
    formatters.set(key, f);
  }
  return f;
}

function partsOf(d: Date, timeZone: string | undefined): Record<string, string> {
  return Object.fromEntries(
    formatter(timeZone)
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
}

/**
 * The zone a moment is written in, always said by the caller (issue 38: a label written in the
 * browser's zone beside a detail in ET): an IANA name, REPORT_TIME_ZONE for staff screens, reports,
 * files and notices; undefined only for the viewer's own zone (the customer's screens, through
 * useFormat).
 */
export type DisplayZone = string | undefined;

/** The viewer's own zone (the browser's): the customer's screens. */
export const VIEWER_ZONE: DisplayZone = undefined;

/**
 * MM/DD/YYYY hh:mm:ss AM/PM in the given zone; '' for no date. In Burmese, dd/MM/yyyy နံနက်|ညနေ
 * hh:mm:ss. Screens do not call it (lint): they call useFormat().dateTime or formatStaffDateTime.
 */
export function formatDateTime(value: DateInput, timeZone: DisplayZone, language: Language = 'en'): string {
  const d = toDate(value);
  if (!d) return '';
  const p = partsOf(d, timeZone);
  const time = `${p.hour}:${p.minute}:${p.second}`;
  if (language === 'en') return `${p.month}/${p.day}/${p.year} ${time} ${p.dayPeriod}`;
  return `${p.day}/${p.month}/${p.year} ${DAY_PERIOD[language][p.dayPeriod ?? ''] ?? p.dayPeriod} ${time}`;
}

/** The time of a file (CSV, a report's export): Eastern Time, DST-aware, without the zone's name (spec 1 §7). */
export function formatET(value: DateInput): string {
  return formatDateTime(value, REPORT_TIME_ZONE);
}

/** What staff screens call their one zone, after each time (issue 23.2). */
export const STAFF_ZONE_LABEL = 'ET';

/**
 * A time on a staff screen or a staff paper (a label): Eastern Time like the reports and CSV,
 * DST-aware, followed by "ET" so that a person comparing it with a report or a customer's screen
 * knows the zone.
 */
export function formatStaffDateTime(value: DateInput): string {
  const text = formatET(value);
  return text ? `${text} ${STAFF_ZONE_LABEL}` : '';
}

/** MM/DD/YYYY only (Burmese: dd/MM/yyyy), the day of a moment in the given zone. */
export function formatDate(value: DateInput, timeZone: DisplayZone, language: Language = 'en'): string {
  return formatDateTime(value, timeZone, language).slice(0, 10);
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count with thousands separators, e.g. 12,000, in every language (as the amounts are). */
export function formatCount(n: number): string {
  return count.format(Number.isFinite(n) ? n : 0);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** USD with no decimals, e.g. $1,235, in every language. */
export function formatUSD(amount: number | string | null | undefined, _language: Language = 'en'): string {
  const n = Number(amount ?? 0);
  return usd.format(Number.isFinite(n) ? n : 0);
}

const usdRate = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 4, maximumFractionDigits: 4 });

/**
 * A per-message rate or an SMS cost: always four decimals, $0.0079, $0.0400, $0.1950 (issue 23.8),
 * so that rates and costs line up and compare at a glance wherever they are shown.
 */
export function formatUSDRate(amount: number | string | null | undefined): string {
  const n = Number(amount ?? 0);
  return usdRate.format(Number.isFinite(n) ? n : 0);
}

/** An amount in USD with its cents, e.g. $1,234.56, in every language. */
export function formatUSDWithCents(amount: number | null | undefined, _language: Language = 'en'): string {
  return usdCents.format(Number(amount ?? 0));
}

/** A pickup date's id (yyyymmdd) as MM/DD/YYYY (Burmese: DD/MM/YYYY, as formatDate); another text as it is. */
export function formatPickupDay(id: string | null | undefined, language: Language = 'en'): string {
  if (!id) return '';
  if (!/^\d{8}$/.test(id)) return id;
  const [year, month, day] = [id.slice(0, 4), id.slice(4, 6), id.slice(6, 8)];
  return language === 'en' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}

function base64ToUtf8(b64: string): string {
  const binary = atob(b64);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Search text in routes and full-text search: base64 (of UTF-8), then URL-encoded (spec 1 §5). */
export function encodeSearch(text: string): string {
  return encodeURIComponent(utf8ToBase64(text));
}

/** The inverse of encodeSearch; accepts the base64 already URL-decoded by a router, too. Bad input gives ''. */
export function decodeSearch(encoded: string): string {
  try {
    const b64 = encoded.includes('%') ? decodeURIComponent(encoded) : encoded;
    return base64ToUtf8(b64);
  } catch {
    return '';
  }
}

/**
 * The customer search's term before URL-encoding: a hyphen replaced by a space, then base64 (spec 1
 * §5). `routePath` URL-encodes it once; use this, not encodeCustomerSearch, as a route's param.
 */
export function customerSearchToken(text: string): string {
  return utf8ToBase64(text.replace(/-/g, ' '));
}

/** The customer search as a ready URL segment: the token, URL-encoded once (spec 1 §5). */
export function encodeCustomerSearch(text: string): string {
  return encodeURIComponent(customerSearchToken(text));
}

/** Base64 of a JSON value (report state, fts filter). */
export function encodeJson(value: unknown): string {
  return encodeURIComponent(utf8ToBase64(JSON.stringify(value)));
}

export function decodeJson<T = unknown>(encoded: string): T | null {
  const text = decodeSearch(encoded);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** Start of today in the viewer's zone: date-only comparisons use it. */
export function startOfToday(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
