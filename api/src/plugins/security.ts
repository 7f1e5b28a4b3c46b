import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimit } from '../config';
import { HttpError } from '../lib/http-error';
import { throttleKeyOf } from '../lib/client-address';
import { inWords } from '../lib/in-words';
import { appPlugin } from '../lib/plugin';
import type { Db } from '../db/db';
import { sharedThrottleStore } from './throttle-store';

/**
 * Throttles keyed by the client's address (an IPv6 one by its /64; public reads: counted locally and summed across the
 * replicas every second, no database round trip on the call) or by the signed-in user (uploads,
 * e-mail codes: counted in the database on every call, exact across replicas). throttle-store.ts.
 */
export const byAddress = (limit: RateLimit) => ({
  max: limit.max,
  timeWindow: limit.windowMs,
  keyGenerator: (r: FastifyRequest) => throttleKeyOf(r.ip),
  shared: 'batched' as const,
});
export const byUser = (limit: RateLimit) => ({
  max: limit.max,
  timeWindow: limit.windowMs,
  keyGenerator: (r: FastifyRequest) => r.principal?.uid ?? throttleKeyOf(r.ip),
  shared: 'strict' as const,
});

/**
 * Where the throttles count, shared by every replica: PostgreSQL (throttle-store.ts), or Redis when
 * REDIS_URL is set (the plugin's own Redis store: one Redis round trip per throttled call; when
 * Redis cannot be reached the calls pass, the e-mail code's own cooldown and caps still hold).
 */
async function throttleCounters(app: FastifyInstance, db: Db) {
  if (app.config.redisUrl) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(app.config.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: false });
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis (throttles) unavailable'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
    return { redis, nameSpace: 'fcs-throttle:', skipOnError: true };
  }
  const counters = sharedThrottleStore(db);
  app.addHook('onClose', async () => counters.stop());
  return { store: counters.Store as never };
}

/**
 * What browsers and clients are told: CORS from the configured allow-list ('*' only in
 * development), `nosniff` on every answer (files included: an image that also parses as HTML is
 * never run as a page), `no-store` on everything a token reads (personal data), and the throttles
 * that routes opt into with `config.rateLimit` (429 with the time to wait), counted across replicas.
 */
export const securityPlugin = appPlugin<{ db: Db }>('fcs-security', async (app, { db }) => {
  const origins = app.config.corsOrigins;
  await app.register(cors, {
    origin: origins === '*' ? '*' : (origin, cb) => cb(null, !origin || origins.includes(origin)),
    allowedHeaders: ['Content-Type', 'Token', 'Project-ID', 'Idempotency-Key'],
    exposedHeaders: ['Idempotency-Replayed'],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: false,
    ...(await throttleCounters(app, db)),
    onExceeded: (request) => app.throttleRefused(request.routeOptions.url ?? 'unknown'),
    // After the auth hook, so that a user's throttle knows the user.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many requests: try again in ${inWords(context.ttl)}`),
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (request.url === '/docs' || request.url.startsWith('/docs/')) reply.header('X-Frame-Options', 'DENY');
    if (!reply.hasHeader('Cache-Control') && request.headers.token) reply.header('Cache-Control', 'no-store');
  });
});
