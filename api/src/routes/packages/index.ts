import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, packageSchema } from '@fcs/shared/contract';
import { forbidden, notFound } from '../lib/http-error';
import { ERROR_RESPONSES, ok } from '../lib/reply';
import { canRead, readScope } from '../policies/read-scopes';

export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/packages/:id',
    {
      schema: {
        tags: ['packages'],
        summary: 'One package with its status history and photo URLs (own packages for customers; any with pkg)',
        params: z.object({ id: z.string() }),
        response: { 200: envelopeSchema(packageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      readScope(request.principal, 'packages');
      const row = await app.repos.packages.findById(request.params.id);
      if (!row) throw notFound('Package not found');
      if (!canRead(request.principal, 'packages', row)) throw forbidden('You can only open your own packages');
      return ok(app.repos.packages.toPackage(row));
    },
  );
};
