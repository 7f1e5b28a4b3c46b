/**
 * The longest text each field takes, declared once: the api refuses longer input (400) and the
 * forms set the same maxLength.
 */
export const TEXT_LIMITS = {
  name: 100,
  phone: 20,
  email: 254,
  country: 60,
  addressLine: 200,
  city: 100,
  state: 100,
  zip: 10,
  remark: 2000,
  /** Search boxes and filter values. */
  search: 200,
  trackingId: 60,
  /** The Track page's box: 30 numbers with room for separators and stray spaces. */
  trackingBox: 4000,
  /** Ids of any kind (uuids, yyyymmdd, codes). */
  id: 64,
  url: 2000,
} as const;
export type TextLimit = keyof typeof TEXT_LIMITS;

/** The message of a text over its limit. */
export const tooLongMessage = (label: string, max: number) => `${label} is too long (at most ${max} characters)`;
