/** Small conversions between database rows and api answers. */

/**
 * A moment in UTC as PostgreSQL writes it in JSON and text ("2025-05-08T08:00:23.683269+00:00",
 * "2025-05-08 08:00:23.68+00"), with a day of the month that every month has. Its ISO form is
 * made from its text, as Date would make it (the fraction cut to milliseconds), without a Date.
 */
const UTC_TEXT =
  /^(\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8]))[T ]((?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d)(?:\.(\d{1,9}))?(?:Z|\+00(?::?00)?)$/;

/** Timestamps leave the api as ISO strings in UTC. */
export function iso(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    // Most moments inside JSON (a package's status history): their ISO form without parsing a Date.
    const m = UTC_TEXT.exec(value);
    if (m) return `${m[1]}T${m[2]}.${(m[3] ?? '').slice(0, 3).padEnd(3, '0')}Z`;
  }
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Stored photo paths (packages/<id>/1.jpg) become absolute URLs under /files; absolute URLs stay. */
export function fileUrl(publicUrl: string, stored: string): string {
  if (/^https?:\/\//i.test(stored)) return stored;
  return `${publicUrl}/files/${stored.replace(/^\/+/, '')}`;
}
