import { REPORT_TIME_ZONE } from './constants';
import type { Package, StatusEntry } from './entities';
import { formatET } from './format';
import type { Filter } from './report';
import { PACKAGE_STATUSES } from './status';

/** The received date is the date of the all_status entry whose status is received (spec 1 §3). */
export function receivedDateOf(allStatus: readonly StatusEntry[] | null | undefined): string | null {
  return allStatus?.find((s) => s.status === 'received')?.date ?? null;
}

/** photo_urls arrive as an array or as a JSON string of an array (spec 1 §3). */
export function photoUrlsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      return photoUrlsOf(JSON.parse(value));
    } catch {
      return [];
    }
  }
  return [];
}

/** A package whose remark is "Not found" shows it in red, and its tracking id is not linked (spec 1 §3). */
export function isNotFoundRemark(remark: string | null | undefined): boolean {
  return (remark ?? '').trim().toLowerCase() === 'not found';
}

// issue 11 · packages: the staff list's filter keys, the CSV and the intake.

/** The filter dialog's keys (spec 1 §3 "Filter entry"). */
export const PACKAGE_FILTER_KEYS = [
  'tracking_id',
  'status',
  'from_received_date',
  'to_received_date',
  'from_updated_date',
  'to_updated_date',
] as const;
export type PackageFilterKey = (typeof PACKAGE_FILTER_KEYS)[number];
export interface PackageFilterEntry {
  key: PackageFilterKey;
  value: string;
}

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Intl formatters cost a millisecond each to make: one per zone and shape, made once. */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();
export function zoneFormatter(timeZone: string, hourOnly = false): Intl.DateTimeFormat {
  const key = `${timeZone}|${hourOnly}`;
  let f = FORMATTERS.get(key);
  if (!f) {
    f = hourOnly
      ? new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit' })
      : new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
        });
    FORMATTERS.set(key, f);
  }
  return f;
}

/**
 * The moment a calendar day (YYYY-MM-DD) starts in Eastern Time (DST-aware), as the portal's dates
 * are; null when the text is not a real day.
 */
export function etDayStart(day: string, timeZone: string = REPORT_TIME_ZONE): Date | null {
  const m = DAY_TEXT.exec(day.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const noon = new Date(Date.UTC(y, mo - 1, d, 12));
  if (noon.getUTCFullYear() !== y || noon.getUTCMonth() !== mo - 1 || noon.getUTCDate() !== d) return null;
  // The zone's offset at that day's noon (no zone changes its clock between midnight and noon by
  // more than the hour DST moves, which happens at 2 am): midnight there is noon minus 12 h minus it.
  const parts = zoneFormatter(timeZone).formatToParts(noon);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const offset = local - noon.getTime();
  const midnight = new Date(Date.UTC(y, mo - 1, d) - offset);
  // Check (and correct by an hour) across a DST change between midnight and noon.
  const check = zoneFormatter(timeZone, true).format(midnight);
  if (Number(check) === 23) return new Date(midnight.getTime() + 3_600_000);
  if (Number(check) === 1) return new Date(midnight.getTime() - 3_600_000);
  return midnight;
}

/** The day after a YYYY-MM-DD day, as YYYY-MM-DD. */
export function nextDay(day: string): string {
  const m = DAY_TEXT.exec(day.trim());
  if (!m) return day;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1)).toISOString().slice(0, 10);
}

/** Why a filter entry is refused, or null (the dialog shows it; the list does not run). */
export function packageFilterProblem(entries: readonly PackageFilterEntry[]): string | null {
  const value = (key: PackageFilterKey) => entries.find((e) => e.key === key)?.value?.trim() ?? '';
  for (const key of ['from_received_date', 'to_received_date', 'from_updated_date', 'to_updated_date'] as const) {
    if (value(key) && !etDayStart(value(key))) return 'A date must be a real day (MM/DD/YYYY)';
  }
  for (const [from, to] of [
    ['from_received_date', 'to_received_date'],
    ['from_updated_date', 'to_updated_date'],
  ] as const) {
    if (value(from) && value(to) && value(from) > value(to)) return 'The from date must not be after the to date';
  }
  const status = value('status');
  if (status && status.toLowerCase() !== 'all' && !(PACKAGE_STATUSES as readonly string[]).includes(status))
    return `Unknown status "${status}"`;
  return null;
}

/**
 * The report service's filters of the filter dialog's entries (spec 1 §5): the tracking id is a
 * "like" (with * as the wildcard, otherwise contains); a status of All or empty is not sent; the
 * from-dates start at midnight ET of their day and the to-dates include the whole day (before the
 * next day's midnight ET). Blank entries are left out; an entry that is not a day is left out too
 * (packageFilterProblem says why first).
 */
export function packageReportFilters(entries: readonly PackageFilterEntry[]): Filter[] {
  const filters: Filter[] = [];
  for (const { key, value: raw } of entries) {
    const value = (raw ?? '').trim();
    if (!value) continue;
    switch (key) {
      case 'tracking_id':
        filters.push({ field: 'tracking_id', compare: 'like', value });
        break;
      case 'status':
        if (value.toLowerCase() !== 'all') filters.push({ field: 'status', compare: '=', value });
        break;
      case 'from_received_date':
      case 'from_updated_date': {
        const start = etDayStart(value);
        if (start) filters.push({ field: key.slice(5), compare: '>=', value: start.toISOString() });
        break;
      }
      case 'to_received_date':
      case 'to_updated_date': {
        const end = etDayStart(nextDay(value));
        if (end) filters.push({ field: key.slice(3), compare: '<', value: end.toISOString() });
        break;
      }
    }
  }
  return filters;
}

