import zipcodes from 'zipcodes';
import type { ZipPlace } from '@fcs/shared/contract';

/**
 * The place of a five-digit US zip code in the offline dataset (the zipcodes package, which
 * zip-coordinates also reads), or null when the dataset has no such US code.
 */
export function zipPlace(zip: string): ZipPlace | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const found = zipcodes.lookup(zip);
  if (!found || found.country !== 'US') return null;
  return { zip, city: found.city, state: found.state };
}
