import type { ZipPlace } from '@fcs/shared/contract';
import { zipDataset } from './zip-dataset';

/**
 * The place of a five-digit US zip code in the offline dataset (the zipcodes package, which
 * zip-coordinates also reads), or null when the dataset has no such US code.
 */
export async function zipPlace(zip: string): Promise<ZipPlace | null> {
  if (!/^\d{5}$/.test(zip)) return null;
  const found = (await zipDataset()).lookup(zip);
  if (!found || found.country !== 'US') return null;
  return { zip, city: found.city, state: found.state };
}
