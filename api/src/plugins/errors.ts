import type { FastifyError } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { DatabaseUnreachable, isDatabaseUnavailable } from '../db/db';
import { constraintAnswer } from '../lib/constraints';
import { HttpError } from '../lib/http-error';
import { appPlugin } from '../lib/plugin';

/** PostgreSQL's query_canceled (57014): a statement timeout or a cancel. */
const isCanceledQuery = (e: unknown) => (e as { code?: unknown }).code === '57014' || (e instanceof Error && e.name === 'QueryCanceled');

/** The README's words for a database that is away (503) and for a statement that ran too long (504). */
export const UNAVAILABLE_MESSAGE = 'The database is not available at the moment: try again in a few seconds';
export const TIMEOUT_MESSAGE = 'The database took too long to answer: try again, or narrow the filters';

/**
 * The one error handler: every failure is `{status: "Error", message}` with its HTTP code. Bad input
 * arrives here as the validator's 400 (lib/validator); anything unexpected is logged with the request
 * id and answered without details.
 */
export const errorsPlugin = appPlugin('fcs-errors', async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ status: 'Error', message: error.message });
    const raced = constraintAnswer(error);
    if (raced) {
      request.log.info({ err: { message: error.message, code: (error as { code?: unknown }).code } }, 'lost a race to a constraint');
      return reply.code(raced.statusCode).send({ status: 'Error', message: raced.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response does not match its schema');
      return reply.code(500).send({ status: 'Error', message: 'Something went wrong on our side' });
    }
    if (isCanceledQuery(error)) {
      // The statement timeout, or the client went away (then nobody reads the answer). 504, never
      // 503: a load balancer must not send a call that was too slow to every other replica.
      request.log.warn({ err: error }, 'query canceled');
      return reply.code(504).send({ status: 'Error', message: TIMEOUT_MESSAGE });
    }
    if (isDatabaseUnavailable(error)) {
      // A restart, a failover, a refused or hanging connect: nothing of the call was written (one
      // transaction per call); the client, or the load balancer, may simply try again.
      const code = (error as { code?: unknown }).code;
      if (error instanceof DatabaseUnreachable && error.credentialsRefused) {
        request.log.error({ err: { message: error.message, code } }, 'the database refused the password: DATABASE_URL has old credentials');
      } else request.log.warn({ err: { message: error.message, code } }, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send({ status: 'Error', message: UNAVAILABLE_MESSAGE });
    }
    // A body over the route's limit: the route may say what to do about it (an import file).
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const message = (request.routeOptions.config as { tooLarge?: string }).tooLarge ?? 'The request is too large';
      return reply.code(413).send({ status: 'Error', message });
    }
    const code = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (code >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ status: 'Error', message: 'Something went wrong on our side' });
    }
    return reply.code(code).send({ status: 'Error', message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ status: 'Error', message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
});
