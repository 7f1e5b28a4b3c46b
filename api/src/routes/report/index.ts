import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dropoffSchema,
  envelopeSchema,
  invoiceRowSchema,
  packageSchema,
  pickupSchema,
  REPORT_TABLE_NAMES,
  reportQuerySchema,
  type ReadScope,
  type ReportQueryBody,
  type ReportTable,
} from '@fcs/shared/contract';
import { redact, scopeOf } from '../../lib/read-access';
import { ERROR_RESPONSES, ok } from '../../lib/reply';

const params = z.object({ table: z.enum(REPORT_TABLE_NAMES as [ReportTable, ...ReportTable[]]) });

/** One reader per report object: its rows and its count, always within the caller's scope. */
interface TableReader {
  list(q: ReportQueryBody, scope: ReadScope): Promise<object[]>;
  count(q: Pick<ReportQueryBody, 'filters'>, scope: ReadScope): Promise<number>;
}

/** Each table's rows, for the serializer and the OpenAPI document. */
const row = z.union([packageSchema, pickupSchema, invoiceRowSchema, dropoffSchema]);

/**
 * The report service (spec 1 §7) under /api: whitelisted fields, filters and sorts; the caller's
 * scope (the contract's read rules: staff of the table read all, a customer their own rows, a
 * driver the pickups assigned to them; `view` narrows it) is added here whatever the query says,
 * and other people's fields the caller has no right to are null.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const readers: Record<ReportTable, TableReader> = {
    packages: app.repos.packages,
    dropoffs: app.repos.dropoffs,
    pickups: app.repos.pickups,
    invoices: app.repos.invoices,
  };

  app.post(
    '/api/data/:table',
    {
      schema: {
        tags: ['report service'],
        summary:
          'Rows of a table: filters {field, compare, value} or {or_group, filters}, sorts "field asc|desc", limit, offset; view "mine" (own rows) or "assigned" (Collect)',
        params,
        body: reportQuerySchema,
        response: { 200: envelopeSchema(z.array(row)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { table } = request.params;
      const scope = scopeOf(request.principal, table, request.body.view);
      const rows = await readers[table].list(request.body, scope);
      return ok(rows.map((r) => redact(request.principal, table, r)) as z.infer<typeof row>[]);
    },
  );

  app.post(
    '/api/row/:table',
    {
      schema: {
        tags: ['report service'],
        summary: 'How many rows the same query matches (data is the count)',
        params,
        body: reportQuerySchema,
        response: { 200: envelopeSchema(z.number().int()), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { table } = request.params;
      return ok(await readers[table].count(request.body, scopeOf(request.principal, table, request.body.view)));
    },
  );
};
export default routes;
