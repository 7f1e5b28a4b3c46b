import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CUSTOMER_SEARCH_PRIVILEGES,
  customerHitSchema,
  decodeSearch,
  DROPOFF_MSG,
  envelopeSchema,
  FTS_LIMIT,
  STAFF_LIST_PRIVILEGES,
  staffSchema,
} from '@fcs/shared/contract';
import { ERROR_RESPONSES, ok } from '../lib/reply';
import { requireAnyPrivilege } from '../policies/dropoffs-policy';

/** The people pickers of the staff screens: the staff list (Received By) and the customer search. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    {
      schema: {
        tags: ['users'],
        summary: 'Staff members (users with is_employee) as {id, user_name}, by name; for df or pku',
        response: { 200: envelopeSchema(z.array(staffSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireAnyPrivilege(request.principal, STAFF_LIST_PRIVILEGES, DROPOFF_MSG.staffListPrivilege);
      return ok(await app.repos.directory.staff());
    },
  );

  app.get(
    '/api/fts/users/:term/:limit',
    {
      schema: {
        tags: ['report service'],
        summary:
          'Customer search for df, pku or cu: customers (not employees, not disabled) whose FCS ID, name or phone contain every word of the term (base64, then URL-encoded); at most 10',
        params: z.object({
          term: z.string(),
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .transform((n) => Math.min(n, FTS_LIMIT)),
        }),
        response: { 200: envelopeSchema(z.array(customerHitSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireAnyPrivilege(request.principal, CUSTOMER_SEARCH_PRIVILEGES, DROPOFF_MSG.customerSearchPrivilege);
      return ok(await app.repos.directory.searchCustomers(decodeSearch(request.params.term), request.params.limit));
    },
  );
};
