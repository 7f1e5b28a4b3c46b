import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@fcs/shared/contract';
import { ok } from '../../lib/reply';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check (no headers needed)',
        security: [],
        response: { 200: envelopeSchema(z.object({ db: z.string() })) },
      },
    },
    async () => {
      await app.db.query('SELECT 1');
      return ok({ db: 'ok' });
    },
  );
};
export default routes;
