import { isPossiblePhoneNumber as isPossible, type CountryCode as LibCountryCode, type MetadataJson } from 'libphonenumber-js/core';
import { ALLOWED_COUNTRIES } from './constants';
import metadata from './phone-metadata.json';

/** libphonenumber's check with the allowed countries' metadata only (phone-metadata.ts). */
export function isPossiblePhoneNumber(national: string, country: LibCountryCode): boolean {
  return isPossible(national, country, metadata as MetadataJson);
}

/**
 * A phone number in E.164 of one of the allowed countries (spec 2 §2: us, mm, sg, gb, th), or null.
 * "Possible" (the right length for the country) rather than "valid", like the phone picker: the
 * demo numbers (+1 555-01xx) are reserved fictional numbers that a strict check rejects.
 */
export function normalizeAllowedPhone(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text.startsWith('+')) return null;
  const digits = text.replace(/\D/g, '');
  // Longest dial code first, so that +1 never shadows a longer code starting with 1.
  const country = [...ALLOWED_COUNTRIES].sort((a, b) => b.dial.length - a.dial.length).find((c) => digits.startsWith(c.dial));
  if (!country) return null;
  const national = digits.slice(country.dial.length);
  if (!national || !isPossiblePhoneNumber(national, country.code.toUpperCase() as LibCountryCode)) return null;
  return `+${digits}`;
}

/** The words the phone picker and the api use for a number that is not one of an allowed country. */
export const PHONE_INVALID_MSG = 'Enter a valid phone number';
