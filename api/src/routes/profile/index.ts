import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, MSG, profileUpdateSchema, userSchema } from '@fcs/shared/contract';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { toUser } from '../../repositories/users-repository';

/** My Profile (spec 2 §2): the caller changes their own name; the phone number is the sign-in's and stays. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.repos.profile;

  app.put(
    '/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the caller’s name (trimmed, 1 to 100 characters). Answers the user record.',
        body: profileUpdateSchema,
        response: { 200: envelopeSchema(userSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = await app.db.tx((t) => profiles.updateName(request.principal.cid!, request.body.user_name, t));
      return ok(toUser(row), MSG.updatedProfile);
    },
  );
};
export default routes;
