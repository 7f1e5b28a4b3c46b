import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, MSG, userSchema } from '@fcs/shared/contract';
import { claimsFor } from '../../identity/identity';
import { conflict } from '../../lib/http-error';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { byAddress } from '../../plugins/security';
import { toUser } from '../../repositories/users-repository';

const invitationSchema = z.object({
  invited: z.boolean(),
  /** The claims were re-applied: the client refreshes its token to see them. */
  refresh: z.boolean().optional(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/check_invitation',
    {
      config: { rateLimit: byAddress(app.config.rateLimits.publicRead) },
      schema: {
        tags: ['invitations'],
        summary: 'Is the signed-in phone number invited? Re-applies missing claims of a joined user.',
        response: { 200: envelopeSchema(invitationSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { phone, uid, cid } = request.principal;
      if (!phone || !uid) return ok({ invited: false });
      const user = await app.repos.users.findByPhone(phone);
      if (!user) return ok({ invited: false });
      if (user.status === 'invited') return ok({ invited: true });
      if (user.status === 'joined' && user.enabled && cid !== user.id) {
        // Joined in the database but the token lacks the claims (a new sign-in identity for the
        // same phone): link it and set them again; the client refreshes its token.
        await app.db.tx(async (t) => {
          await app.repos.users.linkAuthUid(user.id, uid, t);
          await app.identity.setClaims(uid, claimsFor(user));
        });
        return ok({ invited: false, refresh: true });
      }
      return ok({ invited: false });
    },
  );

  app.post(
    '/join_invite',
    {
      schema: {
        tags: ['invitations'],
        summary: 'The invited user with the token’s phone number joins (idempotent once joined); no body',
        response: { 200: envelopeSchema(userSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { phone, uid } = request.principal;
      if (!phone || !uid) throw conflict('Your sign-in has no phone number, so there is no invitation to join');
      const user = await app.db.tx(async (t) => {
        const row = await app.repos.users.findByPhoneForUpdate(phone, t);
        if (!row || !row.enabled || (row.status !== 'invited' && row.status !== 'joined')) {
          throw conflict('There is no invitation for this phone number');
        }
        let joined = row;
        if (row.status === 'invited') joined = await app.repos.users.join(row.id, uid, t);
        else await app.repos.users.linkAuthUid(row.id, uid, t);
        // Inside the transaction: when the claims cannot be set, the join is rolled back.
        await app.identity.setClaims(uid, claimsFor(joined));
        return joined;
      });
      return ok(toUser(user), MSG.joinInvited);
    },
  );
};
export default routes;
