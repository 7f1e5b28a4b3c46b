import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, userSchema } from '@fcs/shared/contract';
import { notFound } from '../../lib/http-error';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { toUser } from '../../repositories/users-repository';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The caller’s own user record',
        response: { 200: envelopeSchema(userSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user, uid } = request.principal;
      const row = user ?? (uid ? await app.repos.users.findByAuthUid(uid) : null);
      if (!row) throw notFound('There is no customer record for this sign-in yet');
      return ok(toUser(row));
    },
  );
};
export default routes;
