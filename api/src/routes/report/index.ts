import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEntrySchema,
  dropoffSchema,
  envelopeSchema,
  invoiceRowSchema,
  packageSchema,
  pickupSchema,
  REPORT_TABLE_NAMES,
  type ReportTable,
  reportQuerySchema,
  userSchema,
} from '@fcs/shared/contract';
import type { FastifyReply } from 'fastify';
import { redact, scopeOf } from '../../lib/read-access';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { assertVisible, reportReaders } from '../../report/report-objects';

const params = z.object({ table: z.enum(REPORT_TABLE_NAMES as [ReportTable, ...ReportTable[]]) });

/**
 * Each table's rows (only the asked fields). Strict: a field the table does not have is never
 * written, and in the union of the OpenAPI document a row is kept whole by the member that holds
 * all its fields, never cut to another's.
 */
const ROWS = {
  packages: z.strictObject(packageSchema.partial().shape),
  pickups: z.strictObject(pickupSchema.partial().shape),
  invoices: z.strictObject(invoiceRowSchema.partial().shape),
  dropoffs: z.strictObject(dropoffSchema.partial().shape),
  users: z.strictObject(userSchema.partial().shape),
  audit_log: z.strictObject(auditEntrySchema.partial().shape),
} satisfies Record<ReportTable, z.ZodType>;
const row = z.union(Object.values(ROWS));
const cursorsSchema = z.object({ first: z.string().nullable(), last: z.string().nullable() });
const pageSchema = <R extends z.ZodType>(rows: R) =>
  envelopeSchema(z.array(rows)).extend({
    cursors: cursorsSchema,
    position: z
      .enum(['exact', 'about'])
      .describe('about: a far page of a whole table, placed by the statistics (it starts about `offset` rows in)'),
  });

/**
 * A page is written with its own table's row schema, not the union's: the union tries its members
 * in turn, and a drop-off's page paid for failing three of them on every row (0.2 ms a page).
 * Compiled by the app's own serializer compiler (reply.compileSerializationSchema, once per schema).
 */
const PAGES = Object.fromEntries(Object.entries(ROWS).map(([table, rows]) => [table, pageSchema(rows)]));

/** Fires when the client goes away before its answer is written: its query is canceled. */
function abandoned(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * The report service (spec 1 §7) under /api: whitelisted fields, filters and sorts; the caller's
 * scope (the contract's read rules: staff of the table read all, a customer their own rows, a
 * driver the pickups assigned to them; `view` narrows it) is added here whatever the query says,
 * and other people's fields the caller has no right to are null.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const readers = reportReaders(app.db, app.config.publicUrl);

  app.post(
    '/api/data/:table',
    {
      schema: {
        tags: ['report service'],
        summary:
          'Rows of a table: filters {field, compare, value} or {or_group, filters}, sorts "field asc|desc", limit, offset; view "mine" (own rows) or "assigned" (Collect). A page of a whole table more than 10,000 rows in is placed by the statistics (position "about")',
        params,
        body: reportQuerySchema,
        response: {
          200: pageSchema(row),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const { table } = request.params;
      const scope = scopeOf(request.principal, table, request.body.view);
      assertVisible(request.principal, table, request.body);
      const page = await readers[table].list(request.body, scope, (r) => redact(request.principal, table, r), {
        signal: abandoned(reply),
        lane: 'report',
      });
      // Fastify types the schema as JSON Schema; the app's compiler (fastify-type-provider-zod's) takes zod's.
      reply.serializer(reply.compileSerializationSchema(PAGES[table] as never, '200'));
      return { ...ok(page.rows as z.infer<typeof row>[]), cursors: page.cursors, position: page.position };
    },
  );

  app.post(
    '/api/row/:table',
    {
      schema: {
        tags: ['report service'],
        summary:
          'How many rows the same query matches (data is the count); with count_limit, count_kind says whether it is exact, more_than the limit, or about (an estimate)',
        params,
        body: reportQuerySchema,
        response: {
          200: envelopeSchema(z.number().int()).extend({ count_kind: z.enum(['exact', 'more_than', 'about']) }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const { table } = request.params;
      const scope = scopeOf(request.principal, table, request.body.view);
      assertVisible(request.principal, table, request.body);
      const { count, kind } = await readers[table].count(request.body, scope, { signal: abandoned(reply), lane: 'report' });
      return { ...ok(count), count_kind: kind };
    },
  );
};
export default routes;
