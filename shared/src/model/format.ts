import { REPORT_TIME_ZONE } from './constants';
import type { Language } from './languages';

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Each language's own conventions, from the browser's CLDR data, with Latin digits in every language
 * (tracking numbers, phones and amounts are written with them, in Burmese too). English keeps the
 * spec's MM/DD/YYYY hh:mm:ss AM/PM and $1,235; Burmese gets dd/MM/yyyy, its own AM/PM words and
 * CLDR's "1,235 US$" (decision 0008).
 */
const INTL_LOCALE: Record<Language, string> = { en: 'en-US', my: 'my-u-nu-latn' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string | undefined, language: Language, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}|${timeZone ?? ''}|${withTime}`;
  let f = formatters.get(key);
  if (!f) {
    const time = withTime ? ({ hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: true } as const) : {};
    f = new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', ...time });
    formatters.set(key, f);
  }
  return f;
}

/**
 * MM/DD/YYYY hh:mm:ss AM/PM in the given zone (the viewer's own by default); '' for no date. In
 * another language, that language's order and words for the same parts.
 */
export function formatDateTime(value: DateInput, timeZone?: string, language: Language = 'en'): string {
  const d = toDate(value);
  if (!d) return '';
  if (language !== 'en') return formatter(timeZone, language, true).format(d);
  const parts = Object.fromEntries(
    formatter(timeZone, 'en', true)
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second} ${parts.dayPeriod}`;
}

/** The report and CSV time: Eastern Time, DST-aware. */
export function formatET(value: DateInput): string {
  return formatDateTime(value, REPORT_TIME_ZONE);
}

/** MM/DD/YYYY only (the language's own order in another language). */
export function formatDate(value: DateInput, timeZone?: string, language: Language = 'en'): string {
  if (language === 'en') return formatDateTime(value, timeZone).slice(0, 10);
  const d = toDate(value);
  return d ? formatter(timeZone, language, false).format(d) : '';
}

const usdFormatters = new Map<Language, Intl.NumberFormat>();
/** USD with no decimals, e.g. $1,235 (Burmese: 1,235 US$). */
export function formatUSD(amount: number | string | null | undefined, language: Language = 'en'): string {
  const n = Number(amount ?? 0);
  let f = usdFormatters.get(language);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[language], {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    usdFormatters.set(language, f);
  }
  return f.format(Number.isFinite(n) ? n : 0);
}

/** An amount in USD with its cents, e.g. $1,234.56 (Burmese: 1,234.56 US$). */
export function formatUSDWithCents(amount: number | null | undefined, language: Language = 'en'): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], { style: 'currency', currency: 'USD' }).format(Number(amount ?? 0));
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
