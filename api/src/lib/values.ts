/** Small conversions between database rows and api answers. */

/** Timestamps leave the api as ISO strings in UTC. */
export function iso(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
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
