import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestScopedDb, RequestTx } from '../db/request-tx';
import { HttpError } from '../lib/http-error';
import { appPlugin } from '../lib/plugin';
import { errorAnswer } from './errors';

/** How long a key's first answer is kept, and the longest key (a uuid is 36). */
export const IDEMPOTENCY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX = 255;
/** Answers longer than this are not kept (a repeat then runs again): the api's writes answer a few KB. */
const KEPT_BODY_MAX = 1_000_000;

export const IDEMPOTENCY_MSG = {
  invalid: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX} visible characters (a uuid)`,
  mismatch: 'This Idempotency-Key was already used for another request: send a new key with a new request',
  inFlight: 'A request with this Idempotency-Key is still being processed: wait for its answer, then ask again',
} as const;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[\x21-\x7e]+$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The call's transaction (a write), and its key when it came with one. */
    writeTx: { rtx: RequestTx; key: { caller: string; key: string; hash: string } | null; replayed: boolean } | null;
  }
}

/** The report service (/api/...) answers reads sent as POST (a filter in a body): no transaction of the call, no key. */
const isWrite = (request: FastifyRequest) =>
  WRITES.has(request.method) && !(request.routeOptions.url ?? '').startsWith('/api/') && !request.routeOptions.config.ownTransaction;

/** What the key stands for: the method, the path as sent and the body (a CSV file's bytes; multipart: its type and length, read later). */
function requestHash(request: FastifyRequest): string {
  const h = createHash('sha256').update(`${request.method} ${request.url}\n`);
  const body = request.body;
  if (request.isMultipart?.()) h.update(`multipart ${request.headers['content-type'] ?? ''} ${request.headers['content-length'] ?? ''}`);
  else if (typeof body === 'string' || Buffer.isBuffer(body)) h.update(body);
  else h.update(JSON.stringify(body ?? null));
  return h.digest('base64url');
}

/**
 * Every write runs in one transaction of its own (db/request-tx), committed once its answer is
 * known: below 500 it is committed, from 500 on rolled back, so a 503 or a 504 promises that nothing
 * was done. A commit whose outcome is unknown answers 502.
 *
 * With an `Idempotency-Key` header, the caller's (the token's uid) first answer to that key is kept
 * in the same commit as the call's writes, for IDEMPOTENCY_TTL_HOURS: a repeat with the same key and
 * the same request answers it again (status and body, `Idempotency-Replayed: true`) and changes
 * nothing; the same key with another request answers 422; while the first is still running, 409
 * (an advisory lock held by its transaction; the database is shared by every replica). An answer
 * of 500 or more is not kept: nothing of that call was written, so the key may be sent again.
 */
export const idempotencyPlugin = appPlugin<{ scoped: RequestScopedDb; onCommit?: () => void }>(
  'fcs-idempotency',
  async (app, { scoped, onCommit }) => {
    app.decorateRequest('writeTx', null);

    app.addHook('preHandler', (request, reply, done) => {
      if (!isWrite(request)) return done();
      const rtx = scoped.begin();
      request.writeTx = { rtx, key: null, replayed: false };
      scoped.run(rtx, () => {
        claim(request, reply, rtx).then(
          (replayed) => {
            if (!replayed) done();
          },
          (e: unknown) => done(e as Error),
        );
      });
    });

    /** Looks the key up in the call's transaction: false to go on, true when it answered already. */
    async function claim(request: FastifyRequest, reply: FastifyReply, rtx: RequestTx): Promise<boolean> {
      const header = request.headers['idempotency-key'];
      if (header === undefined) return false;
      const key = Array.isArray(header) ? header[0]! : header;
      if (!key || key.length > IDEMPOTENCY_KEY_MAX || !KEY.test(key)) throw new HttpError(400, IDEMPOTENCY_MSG.invalid);
      const caller = request.principal?.uid ? `uid:${request.principal.uid}` : `ip:${request.ip}`;
      const hash = requestHash(request);
      const t = await rtx.db();
      const [lock] = await t.query<{ got: boolean }>('SELECT pg_try_advisory_xact_lock(hashtextextended($1, 727033)) AS got', [
        `${caller}\n${key}`,
      ]);
      if (!lock?.got) throw new HttpError(409, IDEMPOTENCY_MSG.inFlight);
      await t.query('DELETE FROM idempotency_keys WHERE caller = $1 AND key = $2 AND expires_at <= now()', [caller, key]);
      const [kept] = await t.query<{ request_hash: string; status: number; content_type: string | null; body: string }>(
        'SELECT request_hash, status, content_type, body FROM idempotency_keys WHERE caller = $1 AND key = $2',
        [caller, key],
      );
      if (kept && kept.request_hash !== hash) throw new HttpError(422, IDEMPOTENCY_MSG.mismatch);
      if (kept) {
        request.writeTx!.replayed = true;
        void reply
          .code(kept.status)
          .header('content-type', kept.content_type ?? 'application/json; charset=utf-8')
          .header('idempotency-replayed', 'true')
          .send(kept.body);
        return true;
      }
      request.writeTx!.key = { caller, key, hash };
      // Now and then, the expired keys of every caller go (a few at a time, on the index).
      if (Math.random() < 0.01)
        await t.query(
          'DELETE FROM idempotency_keys WHERE ctid = ANY (ARRAY(SELECT ctid FROM idempotency_keys WHERE expires_at <= now() LIMIT 500))',
        );
      return false;
    }

    app.addHook('onSend', async (request, reply, payload) => {
      const w = request.writeTx;
      if (!w || w.rtx.closed) return payload;
      const commit = reply.statusCode < 500;
      try {
        if (commit && w.key && !w.replayed && typeof payload === 'string' && payload.length <= KEPT_BODY_MAX) {
          const t = await w.rtx.db();
          const ct = reply.getHeader('content-type');
          await t.query(
            `INSERT INTO idempotency_keys (caller, key, request_hash, status, content_type, body, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(hours => $7)) ON CONFLICT DO NOTHING`,
            [w.key.caller, w.key.key, w.key.hash, reply.statusCode, typeof ct === 'string' ? ct : null, payload, IDEMPOTENCY_TTL_HOURS],
          );
        }
      } catch (e) {
        // The transaction failed under the call (a refused statement it answered as a 4xx): nothing
        // of it is kept, so nothing is remembered either; the answer stands.
        request.log.info({ err: e }, 'the call’s transaction could not keep its key: rolled back');
        await w.rtx.finish(false).catch(() => undefined);
        return payload;
      }
      try {
        await w.rtx.finish(commit);
        // A row read by another call between a write and this commit was the old one (the users cache).
        if (commit && w.rtx.started) onCommit?.();
        return payload;
      } catch (e) {
        const a = errorAnswer(e, request);
        void reply.code(a.code).headers(a.headers ?? {});
        reply.removeHeader('idempotency-replayed');
        return JSON.stringify({ status: 'Error', message: a.message });
      }
    });

    // Whatever happened (an answer never sent, a hook that threw), the transaction ends with the call.
    app.addHook('onResponse', async (request) => {
      const w = request.writeTx;
      if (w && !w.rtx.closed) await w.rtx.finish(false).catch(() => undefined);
    });
  },
);
