import type { Language } from '@fcs/shared/model';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db';
import type { UserRow } from './users-repository';

const COLUMNS =
  'id, auth_uid, fcs_id, user_name, phone_number, email, email_verification, status, is_employee, enabled, privileges, language, version, updated_date';

/** The e-mail change state of a user, read with the row locked. */
export interface EmailChangeState {
  id: string;
  email: string | null;
  email_verification: string | null;
  pending_email: string | null;
  email_verification_code: string | null;
  email_verification_expiry: Date | string | null;
  email_verification_attempts: number;
  /** When the last code was sent (the cooldown), and since when wrong codes have been counted. */
  email_code_sent_at: Date | string | null;
  email_attempts_since: Date | string | null;
}

/** Codes are kept hashed with the user's id: the table never holds a usable code. */
export function hashCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

export function codeMatches(userId: string, code: string, stored: string | null): boolean {
  if (!stored) return false;
  const a = Buffer.from(hashCode(userId, code), 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The caller's own users row: the name and the e-mail change (spec 2 §4). */
export function profileRepository(db: Db) {
  return {
    async updateName(id: string, userName: string, q: Db = db): Promise<UserRow> {
      const [row] = await q.query<UserRow>(
        `UPDATE users SET user_name = $2, version = version + 1, updated_date = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, userName],
      );
      return row!;
    },
    async updateLanguage(id: string, language: Language, q: Db = db): Promise<UserRow> {
      const [row] = await q.query<UserRow>(
        `UPDATE users SET language = $2, version = version + 1, updated_date = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, language],
      );
      return row!;
    },
    async lockEmailState(id: string, q: Db): Promise<EmailChangeState | null> {
      const [row] = await q.query<EmailChangeState>(
        `SELECT id, email, email_verification, pending_email, email_verification_code, email_verification_expiry, email_verification_attempts,
                email_code_sent_at, email_attempts_since
           FROM users WHERE id = $1 FOR UPDATE`,
        [id],
      );
      return row ? { ...row, email_verification_attempts: Number(row.email_verification_attempts) } : null;
    },
    /**
     * A new address waits for its code; the verified one in use stays until the code is confirmed.
     * The wrong codes counted so far stay counted (`resetAttempts` only once their window is over).
     */
    async startEmailChange(id: string, email: string, codeHash: string, expiry: Date, resetAttempts: boolean, q: Db): Promise<void> {
      await q.query(
        `UPDATE users SET pending_email = $2, email_verification_code = $3, email_verification_expiry = $4, email_code_sent_at = now(),
                email_verification_attempts = CASE WHEN $5 THEN 0 ELSE email_verification_attempts END,
                email_attempts_since = CASE WHEN $5 THEN NULL ELSE email_attempts_since END,
                updated_date = now()
          WHERE id = $1`,
        [id, email, codeHash, expiry, resetAttempts],
      );
    },
    /** How many code e-mails went to an address (any user's) since a moment. */
    async codesSentTo(email: string, since: Date, subject: string, q: Db = db): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await q.query<{ count: number; oldest: Date | string | null }>(
        `SELECT count(*)::int AS count, min(created) AS oldest FROM notification_outbox
          WHERE channel = 'email' AND lower(recipient) = lower($1) AND subject = $2 AND created > $3`,
        [email, subject, since],
      );
      return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
    },
    /** The address asked for is the verified one already: any change in progress is dropped. */
    async dropEmailChange(id: string, q: Db): Promise<void> {
      await q.query(
        `UPDATE users SET pending_email = NULL, email_verification_code = NULL, email_verification_expiry = NULL, email_verification_attempts = 0
          WHERE id = $1 AND (pending_email IS NOT NULL OR email_verification_code IS NOT NULL)`,
        [id],
      );
    },
    /** A wrong code: counted; at the limit the code is dropped. Answers the attempts so far. */
    async recordWrongCode(id: string, maxAttempts: number, q: Db): Promise<number> {
      const [row] = await q.query<{ attempts: number }>(
        `UPDATE users SET email_verification_attempts = email_verification_attempts + 1,
                email_attempts_since = COALESCE(email_attempts_since, now()),
                email_verification_code = CASE WHEN email_verification_attempts + 1 >= $2 THEN NULL ELSE email_verification_code END,
                email_verification_expiry = CASE WHEN email_verification_attempts + 1 >= $2 THEN NULL ELSE email_verification_expiry END
          WHERE id = $1 RETURNING email_verification_attempts AS attempts`,
        [id, maxAttempts],
      );
      return Number(row!.attempts);
    },
    async confirmEmail(id: string, q: Db): Promise<UserRow> {
      const [row] = await q.query<UserRow>(
        `UPDATE users SET email = pending_email, email_verification = 'Verified', pending_email = NULL, email_verification_code = NULL,
                email_verification_expiry = NULL, email_verification_attempts = 0, email_attempts_since = NULL,
                version = version + 1, updated_date = now()
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [id],
      );
      return row!;
    },
  };
}
export type ProfileRepository = ReturnType<typeof profileRepository>;
