import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { RateLimit } from '../config';
import { HttpError } from '../lib/http-error';
import { inWords } from '../lib/in-words';
import { appPlugin } from '../lib/plugin';

/** Throttles keyed by the client's address (public reads) or by the signed-in user (uploads, e-mail codes). */
export const byAddress = (limit: RateLimit) => ({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (r: FastifyRequest) => r.ip });
export const byUser = (limit: RateLimit) => ({
  max: limit.max,
  timeWindow: limit.windowMs,
  keyGenerator: (r: FastifyRequest) => r.principal?.uid ?? r.ip,
});

/**
 * What browsers and clients are told: CORS from the configured allow-list ('*' only in
 * development), `nosniff` on every answer (files included: an image that also parses as HTML is
 * never run as a page), `no-store` on everything a token reads (personal data), and the throttles
 * that routes opt into with `config.rateLimit` (429 with the time to wait).
 */
export const securityPlugin = appPlugin('fcs-security', async (app) => {
  const origins = app.config.corsOrigins;
  await app.register(cors, {
    origin: origins === '*' ? '*' : (origin, cb) => cb(null, !origin || origins.includes(origin)),
    allowedHeaders: ['Content-Type', 'Token', 'Project-ID'],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: false,
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
