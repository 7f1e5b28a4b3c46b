import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, MSG, profileLanguageSchema, profileUpdateSchema, userSchema } from '@fcs/shared/contract';
import { notFound } from '../../lib/http-error';
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

  app.put(
    '/profile/language',
    {
      schema: {
        tags: ['users'],
        summary:
          'Keep the portal’s language (en or my) with the caller’s profile: it follows them to another browser, and their notices go out in it',
        body: profileLanguageSchema,
        response: { 200: envelopeSchema(userSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user, uid } = request.principal;
      const me = user ?? (uid ? await app.repos.users.findByAuthUid(uid) : null);
      if (!me) throw notFound('There is no customer record for this sign-in yet');
      const row = await app.db.tx((t) => profiles.updateLanguage(me.id, request.body.language, t));
      return ok(toUser(row));
    },
  );
};
export default routes;
