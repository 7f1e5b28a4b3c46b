import { isApiFailure, lookupZip } from '@fcs/runtime/client';
import type { ZipPlace } from '@fcs/shared/contract/settings';
import type { Zone } from '@fcs/shared/model/entities';
import { unknownZipMessage, zipEntryProblem, zipOfOtherZoneMessage } from '@fcs/shared/model/settings';

/** A zip of the zone being edited, with its place once the dataset has answered. */
export interface ZoneZip {
  zip: string;
  place: ZipPlace | null;
}

/**
 * The checks of a zip added to a zone, in the order of spec 2 §5: the local rules ('invalid zip
 * code', 'zip code is already exist'), a zip another zone holds (named), then the dataset lookup
 * (GET /zip_codes/:zip). Answers the zip with its place, or the red message.
 */
export async function checkZip(
  zip: string,
  zoneZips: readonly string[],
  otherZones: readonly Zone[],
): Promise<ZoneZip | { problem: string }> {
  const local = zipEntryProblem(zip, zoneZips);
  if (local) return { problem: local };
  const holder = otherZones.find((z) => z.zip_codes.includes(zip));
  if (holder) return { problem: zipOfOtherZoneMessage(zip, holder.name) };
  try {
    return { zip, place: await lookupZip(zip) };
  } catch (e) {
    if (isApiFailure(e) && e.status === 404) return { problem: unknownZipMessage(zip) };
    return { problem: isApiFailure(e) ? e.message : String(e) };
  }
}

/** The places of a zone's zips (a zip the dataset no longer knows keeps no place). */
export async function placesOf(zips: readonly string[]): Promise<ZoneZip[]> {
  return Promise.all(zips.map(async (zip) => ({ zip, place: await lookupZip(zip).catch(() => null) })));
}
