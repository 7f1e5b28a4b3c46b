import { z } from 'zod';

/**
 * My Profile and the e-mail change (spec 2 §2, §4, §7): PUT /profile, PUT /update_email and PUT
 * /update_email_verification. A new e-mail address is used only once the 6-digit code sent to it is
 * confirmed; until then the verified one stays.
 */

export const PROFILE_MSG = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  emailOwnOnly: 'You can only change your own email address',
  codeWrong: 'The verification code is not correct',
  codeExpired: 'The verification code has expired. Request a new one.',
  codeMissing: 'There is no verification code waiting: request a new one.',
  codeOtherEmail: 'The code was sent for another email address: request a new code for this one.',
  codeTooManyTries: 'Too many wrong codes: this code no longer works. Request a new one.',
  codeSubject: 'Your FCS email verification code',
} as const;

export const EMAIL_VERIFIED = 'Verified';
export const EMAIL_UNVERIFIED = 'Unverified';
export const EMAIL_CODE_DIGITS = 6;
export const EMAIL_CODE_TTL_MINUTES = 15;
/** Wrong codes allowed; the last one clears the code (429) and a new one must be requested. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
export const USER_NAME_MAX = 100;

const callerId = z.string({ error: 'The user id is missing' }).trim().min(1, 'The user id is missing');
const email = z
  .string({ error: PROFILE_MSG.emailRequired })
  .trim()
  .min(1, PROFILE_MSG.emailRequired)
  .max(254, PROFILE_MSG.emailInvalid)
  .pipe(z.email(PROFILE_MSG.emailInvalid));

/** PUT /profile. */
export const profileUpdateSchema = z.object({
  user_name: z
    .string({ error: PROFILE_MSG.nameRequired })
    .trim()
    .min(1, PROFILE_MSG.nameRequired)
    .max(USER_NAME_MAX, PROFILE_MSG.nameTooLong),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** PUT /update_email: id is the caller's users.id. */
export const emailUpdateSchema = z.object({ id: callerId, email });
export type EmailUpdate = z.input<typeof emailUpdateSchema>;

/** PUT /update_email_verification. */
export const emailVerificationSchema = z.object({
  id: callerId,
  email,
  email_verification_code: z
    .string({ error: PROFILE_MSG.codeWrong })
    .trim()
    .regex(new RegExp(`^\\d{${EMAIL_CODE_DIGITS}}$`), PROFILE_MSG.codeWrong),
});
export type EmailVerification = z.input<typeof emailVerificationSchema>;

/** data of PUT /update_email: Verified means nothing more to do (the screen closes); otherwise a code was sent. */
export const emailUpdateResultSchema = z.object({
  id: z.string(),
  email: z.string(),
  email_verification: z.enum([EMAIL_VERIFIED, EMAIL_UNVERIFIED]),
  /** When the code sent stops working (ISO); null when Verified. */
  code_expires_at: z.string().nullable(),
});
export type EmailUpdateResult = z.infer<typeof emailUpdateResultSchema>;

/** One message of the notification outbox as GET /dev/outbox lists it (development only). */
export const devOutboxMessageSchema = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  created: z.string().nullable(),
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;
