import type { StatusEntry } from './entities';

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
