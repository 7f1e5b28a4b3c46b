import type { MetadataJson } from 'libphonenumber-js/core';
import { ALLOWED_COUNTRIES } from './constants';

/**
 * libphonenumber's metadata cut down to the allowed countries (spec 2 §2: us, mm, sg, gb, th): the
 * whole set is 80 KB of the sign-in popup for the 245 countries nobody can pick. Made from the
 * library's own min metadata, so it follows the library's version.
 */
export function allowedCountriesMetadata(full: MetadataJson): MetadataJson {
  const countries = ALLOWED_COUNTRIES.map((c) => c.code.toUpperCase());
  const codes: MetadataJson['country_calling_codes'] = {};
  for (const [dial, list] of Object.entries(full.country_calling_codes)) {
    const kept = list.filter((c) => (countries as string[]).includes(c));
    // The first country of a calling code is its main one: keep it first.
    if (kept.length) codes[dial] = list[0] === kept[0] ? kept : [list[0]!, ...kept];
  }
  const keptCountries = Object.fromEntries(
    Object.entries(full.countries).filter(([code]) => Object.values(codes).some((list) => (list as string[]).includes(code))),
  );
  return { ...full, country_calling_codes: codes, countries: keptCountries, nonGeographic: {} } as MetadataJson;
}
