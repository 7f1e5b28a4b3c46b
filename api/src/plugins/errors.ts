import type { FastifyError } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/db';
import { constraintAnswer } from '../lib/constraints';
import { HttpError } from '../lib/http-error';
import { appPlugin } from '../lib/plugin';

/** PostgreSQL's query_canceled (57014): a statement timeout or a cancel. */
const isCanceledQuery = (e: unknown) => (e as { code?: unknown }).code === '57014' || (e instanceof Error && e.name === 'QueryCanceled');

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
      // The statement timeout, or the client went away (then nobody reads the answer).
      request.log.warn({ err: error }, 'query canceled');
      return reply.code(503).send({ status: 'Error', message: 'The database took too long to answer: try again, or narrow the filters' });
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or a failover: nothing of the call was written; the client may simply retry.
      request.log.warn({ err: { message: error.message, code: (error as { code?: unknown }).code } }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send({ status: 'Error', message: 'The database is not available at the moment: try again in a few seconds' });
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
