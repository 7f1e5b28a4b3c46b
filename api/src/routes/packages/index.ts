import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, packageSchema } from '@fcs/shared/contract';
import { readable, redact } from '../../lib/read-access';
import { ERROR_RESPONSES, ok } from '../../lib/reply';

export const PACKAGE_NOT_FOUND = 'Package not found';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/packages/:id',
    {
      schema: {
        tags: ['packages'],
        summary:
          'One package with its status history and photo URLs (a customer: their own, without the other party’s details; pkg: any; another’s answers 404)',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: envelopeSchema(packageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = readable(request.principal, 'packages', await app.repos.packages.findById(request.params.id), PACKAGE_NOT_FOUND);
      return ok(redact(request.principal, 'packages', app.repos.packages.toPackage(row)));
    },
  );
};
export default routes;
