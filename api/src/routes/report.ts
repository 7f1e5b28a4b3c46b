import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  envelopeSchema,
  MAX_QUERY_LIMIT,
  packageSchema,
  REPORT_TABLES,
  reportQuerySchema,
  type ReportTable,
} from '@fcs/shared/contract';
import { ERROR_RESPONSES, ok } from '../lib/reply';
import { packageScope } from '../policies/packages-policy';

const tables = Object.keys(REPORT_TABLES) as [ReportTable, ...ReportTable[]];
const params = z.object({ table: z.enum(tables) });

/** The contract's query, but a limit above the cap is capped rather than refused. */
const body = reportQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_QUERY_LIMIT))
    .describe(`Rows per call; capped at ${MAX_QUERY_LIMIT}`),
});

/** The report service (spec 1 §7) under /api: whitelisted fields, filters and sorts; the customer scope added here. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/data/:table',
    {
      schema: {
        tags: ['report service'],
        summary: 'Rows of a table: filters {field, compare, value} or {or_group, filters}, sorts "field asc|desc", limit, offset',
        params,
        body,
        response: { 200: envelopeSchema(z.array(packageSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const scope = packageScope(request.principal);
      const rows = await app.repos.packages.list(request.body, scope.all ? null : scope.cid);
      return ok(rows);
    },
  );

  app.post(
    '/api/row/:table',
    {
      schema: {
        tags: ['report service'],
        summary: 'How many rows the same query matches (data is the count)',
        params,
        body,
        response: { 200: envelopeSchema(z.number().int()), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const scope = packageScope(request.principal);
      return ok(await app.repos.packages.count(request.body, scope.all ? null : scope.cid));
    },
  );
};
