import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_CODE_DIGITS,
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_MINUTES,
  EMAIL_UNVERIFIED,
  EMAIL_VERIFIED,
  emailUpdateResultSchema,
  emailUpdateSchema,
  emailVerificationSchema,
  envelopeSchema,
  MSG,
  PROFILE_MSG,
  userSchema,
  type EmailUpdateResult,
} from '@fcs/shared/contract';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { byUser } from '../../plugins/security';
import { outboxRepository, type OutboxMessage } from '../../repositories/outbox-repository';
import { codeMatches, hashCode, type EmailChangeState } from '../../repositories/profile-repository';
import type { Db } from '../../db/db';
import { inWords } from '../../lib/in-words';
import { toUser, type UserRow } from '../../repositories/users-repository';

const sameAddress = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/** Wrong codes count for a day, across re-sent codes. */
const WRONG_CODES_WINDOW_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;
const msSince = (at: Date | string | null) => (at ? Date.now() - new Date(at).getTime() : Infinity);

export function codeEmail(recipient: string, code: string, relatedId: string): OutboxMessage {
  return {
    channel: 'email',
    recipient,
    subject: PROFILE_MSG.codeSubject,
    body: `Your FCS verification code is ${code}.\n\nEnter it in the portal to confirm this email address. It expires in ${EMAIL_CODE_TTL_MINUTES} minutes.\nIf you did not ask for it, ignore this email.`,
    related_id: relatedId,
  };
}

/**
 * The e-mail change (spec 2 §4, §7): the caller asks for a new address, a 6-digit code valid for
 * 15 minutes is e-mailed to it through the outbox (in the same transaction), and the address is
 * used once the code is confirmed. A wrong or expired code changes nothing; after 5 wrong codes the
 * code stops working (429).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.repos.profile;

  /**
   * May a new code be sent now? 429 with the wait: a cooldown per user, a cap per address (whoever
   * asks), and five wrong codes lock the change for a day however many codes are asked for. Answers
   * whether the wrong codes counted so far are old enough to be forgotten.
   */
  async function throttle(t: Db, state: EmailChangeState, email: string): Promise<boolean> {
    const cooldown = app.config.emailCodeCooldownSeconds * 1000 - msSince(state.email_code_sent_at);
    if (cooldown > 0) throw new HttpError(429, `A code was sent a moment ago: try again in ${inWords(cooldown)}`);
    const windowOver = msSince(state.email_attempts_since) >= WRONG_CODES_WINDOW_MS;
    if (!windowOver && state.email_verification_attempts >= EMAIL_CODE_MAX_ATTEMPTS) {
      throw new HttpError(
        429,
        `Too many wrong codes: try again in ${inWords(WRONG_CODES_WINDOW_MS - msSince(state.email_attempts_since))}`,
      );
    }
    const sent = await profiles.codesSentTo(email, new Date(Date.now() - HOUR_MS), PROFILE_MSG.codeSubject, t);
    if (sent.count >= app.config.emailCodesPerAddressPerHour) {
      throw new HttpError(429, `Too many codes were sent to this address: try again in ${inWords(HOUR_MS - msSince(sent.oldest))}`);
    }
    return windowOver;
  }
  const ERRORS = { ...ERROR_RESPONSES, 429: ERROR_RESPONSES[400] };

  app.put(
    '/update_email',
    {
      config: { rateLimit: byUser(app.config.rateLimits.emailCode) },
      schema: {
        tags: ['users'],
        summary:
          'Ask for a new e-mail address (id: the caller’s users.id). data.email_verification is Verified when it is the verified address already (nothing to do); otherwise Unverified and a code was e-mailed.',
        body: emailUpdateSchema,
        response: { 200: envelopeSchema(emailUpdateResultSchema), ...ERRORS },
      },
    },
    async (request) => {
      const cid = request.principal.cid!;
      const { id, email } = request.body;
      if (id !== cid) throw notFound(PROFILE_MSG.userNotFound);
      const { result, queued } = await app.db.tx(async (t) => {
        const state = (await profiles.lockEmailState(cid, t))!;
        if (state.email_verification === EMAIL_VERIFIED && sameAddress(state.email, email)) {
          await profiles.dropEmailChange(cid, t);
          const verified: EmailUpdateResult = { id: cid, email: state.email!, email_verification: EMAIL_VERIFIED, code_expires_at: null };
          return { result: verified, queued: null };
        }
        const resetAttempts = await throttle(t, state, email);
        const code = String(randomInt(0, 10 ** EMAIL_CODE_DIGITS)).padStart(EMAIL_CODE_DIGITS, '0');
        const expiry = new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000);
        await profiles.startEmailChange(cid, email, hashCode(cid, code), expiry, resetAttempts, t);
        const message = codeEmail(email, code, cid);
        await outboxRepository.enqueue(t, message);
        const pending: EmailUpdateResult = { id: cid, email, email_verification: EMAIL_UNVERIFIED, code_expires_at: expiry.toISOString() };
        return { result: pending, queued: message };
      });
      if (queued) {
        // Locally nothing leaves the machine: the log, GET /dev/outbox and the SMTP catcher are where the developer reads the code.
        const dev = Boolean(app.config.authEmulatorHost);
        request.log.info(
          { channel: queued.channel, recipient: queued.recipient, subject: queued.subject, ...(dev ? { body: queued.body } : {}) },
          'notification queued',
        );
      }
      return ok(result, MSG.updatedEmail);
    },
  );

  app.put(
    '/update_email_verification',
    {
      schema: {
        tags: ['users'],
        summary:
          'Confirm the new e-mail address with the code sent to it: the address becomes the user’s, Verified. Wrong code 400, expired 400, too many wrong codes 429; nothing changes on failure. Answers the user record.',
        body: emailVerificationSchema,
        response: { 200: envelopeSchema(userSchema), ...ERRORS },
      },
    },
    async (request) => {
      const cid = request.principal.cid!;
      const { id, email, email_verification_code: code } = request.body;
      if (id !== cid) throw notFound(PROFILE_MSG.userNotFound);
      // A wrong code is counted even though the call fails: the transaction commits, then the refusal is thrown.
      const outcome = await app.db.tx(async (t): Promise<{ user: UserRow } | { refusal: HttpError }> => {
        const state = (await profiles.lockEmailState(cid, t))!;
        if (!state.email_verification_code || !state.pending_email) return { refusal: badRequest(PROFILE_MSG.codeMissing) };
        if (!sameAddress(state.pending_email, email)) return { refusal: badRequest(PROFILE_MSG.codeOtherEmail) };
        const expiry = state.email_verification_expiry ? new Date(state.email_verification_expiry).getTime() : 0;
        if (expiry <= Date.now()) return { refusal: badRequest(PROFILE_MSG.codeExpired) };
        if (!codeMatches(cid, code, state.email_verification_code)) {
          const attempts = await profiles.recordWrongCode(cid, EMAIL_CODE_MAX_ATTEMPTS, t);
          return {
            refusal:
              attempts >= EMAIL_CODE_MAX_ATTEMPTS ? new HttpError(429, PROFILE_MSG.codeTooManyTries) : badRequest(PROFILE_MSG.codeWrong),
          };
        }
        return { user: await profiles.confirmEmail(cid, t) };
      });
      if ('refusal' in outcome) throw outcome.refusal;
      return ok(toUser(outcome.user), MSG.updatedVerificationEmail);
    },
  );
};
export default routes;
