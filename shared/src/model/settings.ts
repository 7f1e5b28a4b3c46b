import {
  EMAIL_FORMAT_IDS,
  COMPLETE_DROPOFF_VARIABLES,
  FAILED_PICKUP_VARIABLES,
  PICKUP_NOTICE_VARIABLES,
  type EmailFormatId,
} from './notifications';
import { formatPickupDateId } from './pickups';

/**
 * The settings pages of spec 2 §2 "Settings" (issue 12): pickup dates, pickup zones, the e-mail/SMS
 * formats and the contact block. The texts, the zip rules and the menu, shared by the api and mf-admin.
 */

/** Success texts of spec 2 §8 (the zone delete shows the make text, as the spec says) and ours for the contact block. */
export const SETTINGS_MSG = {
  zoneMade: 'Make pickup zone successful!',
  zoneUpdated: 'Update pickup zone successful!',
  zoneDeleted: 'Make pickup zone successful!',
  dateMade: 'Make pickup date successful!',
  dateUpdated: 'Update pickup date successful!',
  dateDeleted: 'Delete pickup date successful!',
  formatsUpdated: 'Update email formats successful!',
  settingsUpdated: 'Update settings successful!',
  invalidZip: 'invalid zip code',
  zipInZone: 'zip code is already exist',
  zoneName: 'Zone name is required',
  zoneZips: 'Add at least one zip code',
  zoneMissing: 'There is no such pickup zone',
  dateMissing: 'There is no such pickup date',
  dateZones: 'Choose at least one zone',
  dateInvalid: 'The pickup date must be a real date written yyyymmdd',
  datePast: 'A pickup date cannot be in the past',
  formatMissing: 'There is no such e-mail/SMS format',
} as const;

/** A zip of the dataset is unknown. */
export const unknownZipMessage = (zip: string) => `${zip} is not a US zip code`;
/** A zip another zone holds: naming it, so that "zone from zip" keeps one answer. */
export const zipOfOtherZoneMessage = (zip: string, zone: string) => `zip code ${zip} already belongs to the zone "${zone}"`;
/** A date already offered. */
export const dateTakenMessage = (id: string) => `${formatPickupDateId(id)} is already offered: edit it instead`;
/** A zone id of a pickup date that is not an active zone. */
export const unknownZoneMessage = (id: string) => `The zone ${id} does not exist`;
/** %name% variables a format does not offer. */
export const unknownVariablesMessage = (field: string, names: readonly string[]) =>
  `The ${field} uses ${names.map((n) => `%${n}%`).join(', ')}, which this format does not offer`;

/** A zone's zip code: five digits (a ZIP+4 address matches its first five). */
export const ZIP_LENGTH = 5;

/** What the zip box keeps of a keystroke or a paste: digits only, at most five. */
export const zipEntry = (text: string) => text.replace(/\D/g, '').slice(0, ZIP_LENGTH);

/**
 * The local rules of spec 2 §5 for a zip added to a zone: fewer than five digits (or anything but
 * digits) is 'invalid zip code', one the zone already has 'zip code is already exist'; null when
 * it may go on to the dataset lookup.
 */
export function zipEntryProblem(zip: string, zoneZips: readonly string[]): string | null {
  if (!/^\d{5}$/.test(zip)) return SETTINGS_MSG.invalidZip;
  if (zoneZips.includes(zip)) return SETTINGS_MSG.zipInZone;
  return null;
}

/** The zips held twice in one list (a body's own duplicates). */
export function duplicateZips(zips: readonly string[]): string[] {
  return [...new Set(zips.filter((z, i) => zips.indexOf(z) !== i))];
}

