import { zipDataset } from './zip-dataset';

/** Countries the zip-code dataset covers; elsewhere a five-digit code (Yangon's 11181) means another place. */
const COVERED = new Set(['us', 'usa', 'united states', 'united states of america', 'ca', 'canada']);

/**
 * The coordinates of a zip code from the offline dataset (no geocoder without a maps key), or
 * null when the country is not covered or the code is unknown.
 */
export async function coordinatesOfZip(zip: string, country: string): Promise<{ lat: number; lng: number } | null> {
  if (!COVERED.has(country.trim().toLowerCase())) return null;
  const code = zip.trim().toUpperCase();
  const found = (await zipDataset()).lookup(/^\d{5}-\d{4}$/.test(code) ? code.slice(0, 5) : code);
  if (!found || !Number.isFinite(found.latitude) || !Number.isFinite(found.longitude)) return null;
  return { lat: found.latitude, lng: found.longitude };
}
