import { TRACK_LIMIT } from './constants';
import { MSG } from './messages';

export type TrackingInput = { ok: true; numbers: string[] } | { ok: false; error: string };

/**
 * The bulk tracking box (spec 1 §2.4, §5): upper-cased, spaces removed, split on commas and new
 * lines; blank entries dropped, duplicates kept once; more than 30 is refused.
 */
export function parseTrackingInput(text: string, limit = TRACK_LIMIT): TrackingInput {
  const numbers = [
    ...new Set(
      text
        .toUpperCase()
        .replace(/[ \t\u00a0]+/g, '')
        .split(/[,\r\n]+/)
        .filter(Boolean),
    ),
  ];
  if (numbers.length > limit) return { ok: false, error: MSG.exceed30 };
  return { ok: true, numbers };
}

/** The path segment of GET /track/{encoded list}. */
export function encodeTrackingList(numbers: readonly string[]): string {
  return encodeURIComponent(numbers.join(','));
}

export function decodeTrackingList(segment: string): string[] {
  const parsed = parseTrackingInput(segment, Number.MAX_SAFE_INTEGER);
  return parsed.ok ? parsed.numbers : [];
}
