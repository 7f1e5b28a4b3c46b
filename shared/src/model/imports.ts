import { ALLOWED_COUNTRIES, REPORT_TIME_ZONE } from './constants';
import { csvQuoted, etDayStart, zoneFormatter } from './packages';
import { normalizeAllowedPhone } from './phone';
import { PACKAGE_STATUSES } from './status';

/**
 * The import of a forwarder's book (issue 32): POST /imports/{kind} with a CSV file, its columns,
 * limits and texts, shared by the api (which checks and writes), the Import screen and the command
 * line (thin clients of it) and the README's samples.
 */
export const IMPORT_KINDS = ['customers', 'addresses', 'packages'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const isImportKind = (v: string): v is ImportKind => (IMPORT_KINDS as readonly string[]).includes(v);

/** At most 20 MB and 200,000 rows a file. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
/** How many errors an answer lists at most (the count says how many there were). */
export const IMPORT_MAX_ERRORS = 1000;

export interface ImportColumn {
  name: string;
  required: boolean;
  /** What it holds, for the screen and the README. */
  description: string;
  /** The sample file's value in its first row. */
  example: string;
}

const col = (name: string, required: boolean, description: string, example: string): ImportColumn => ({
  name,
  required,
  description,
  example,
});

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  customers: [
    col('fcs_id', false, 'FCS followed by digits; kept when given, else the next FCS ID is made', 'FCS00120'),
    col('name', true, 'the customer’s name', 'Aung Min'),
    col('phone', true, 'E.164 (+15551234567), or national digits with a country column', '+959420012345'),
    col('country', false, 'us, mm, sg, gb or th: the country of a phone written without +', ''),
    col('email', false, 'an e-mail address', 'aung.min@example.com'),
    col('status', false, 'invited (default) or joined', 'invited'),
  ],
  addresses: [
    col('customer', true, 'the customer’s FCS ID or phone', 'FCS00120'),
    col('full_name', true, 'who receives at the address', 'Aung Min'),
    col('phone_number', false, 'the address’s phone (E.164); the customer’s when blank', '+15551230120'),
    col('country', true, 'the country', 'United States'),
    col('address_line1', true, 'street and number', '120 Main Street'),
    col('address_line2', false, 'apartment, suite, floor', 'Apt 4'),
    col('city', true, 'the city', 'Edison'),
    col('state', true, 'the state', 'NJ'),
    col('zip', true, 'the zip code', '08817'),
    col('default', false, 'yes or no: the customer’s default address', 'yes'),
  ],
  packages: [
    col('tracking_id', true, 'the tracking number', '1Z999AA10000000120'),
    col('consignee', true, 'the consignee’s FCS ID or phone', 'FCS00120'),
    col('sender', false, 'the sender’s FCS ID or phone', ''),
    col('status', false, `${PACKAGE_STATUSES.join(', ')} (default received)`, 'delivered'),
    col(
      'received_date',
      false,
      'ISO (2026-03-01, 2026-03-01T14:30) or MM/DD/YYYY, in US Eastern Time; the import’s time when blank',
      '03/01/2026',
    ),
    col('updated_date', false, 'the same forms: when it reached its status; the received date when blank', '03/05/2026'),
    col('remark', false, 'a remark', 'Fragile'),
  ],
};

export interface ImportError {
  /** The file's line of the row (the header is line 1); 0 for the file as a whole. */
  row: number;
  /** The column, or '' for the whole row. */
  column: string;
  message: string;
}

export interface ImportResult {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: ImportError[];
  /** How many errors there were in all (errors lists at most IMPORT_MAX_ERRORS). */
  error_count?: number;
}

/** Progress of a run, streamed to the screen and printed by the command line. */
export interface ImportProgress {
  phase: 'reading' | 'checking' | 'writing';
  done: number;
  total: number;
}

