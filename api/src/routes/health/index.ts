import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '@fcs/shared/contract';
import { HttpError } from '../../lib/http-error';
import { ok } from '../../lib/reply';

/** The readiness probe waits at most this long for the database's answer. */
const READY_TIMEOUT_MS = 2_000;

/**
 * /health is liveness: the process answers (a supervisor restarts it when it does not), with the
 * database's state for a person reading it. /ready is readiness: 503 while the database cannot be reached or the process is draining
 * after SIGTERM, so that the load balancer sends calls elsewhere without restarting anything.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      // Probes come every second or so from each checker: only failures are worth a log line.
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers, 200 whether or not its database does (db: ok or unavailable; no headers needed)',
        security: [],
        response: { 200: envelopeSchema(z.object({ db: z.string() })) },
      },
    },
    // Never 503 for the database: a liveness probe that failed with it would restart every replica at once.
    async () =>
      ok({
        db: await app.db.query('SELECT 1').then(
          () => 'ok',
          () => 'unavailable',
        ),
      }),
  );

  app.get(
    '/ready',
    {
      config: { public: true },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 when this replica should take calls; 503 while its database is unreachable or it is draining (no headers needed)',
        security: [],
        response: { 200: envelopeSchema(z.object({ db: z.string() })), 503: errorEnvelopeSchema },
      },
    },
    async () => {
      if (app.lifecycle.draining) throw new HttpError(503, 'Draining: this replica is shutting down');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new HttpError(503, 'The database did not answer in time')), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([app.db.query('SELECT 1'), late]);
      } catch (e) {
        throw e instanceof HttpError ? e : new HttpError(503, 'The database is not available');
      } finally {
        clearTimeout(timer);
      }
      return ok({ db: 'ok' });
    },
  );
};
export default routes;
