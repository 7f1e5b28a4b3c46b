import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerHitSchema, decodeSearch, envelopeSchema, ftsParamsSchema, staffSchema } from '@fcs/shared/contract';
import { ERROR_RESPONSES, ok } from '../../lib/reply';

/**
 * The people pickers of the staff screens: the staff list (Received By, pickup staff) and the
 * customer search. Who may call them is the contract's endpoint table (df or pku; df, pku, cu or inv).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    {
      schema: {
        tags: ['users'],
        summary: 'Staff members (users with is_employee) as {id, user_name}, by name; for df or pku',
        response: { 200: envelopeSchema(z.array(staffSchema)), ...ERROR_RESPONSES },
      },
    },
    async () => ok(await app.repos.directory.staff()),
  );

  app.get(
    '/api/fts/users/:term/:limit',
    {
      schema: {
        tags: ['report service'],
        summary:
          'Customer search for df, pku, cu or inv: customers (not employees, not disabled) whose FCS ID, name or phone contain every word of the term (base64, then URL-encoded); at most 10',
        params: ftsParamsSchema,
        response: { 200: envelopeSchema(z.array(customerHitSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      return ok(await app.repos.directory.searchCustomers(decodeSearch(request.params.term), request.params.limit));
    },
  );
};
export default routes;
