import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  dropoffSchema,
  envelopeSchema,
  invoiceRowSchema,
  MAX_QUERY_LIMIT,
  packageSchema,
  pickupSchema,
  REPORT_TABLES,
  reportQuerySchema,
  type ReportTable,
} from '@fcs/shared/contract';
import { ERROR_RESPONSES, ok } from '../lib/reply';
import { readScope, type ReadScope } from '../policies/read-scopes';
import { invoicesRepository } from '../repositories/invoices-repository';
import { pickupsRepository } from '../repositories/pickups-repository';

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
type Query = z.output<typeof body>;

/** One reader per whitelisted table: its rows and its count, always within the caller's scope. */
interface TableReader {
  list(q: Query, scope: ReadScope): Promise<unknown[]>;
  count(q: Pick<Query, 'filters'>, scope: ReadScope): Promise<number>;
}

/** Each table's rows, for the serializer and the OpenAPI document. */
const row = z.union([packageSchema, pickupSchema, invoiceRowSchema, dropoffSchema]);

/**
 * The report service (spec 1 §7) under /api: whitelisted fields, filters and sorts; the caller's
 * scope (policies/read-scopes: staff of the table read all, a joined customer their own rows) is
 * added here whatever the query says.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers: Record<ReportTable, TableReader> = {
    packages: app.repos.packages,
    dropoffs: app.repos.dropoffs,
    pickups: pickupsRepository(app.db, app.config.publicUrl),
    invoices: invoicesRepository(app.db),
  };

  app.post(
    '/api/data/:table',
    {
      schema: {
        tags: ['report service'],
        summary: 'Rows of a table: filters {field, compare, value} or {or_group, filters}, sorts "field asc|desc", limit, offset',
        params,
        body,
        response: { 200: envelopeSchema(z.array(row)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { table } = request.params;
      const scope = readScope(request.principal, table);
      return ok((await readers[table].list(request.body, scope)) as z.infer<typeof row>[]);
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
      const { table } = request.params;
      return ok(await readers[table].count(request.body, readScope(request.principal, table)));
    },
  );
};
