import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvLine,
  PACKAGE_CSV_FIELDS,
  PACKAGE_CSV_FILE,
  PACKAGE_CSV_HEADERS,
  packageDownloadSchema,
  REPORT_TIME_ZONE,
  type PackageCsvField,
} from '@fcs/shared/contract';
import { scopeOf } from '../../lib/read-access';
import { ERROR_RESPONSES } from '../../lib/reply';
import { countSql, encodeCursor, listSql, scopeConditions } from '../../report/report-sql';
import { REPORT_SOURCES } from '../../report/report-sources';
import { etFormatter } from './et-format';

/** Rows read per query: a keyset page of the list's own index, so memory stays flat at any size. */
export const DOWNLOAD_CHUNK = { size: 5000 };
/** The row estimate the answer carries (for the page's progress) is counted exactly up to this many. */
const ESTIMATE_LIMIT = 1_000_000;

/**
 * POST /api/download/packages (spec 1 §7): the staff list's rows as packages_report.csv, with the
 * list's filters, scope and validation (the report service's whitelist and SQL), streamed: the
 * rows are read by keyset in chunks after the last row sent and written as they come, never built
 * in memory; a client that goes away stops the reading.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const source = REPORT_SOURCES.packages;

  app.post(
    '/api/download/packages',
    {
      schema: {
        tags: ['report service'],
        summary:
          'The packages the filters select as CSV (packages_report.csv): tracking id, received date, updated date (MM/DD/YYYY hh:mm:ss AM/PM, ET) and status; body fields, headers, sorts (one), filters, download_file_type CSV. Streamed (chunked); X-Row-Estimate says how many rows come.',
        body: packageDownloadSchema,
        response: ERROR_RESPONSES,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const fields: PackageCsvField[] = body.fields?.length ? body.fields : [...PACKAGE_CSV_FIELDS];
      const headers = fields.map((f, i) => body.headers?.[i]?.trim() || PACKAGE_CSV_HEADERS[f]);
      const scope = scopeConditions(scopeOf(request.principal, 'packages'));
      const chunk = DOWNLOAD_CHUNK.size;
      const query = { filters: body.filters, sorts: body.sorts, limit: chunk, offset: 0, fields };
      // Validate the whole query (fields, filters, sort) before the answer starts: a 400 stays a 400.
      listSql(source, query, scope);
      const counted = countSql(source, { filters: body.filters, count_limit: ESTIMATE_LIMIT }, scope);
      const estimate = Number((await app.db.query<{ count: number }>(counted.sql, counted.params, { lane: 'report' }))[0]?.count ?? 0);

      const controller = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const et = etFormatter(REPORT_TIME_ZONE);
      const db = app.db;
      async function* csv(): AsyncGenerator<string> {
        yield csvLine(headers);
        let after: string | undefined;
        for (;;) {
          const select = listSql(source, { ...query, after }, scope);
          const rows = await db.query<Record<string, unknown>>(select.sql, select.params, { signal: controller.signal, lane: 'report' });
          if (rows.length === 0) return;
          let text = '';
          for (const r of rows)
            text += csvLine(
              fields.map((f) => (f === 'received_date' || f === 'updated_date' ? et(r[f] as Date | string | null) : String(r[f] ?? ''))),
            );
          yield text;
          if (rows.length < chunk) return;
          const last = rows[rows.length - 1]!;
          after = encodeCursor(
            select.cursorColumns.map((c) => (last[c] === null || last[c] === undefined ? null : String(last[c]))),
            String(last.id),
          );
        }
      }
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${PACKAGE_CSV_FILE}"`)
        .header('X-Row-Estimate', String(estimate))
        .header('Access-Control-Expose-Headers', 'Content-Disposition, X-Row-Estimate')
        .header('Cache-Control', 'no-store');
      // A stream is sent as it is (chunked), never serialized.
      return reply.send(Readable.from(csv()) as never);
    },
  );
};
export default routes;
