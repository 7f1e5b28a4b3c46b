import { z } from 'zod';
import { LANGUAGE_CODES } from '../model/languages';
import { TEXT_LIMITS } from '../model/limits';
import { EMAIL_CODE_DIGITS, EMAIL_UNVERIFIED, EMAIL_VERIFIED, PROFILE_MSG, USER_NAME_MAX } from '../model/profile';
import { hasNul, idOf, nulMessage } from './fields';

/** My Profile and the e-mail change (spec 2 §7): PUT /profile, PUT /update_email and PUT /update_email_verification. */

const email = z
  .string({ error: PROFILE_MSG.emailRequired })
  .trim()
  .min(1, PROFILE_MSG.emailRequired)
  .max(TEXT_LIMITS.email, PROFILE_MSG.emailInvalid)
  .pipe(z.email(PROFILE_MSG.emailInvalid));

/** PUT /profile. */
export const profileUpdateSchema = z.strictObject({
  user_name: z
    .string({ error: PROFILE_MSG.nameRequired })
    .refine((v) => !hasNul(v), nulMessage('The name'))
    .trim()
    .min(1, PROFILE_MSG.nameRequired)
    .max(USER_NAME_MAX, PROFILE_MSG.nameTooLong),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** PUT /profile/language: the portal's language, kept with the profile (issue 24). */
export const profileLanguageSchema = z.strictObject({
  language: z.enum(LANGUAGE_CODES, { error: `The language must be one of ${LANGUAGE_CODES.join(', ')}` }),
});
export type ProfileLanguage = z.input<typeof profileLanguageSchema>;

/** PUT /update_email: id is the caller's users.id. */
export const emailUpdateSchema = z.strictObject({ id: idOf('user'), email });
export type EmailUpdate = z.input<typeof emailUpdateSchema>;

/** PUT /update_email_verification. */
export const emailVerificationSchema = z.strictObject({
  id: idOf('user'),
  email,
  email_verification_code: z
    .string({ error: PROFILE_MSG.codeWrong })
    .trim()
    .regex(new RegExp(`^\\d{${EMAIL_CODE_DIGITS}}$`), PROFILE_MSG.codeWrong),
});
export type EmailVerification = z.input<typeof emailVerificationSchema>;

export const emailUpdateResultSchema = z.object({
  id: z.string(),
  email: z.string(),
  email_verification: z.enum([EMAIL_VERIFIED, EMAIL_UNVERIFIED]),
  code_expires_at: z.string().nullable(),
});

export const devOutboxMessageSchema = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** pending, sending, sent, failed or skipped (delivery state, issue 12). */
  status: z.string(),
  created: z.string().nullable(),
  attempts: z.number(),
  /** Why the last attempt failed, or why the message was skipped. */
  error: z.string().nullable(),
  sent_date: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