/** A yyyymmdd id that names a real calendar day. */
export function isDateId(id: string): boolean {
  if (!/^\d{8}$/.test(id)) return false;
  const y = Number(id.slice(0, 4));
  const m = Number(id.slice(4, 6));
  const d = Number(id.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 2000 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The yyyymmdd id of an ISO day (yyyy-mm-dd), as a date picker gives it. */
export const dateIdOfIsoDay = (day: string) => day.replaceAll('-', '');
/** The ISO day (yyyy-mm-dd) of a yyyymmdd id. */
export const isoDayOfDateId = (id: string) => `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}`;

/** The variables each format really offers: what its notice fills in (api/src/notifications). */
export const FORMAT_VARIABLES: Record<EmailFormatId, readonly string[]> = {
  confirm_pickup: PICKUP_NOTICE_VARIABLES,
  cancel_pickup: PICKUP_NOTICE_VARIABLES,
  complete_pickup: PICKUP_NOTICE_VARIABLES,
  reschedule_pickup: PICKUP_NOTICE_VARIABLES,
  complete_dropoff: COMPLETE_DROPOFF_VARIABLES,
  failed_pickup: FAILED_PICKUP_VARIABLES,
};

export const isEmailFormatId = (id: string): id is EmailFormatId => Object.hasOwn(FORMAT_VARIABLES, id);

/** The %name% variables of a text that are not in `offered` (in order, once each). */
export function unknownVariables(text: string, offered: readonly string[]): string[] {
  const names = [...text.matchAll(/%([A-Za-z][A-Za-z0-9_]*)%/g)].map((m) => m[1]!);
  return [...new Set(names.filter((n) => !offered.includes(n)))];
}

/** `text` with %name% put in place of the selection [start, end), and where the cursor goes after it. */
export function insertVariable(text: string, name: string, start: number, end: number = start): { text: string; cursor: number } {
  const token = `%${name}%`;
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), cursor: from + token.length };
}

/** The settings menu (spec 2 §2), each page a /settings/{page} URL; SMSs and SMS Rates are links to their own routes. */
export type SettingsPage =
  | { kind: 'dates'; slug: string; label: string }
  | { kind: 'zones'; slug: string; label: string }
  | { kind: 'format'; slug: string; label: string; formatId: EmailFormatId }
  | { kind: 'contact'; slug: string; label: string }
  | { kind: 'link'; route: 'sms' | 'rates' | 'import'; label: string };

export const SETTINGS_MENU: readonly SettingsPage[] = [
  { kind: 'dates', slug: 'pickup-dates', label: 'Available Pickup Dates' },
  { kind: 'format', slug: 'confirm-pickup-format', label: 'Confirm Pickup Email/SMS Format', formatId: EMAIL_FORMAT_IDS.confirmPickup },
  { kind: 'format', slug: 'cancel-pickup-format', label: 'Cancel Pickup Email/SMS Format', formatId: EMAIL_FORMAT_IDS.cancelPickup },
  { kind: 'format', slug: 'complete-pickup-format', label: 'Complete Pickup Email/SMS Format', formatId: EMAIL_FORMAT_IDS.completePickup },
  {
    kind: 'format',
    slug: 'reschedule-pickup-format',
    label: 'Reschedule Pickup Email/SMS Format',
    formatId: EMAIL_FORMAT_IDS.reschedulePickup,
  },
  {
    kind: 'format',
    slug: 'failed-pickup-format',
    label: 'Failed Pickup Email/SMS Format',
    formatId: EMAIL_FORMAT_IDS.failedPickup,
  },
  {
    kind: 'format',
    slug: 'complete-dropoff-format',
    label: 'Complete Dropoff Email/SMS Format',
    formatId: EMAIL_FORMAT_IDS.completeDropoff,
  },
  { kind: 'zones', slug: 'pickup-zones', label: 'Pickup Zones' },
  { kind: 'contact', slug: 'contact', label: 'Contact and Office' },
  { kind: 'link', route: 'sms', label: 'SMSs' },
  { kind: 'link', route: 'rates', label: 'SMS Rates' },
  // issue 32: a forwarder's customers, addresses and packages from CSV files.
  { kind: 'link', route: 'import', label: 'Import' },
];

/** The page a /settings/{page} URL names; /settings (or an unknown page) is the first. */
export function settingsPageOf(slug: string | undefined): Exclude<SettingsPage, { kind: 'link' }> {
  const pages = SETTINGS_MENU.filter((p): p is Exclude<SettingsPage, { kind: 'link' }> => p.kind !== 'link');
  return pages.find((p) => p.slug === slug) ?? pages[0]!;
}