/** The filter entries kept in the list's URL (?f=base64 of the JSON array), or []. */
export function filterEntriesOf(value: unknown): PackageFilterEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e): e is PackageFilterEntry =>
      !!e &&
      typeof e === 'object' &&
      (PACKAGE_FILTER_KEYS as readonly string[]).includes((e as PackageFilterEntry).key) &&
      typeof (e as PackageFilterEntry).value === 'string',
  );
}

/** The CSV of POST /api/download/packages (spec 1 §7): these columns, dates in ET. */
export const PACKAGE_CSV_FIELDS = ['tracking_id', 'received_date', 'updated_date', 'status'] as const;
export type PackageCsvField = (typeof PACKAGE_CSV_FIELDS)[number];
export const PACKAGE_CSV_HEADERS: Record<PackageCsvField, string> = {
  tracking_id: 'Tracking Id',
  received_date: 'Received Date',
  updated_date: 'Updated Date',
  status: 'Status',
};
export const PACKAGE_CSV_FILE = 'packages_report.csv';

/** A value between double quotes, its quotes doubled (RFC 4180); empty stays empty. */
export function csvQuoted(value: string | null | undefined): string {
  const text = value ?? '';
  return text === '' ? '' : `"${text.replace(/"/g, '""')}"`;
}

/**
 * One CSV field as OWASP's CSV-injection sheet writes it: a leading = + - @ tab or CR is defused
 * with an apostrophe, and every value is quoted, so that a spreadsheet whose list separator is `;`
 * (or a tab) still reads `Alice;=2+5` as one text cell. Empty stays empty (as COPY writes NULL).
 */
export function csvField(value: string | null | undefined): string {
  const text = value ?? '';
  return csvQuoted(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
}

/** One CSV line, ended with CRLF. */
export function csvLine(values: readonly (string | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A package's CSV row: dates as MM/DD/YYYY hh:mm:ss AM/PM in ET (the api formats them the same way in SQL). */
export function packageCsvRow(row: { tracking_id: string; received_date: string | null; updated_date: string | null; status: string }) {
  return csvLine([row.tracking_id, formatET(row.received_date), formatET(row.updated_date), row.status]);
}

/** The most packages one bulk status move takes, and the most photos of a package. */
export const MAX_BULK_PACKAGES = 100;
export const MAX_PACKAGE_PHOTOS = 20;

/** The words of the package screens and calls. */
export const PACKAGE_MSG = {
  notFound: 'Package not found',
  /** Spec 1 §8. */
  updated: 'package update successfully!',
  received: 'Package received',
  moved: (n: number, status: string) => `${n} package${n === 1 ? '' : 's'} moved to ${status}`,
  duplicate: (tracking: string) => `Tracking number ${tracking} was already received: it cannot be received twice`,
  trackingMissing: 'Scan or type the tracking number',
  consigneeMissing: 'Choose the consignee',
  consigneeNotFound: 'The consignee was not found among the customers',
  senderNotFound: 'The sender was not found among the customers',
  /** Spec 1 §5: Assign Save needs a sender or a consignee. */
  chooseSomeone: 'Choose a sender or a consignee',
  photoNotUploaded: 'A photo must be uploaded to this package first',
  tooManyPhotos: 'A package can have at most 20 photos',
  noneChosen: 'Choose the packages to move',
  tooMany: 'Move at most 100 packages at once',
  duplicateIds: 'A package is listed twice',
  adminOnly: 'Only an admin can change the sender and the consignee of a package',
  /** 409 of a bulk move: every package that cannot move, nothing changed. */
  illegalMoves: (to: string, refused: readonly string[]) =>
    `Nothing was moved to ${to}: ${refused.join(', ')}. A package moves one step forward: received → processed → packed → delivered`,
  downloadConfirm: 'Download data?',
} as const;

/** The fields a row of a package list needs (My Packages and the staff lists). */
export type PackageListRow = Pick<Package, 'id' | 'tracking_id' | 'status' | 'remark' | 'received_date' | 'updated_date'>;
export const PACKAGE_LIST_FIELDS = [
  'id',
  'tracking_id',
  'status',
  'remark',
  'received_date',
  'updated_date',
] as const satisfies readonly (keyof Package)[];

/** What a package's read-only detail shows. */
export interface PackageDetail {
  id: string;
  trackingId: string;
  status: string;
  /** The date of the all_status entry whose status is received (spec 1 §3). */
  receivedDate: string | null;
  updatedDate: string | null;
  remark: string | null;
  photos: string[];
  /** Oldest first. */
  history: StatusEntry[];
}

/** A package's detail, from the api's package. */
export function toPackageDetail(pkg: Package): PackageDetail {
  const history = [...(pkg.all_status ?? [])].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return {
    id: pkg.id,
    trackingId: pkg.tracking_id,
    status: pkg.status,
    receivedDate: receivedDateOf(pkg.all_status) ?? pkg.received_date,
    updatedDate: pkg.updated_date,
    remark: pkg.remark,
    photos: photoUrlsOf(pkg.photo_urls),
    history,
  };
}
