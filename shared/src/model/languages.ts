/**
 * The portal's languages (issue 24). English is the spec's and the fallback of every text; Burmese
 * is for the customers who ship to Myanmar. Each is named in its own language wherever a person
 * picks one. A new language is a line here and its catalogues.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'my', name: 'မြန်မာ' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [Language, ...Language[]];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The browser's remembered choice (a visitor's; a signed-in person's is also kept with their profile). */
export const LANGUAGE_STORAGE_KEY = 'fcs-language';

/** Burmese text, Myanmar block (U+1000–U+109F) and its extensions: the characters the Myanmar font draws. */
export const MYANMAR_TEXT = /[\u1000-\u109f\ua9e0-\ua9fe\uaa60-\uaa7f]/;
