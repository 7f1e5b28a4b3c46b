// SMS sizing and cost (issue 12): how many segments a text takes and what it costs to a country.
// Written here rather than taken from npm: the maintained candidates are either unmaintained for
// years or pull in far more than these sixty lines, and the rules below are the GSM 03.38 tables.
import { formatUSDRate } from './format';
import metadata from './phone-metadata.json';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsParts {
  encoding: SmsEncoding;
  /** Septets for GSM-7 (an extension-table character counts two), UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
}

/** GSM 03.38 basic character set (without ESC, which only introduces the extension table). */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** GSM 03.38 extension table: each is sent as ESC + the character, two septets. */
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export const SMS_LIMITS = {
  'GSM-7': { single: 160, concatenated: 153 },
  'UCS-2': { single: 70, concatenated: 67 },
} as const;

function gsm7Units(text: string): number[] | null {
  const units: number[] = [];
  for (const ch of text) {
    if (GSM7_BASIC.has(ch)) units.push(1);
    else if (GSM7_EXTENSION.has(ch)) units.push(2);
    else return null;
  }
  return units;
}

/**
 * Segments of a concatenated message, filled the way phones split: an extension character's two
 * septets and a surrogate pair's two code units never straddle two segments.
 */
function countSegments(charUnits: number[], single: number, concatenated: number): number {
  const total = charUnits.reduce((sum, n) => sum + n, 0);
  if (total <= single) return total === 0 ? 0 : 1;
  let segments = 1;
  let used = 0;
  for (const n of charUnits) {
    if (used + n > concatenated) {
      segments += 1;
      used = 0;
    }
    used += n;
  }
  return segments;
}

/** Encoding, size and segment count of an SMS text (an empty text takes no segment). */
export function smsParts(text: string): SmsParts {
  const gsm = gsm7Units(text);
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const charUnits = gsm ?? Array.from(text, (ch) => ch.length);
  const { single, concatenated } = SMS_LIMITS[encoding];
  return {
    encoding,
    units: charUnits.reduce((sum, n) => sum + n, 0),
    segments: countSegments(charUnits, single, concatenated),
  };
}

/** Cost of a message: segments × the destination country's rate; null when there is no rate. */
export function smsCost(segments: number, rate: number | null): number | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  // Rates have four decimals (sms_rates.rate numeric(10, 4)): round away the binary noise.
  return Math.round(segments * rate * 10_000) / 10_000;
}

/** The dial codes the phone metadata knows (country calling codes, e.g. '1', '95'). */
export const KNOWN_DIAL_CODES: readonly string[] = Object.keys(metadata.country_calling_codes);

/**
 * The country calling code of an E.164 number among `codes` (by default those the phone metadata
 * knows), or null. Calling codes are prefix-free, so the longest matching code is the one.
 */
export function dialCodeOfPhone(phone: string, codes: readonly string[] = KNOWN_DIAL_CODES): string | null {
  const text = phone.trim();
  if (!text.startsWith('+')) return null;
  const digits = text.slice(1).replace(/[\s().-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const found = codes
    .map((code) => code.replace(/^\+/, ''))
    .filter((code) => code !== '' && digits.startsWith(code))
    .sort((a, b) => b.length - a.length)[0];
  return found ?? null;
}

/** An SMS rate as the log needs it: the country code is the calling code, with or without '+' ('+95'). */
export interface SmsRateLike {
  country_code: string;
  rate: number;
}

/** The rate that applies to a destination phone, or null when its country has no rate. */
export function rateForPhone<T extends SmsRateLike>(phone: string, rates: readonly T[]): T | null {
  const code = dialCodeOfPhone(
    phone,
    rates.map((r) => r.country_code),
  );
  return code === null ? null : (rates.find((r) => r.country_code.replace(/^\+/, '') === code) ?? null);
}

/** Everything the SMS log records about a text to a phone, given the active rates. */
export function smsCharge(text: string, phone: string, rates: readonly SmsRateLike[]) {
  const parts = smsParts(text);
  const rate = rateForPhone(phone, rates);
  const code = rate ? rate.country_code.replace(/^\+/, '') : dialCodeOfPhone(phone);
  return {
    ...parts,
    /** '+95', as sms_rates.country_code is written; null for a number of no known country. */
    countryCode: code === null ? null : `+${code}`,
    amount: smsCost(parts.segments, rate ? rate.rate : null),
  };
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The SMS month id (YYYYM, spec 3 §3) of an instant, in America/New_York as the usage counts it. */
export function smsMonthId(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: 'numeric' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${Number(part('month'))}`;
}

/** "November 2026" for 202611; "Nov 26" when short (the chart's axis). Unknown ids as they are. */
export function smsMonthLabel(id: string, short = false): string {
  const m = /^(\d{4})([1-9]|1[0-2])$/.exec(id);
  if (!m) return id;
  const name = MONTH_NAMES[Number(m[2]) - 1]!;
  return short ? `${name.slice(0, 3)} ${m[1]!.slice(2)}` : `${name} ${m[1]}`;
}

/** An SMS amount in USD with the rate's four decimals at most ($0.0158, $1.20); null: "unknown". */
export function formatSmsAmount(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return 'unknown';
  return formatUSDRate(amount);
}
