/**
 * My Profile and the e-mail change (spec 2 §2, §4, §7). A new e-mail address is used only once the
 * 6-digit code sent to it is confirmed; until then the verified one stays.
 */
export const PROFILE_MSG = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  codeWrong: 'The verification code is not correct',
  codeExpired: 'The verification code has expired. Request a new one.',
  codeMissing: 'There is no verification code waiting: request a new one.',
  codeOtherEmail: 'The code was sent for another email address: request a new code for this one.',
  codeTooManyTries: 'Too many wrong codes: this code no longer works. Request a new one.',
  codeSubject: 'Your FCS email verification code',
  /** Another person's id answers as one that does not exist. */
  userNotFound: 'User not found',
} as const;

export const EMAIL_VERIFIED = 'Verified';
export const EMAIL_UNVERIFIED = 'Unverified';
export const EMAIL_CODE_DIGITS = 6;
export const EMAIL_CODE_TTL_MINUTES = 15;
/** Wrong codes allowed; the last one clears the code (429) and a new one must be requested. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
export const USER_NAME_MAX = 100;

/** data of PUT /update_email: Verified means nothing more to do (the screen closes); otherwise a code was sent. */
export interface EmailUpdateResult {
  id: string;
  email: string;
  email_verification: typeof EMAIL_VERIFIED | typeof EMAIL_UNVERIFIED;
  /** When the code sent stops working (ISO); null when Verified. */
  code_expires_at: string | null;
}

/** One message of the notification outbox as GET /dev/outbox lists it (development only). */
export interface DevOutboxMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  created: string | null;
}