export const IMPORT_MSG = {
  empty: 'The file is empty: it needs a header row and at least one row',
  notUtf8: 'The file is not UTF-8 text: save it as "CSV UTF-8" and try again',
  tooLarge: `The file is larger than 20 MB: split it into smaller files`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows: split it into smaller files`,
  notCsv: 'Send the file as text/csv',
  unknownKind: `Import customers, addresses or packages`,
  unknownColumn: (name: string, kind: ImportKind) =>
    `Unknown column "${name}": the ${kind} file takes ${IMPORT_COLUMNS[kind].map((c) => c.name).join(', ')}`,
  missingColumn: (name: string) => `The column "${name}" is missing: add it to the header row`,
  duplicateColumn: (name: string) => `The column "${name}" is in the header twice`,
  badCsv: (line: number, reason: string) => `The file is not valid CSV at line ${line}: ${reason}`,
  failed: (n: number) =>
    `Nothing was imported: ${n === 1 ? '1 row has an error' : `${n.toLocaleString('en-US')} rows have errors`}; fix them and import the file again`,
  done: (r: ImportResult) => `Imported: ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged`,
  checked: (r: ImportResult) =>
    r.errors.length
      ? `Checked: ${(r.error_count ?? r.errors.length).toLocaleString('en-US')} errors`
      : `Checked: ${r.created} to create, ${r.updated} to update, ${r.unchanged} unchanged`,
} as const;

/** A CSV sample of a kind: the header and one example row (README, the screen's download). */
export function importSample(kind: ImportKind): string {
  const cols = IMPORT_COLUMNS[kind];
  // Every field quoted (a `;` locale keeps each cell whole); not defused: the examples are ours, and
  // an apostrophe before a phone's + would be imported with it.
  return `${cols.map((c) => csvQuoted(c.name)).join(',')}\n${cols.map((c) => csvQuoted(c.example)).join(',')}\n`;
}

/** yes/no (and true/false, 1/0, y/n), or null when it is neither; blank is no. */
export function yesNo(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (['', 'no', 'n', 'false', '0'].includes(v)) return false;
  if (['yes', 'y', 'true', '1'].includes(v)) return true;
  return null;
}

/**
 * A phone as the portal stores it (E.164 of an allowed country), from E.164 or from national
 * digits and a country code (us, mm, sg, gb, th; its trunk 0 dropped); null when it is neither.
 */
export function importPhone(value: string, country: string | null | undefined): string | null {
  const text = value.trim();
  if (text.startsWith('+')) return normalizeAllowedPhone(text);
  const c = ALLOWED_COUNTRIES.find((a) => a.code === (country ?? '').trim().toLowerCase());
  if (!c) return null;
  const digits = text.replace(/[\s().-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.startsWith(c.dial) && digits.length > 10 ? digits.slice(c.dial.length) : digits.replace(/^0/, '');
  return normalizeAllowedPhone(`+${c.dial}${national}`);
}

/** A day's start in the zone and whether its clock changes that day (DST), kept: a file holds few days. */
const DAYS = new Map<string, { start: Date; changes: boolean } | null>();
function dayOf(day: string, timeZone: string) {
  const key = `${timeZone}|${day}`;
  if (DAYS.has(key)) return DAYS.get(key)!;
  const start = etDayStart(day, timeZone);
  const next = start && etDayStart(new Date(start.getTime() + 36 * 3_600_000).toISOString().slice(0, 10), timeZone);
  const value = start && next ? { start, changes: next.getTime() - start.getTime() !== 86_400_000 } : null;
  if (DAYS.size > 50_000) DAYS.clear();
  DAYS.set(key, value);
  return value;
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?$/;
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const pad = (n: number | string) => String(n).padStart(2, '0');

/**
 * A date of an import file as a moment: ISO (a day, a local time, or with its zone: Z, +02:00) or
 * MM/DD/YYYY with an optional time (hh:mm[:ss] [AM|PM], as the portal's own CSV writes it), a
 * day or a time without a zone read in US Eastern Time (DST-aware); null when it is none of these.
 */
export function importDate(value: string, timeZone: string = REPORT_TIME_ZONE): Date | null {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T.*(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  let y: string, mo: string, d: string, h: number, mi: number, s: number;
  const us = US_DATE.exec(text);
  const iso = us ? null : ISO_LOCAL.exec(text);
  if (us) {
    [mo, d, y] = [pad(us[1]!), pad(us[2]!), us[3]!];
    h = Number(us[4] ?? 0);
    mi = Number(us[5] ?? 0);
    s = Number(us[6] ?? 0);
    const half = us[7]?.toLowerCase();
    if (half) {
      if (h < 1 || h > 12) return null;
      h = (h % 12) + (half === 'pm' ? 12 : 0);
    }
  } else if (iso) {
    [y, mo, d] = [iso[1]!, iso[2]!, iso[3]!];
    h = Number(iso[4] ?? 0);
    mi = Number(iso[5] ?? 0);
    s = Number(iso[6] ?? 0);
  } else return null;
  if (h > 23 || mi > 59 || s > 59) return null;
  const day = dayOf(`${y}-${mo}-${d}`, timeZone);
  if (!day) return null;
  const start = day.start;
  if (!day.changes) return new Date(start.getTime() + ((h * 60 + mi) * 60 + s) * 1000);
  // The day's start in the zone plus the clock time; across a DST change that day, the zone's
  // offset at that time decides (etDayStart's way: check the hour it shows).
  const moment = new Date(start.getTime() + ((h * 60 + mi) * 60 + s) * 1000);
  const shown = Number(zoneFormatter(timeZone, true).format(moment));
  let diff = h - shown;
  if (diff > 12) diff -= 24;
  if (diff < -12) diff += 24;
  return diff ? new Date(moment.getTime() + diff * 3_600_000) : moment;
}
