import type { FastifyError, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { CommitUnknown, DatabaseUnreachable, isDatabaseUnavailable } from '../db/db';
import { constraintAnswer } from '../lib/constraints';
import { HttpError } from '../lib/http-error';
import { appPlugin } from '../lib/plugin';

/** PostgreSQL's query_canceled (57014): a statement timeout or a cancel. */
const isCanceledQuery = (e: unknown) => (e as { code?: unknown }).code === '57014' || (e instanceof Error && e.name === 'QueryCanceled');

/** The README's words for a database that is away (503), a statement that ran too long (504), a commit whose outcome is unknown (502). */
export const UNAVAILABLE_MESSAGE = 'The database is not available at the moment: try again in a few seconds';
export const TIMEOUT_MESSAGE = 'The database took too long to answer: try again, or narrow the filters';
export const COMMIT_UNKNOWN_MESSAGE =
  'The connection to the database was lost while saving: it may or may not have been saved. Check before trying again, or try again with the same Idempotency-Key';

export interface ErrorAnswer {
  code: number;
  message: string;
  headers?: Record<string, string>;
}

/**
 * What a failure answers, by what it promises about the call (the load balancer retries on that,
 * README "Operating it"): 503 only when nothing was done (the database was away before the call's
 * transaction committed; draining answers 503 in /ready); 504 for a statement that ran too long
 * (never retried: it would be as slow elsewhere); 502 when a commit's outcome is unknown.
 */
export function errorAnswer(error: unknown, request: FastifyRequest): ErrorAnswer {
  if (error instanceof HttpError) return { code: error.statusCode, message: error.message };
  const raced = constraintAnswer(error);
  if (raced) {
    request.log.info(
      { err: { message: (error as Error).message, code: (error as { code?: unknown }).code } },
      'lost a race to a constraint',
    );
    return { code: raced.statusCode, message: raced.message };
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause }, 'response does not match its schema');
    return { code: 500, message: 'Something went wrong on our side' };
  }
  if (isCanceledQuery(error)) {
    // The statement timeout, or the client went away (then nobody reads the answer).
    request.log.warn({ err: error }, 'query canceled');
    return { code: 504, message: TIMEOUT_MESSAGE };
  }
  const code = (error as { code?: unknown }).code;
  if (error instanceof CommitUnknown) {
    request.log.error({ err: { message: error.message, code } }, 'commit outcome unknown');
    return { code: 502, message: COMMIT_UNKNOWN_MESSAGE };
  }
  if (isDatabaseUnavailable(error)) {
    // A restart, a failover, a refused or hanging connect: nothing of the call was written (one
    // transaction per call); the client, or the load balancer, may simply try again.
    const message = (error as Error).message;
    if (error instanceof DatabaseUnreachable && error.credentialsRefused) {
      request.log.error({ err: { message, code } }, 'the database refused the password: DATABASE_URL has old credentials');
    } else request.log.warn({ err: { message, code } }, 'database unavailable');
    return { code: 503, message: UNAVAILABLE_MESSAGE, headers: { 'Retry-After': '5' } };
  }
  const fe = error as FastifyError;
  // A body over the route's limit: the route may say what to do about it (an import file).
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const message = (request.routeOptions.config as { tooLarge?: string }).tooLarge ?? 'The request is too large';
    return { code: 413, message };
  }
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return { code: 500, message: 'Something went wrong on our side' };
  }
  return { code: status, message: fe.message };
}

/**
 * The one error handler: every failure is `{status: "Error", message}` with its HTTP code. Bad input
 * arrives here as the validator's 400 (lib/validator); anything unexpected is logged with the request
 * id and answered without details.
 */
export const errorsPlugin = appPlugin('fcs-errors', async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const a = errorAnswer(error, request);
    return reply
      .code(a.code)
      .headers(a.headers ?? {})
      .send({ status: 'Error', message: a.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ status: 'Error', message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
});
