import { REPORT_TIME_ZONE } from './constants';

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

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

/** MM/DD/YYYY hh:mm:ss AM/PM in the given zone (the viewer's own by default); '' for no date. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const d = toDate(value);
  if (!d) return '';
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second} ${parts.dayPeriod}`;
}

/** The report and CSV time: Eastern Time, DST-aware. */
export function formatET(value: DateInput): string {
  return formatDateTime(value, REPORT_TIME_ZONE);
}

/** MM/DD/YYYY only. */
export function formatDate(value: DateInput, timeZone?: string): string {
  return formatDateTime(value, timeZone).slice(0, 10);
}

/** USD with no decimals, e.g. $1,235. */
export function formatUSD(amount: number | string | null | undefined): string {
  const n = Number(amount ?? 0);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
    Number.isFinite(n) ? n : 0,
  );
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

/** The customer search replaces a hyphen by a space before encoding (spec 1 §5). */
export function encodeCustomerSearch(text: string): string {
  return encodeSearch(text.replace(/-/g, ' '));
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
