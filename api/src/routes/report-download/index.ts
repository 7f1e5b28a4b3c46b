import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvLine,
  downloadParamsSchema,
  fieldTitle,
  REPORT_ENTITIES,
  REPORT_TIME_ZONE,
  reportDownloadSchema,
  type FieldDef,
} from '@fcs/shared/contract';
import { redact, scopeOf } from '../../lib/read-access';
import { ERROR_RESPONSES } from '../../lib/reply';
import { assertVisible, reportReaders } from '../../report/report-objects';
import { REPORT_SOURCES } from '../../report/report-sources';
import { listSql, scopeConditions } from '../../report/report-sql';
import { DOWNLOAD_CHUNK } from '../downloads';
import { etFormatter } from '../downloads/et-format';

/**
 * POST /api/download/{object} (spec 3 §2: "a CSV download of exactly the selected rows"): the rows
 * a report query selects, the columns of `fields` titled by `headers`, in the caller's scope, with
 * other people's fields they may not read blank. Streamed in chunks read by keyset after the last
 * row sent (by offset when the order has several columns), so memory stays flat. (The packages
 * staff list keeps its own POST /api/download/packages.)
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const readers = reportReaders(app.db, app.config.publicUrl);

  app.post(
    '/api/download/:object',
    {
      schema: {
        tags: ['report service'],
        summary:
          'A report’s rows as CSV ({object}_report.csv): body fields, headers, sorts, filters, view; moments as MM/DD/YYYY hh:mm:ss AM/PM ET; streamed (chunked), within the caller’s scope',
        params: downloadParamsSchema,
        body: reportDownloadSchema,
        response: ERROR_RESPONSES,
      },
    },
    async (request, reply) => {
      const { object } = request.params;
      const body = request.body;
      const who = request.principal;
      const scope = scopeOf(who, object, body.view);
      assertVisible(who, object, body);
      const defs = REPORT_ENTITIES[object].fields as Record<string, FieldDef>;
      const fields = body.fields?.length ? body.fields : Object.keys(defs);
      const headers = fields.map((f, i) => body.headers?.[i]?.trim() || fieldTitle(f));
      const chunk = DOWNLOAD_CHUNK.size;
      const query = { filters: body.filters, sorts: body.sorts, limit: chunk, offset: 0, fields };
      // Validate the whole query (fields, filters, sorts) before the answer starts: a 400 stays a 400.
      listSql(REPORT_SOURCES[object], query, scopeConditions(scope));
      const keyset = (body.sorts.length || 1) === 1;

      const controller = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const et = etFormatter(REPORT_TIME_ZONE);
      const cell = (f: string, v: unknown): string => {
        if (v === null || v === undefined) return '';
        const def = defs[f];
        if (def?.type === 'date' && !def.day) return et(v as string);
        if (typeof v === 'object') return JSON.stringify(v);
        return String(v);
      };
      const reader = readers[object];
      async function* csv(): AsyncGenerator<string> {
        yield csvLine(headers);
        let after: string | undefined;
        for (let offset = 0; ; offset += chunk) {
          const page = await reader.list(keyset ? { ...query, after } : { ...query, offset }, scope, (r) => redact(who, object, r), {
            signal: controller.signal,
            lane: 'report',
          });
          if (page.rows.length === 0) return;
          let text = '';
          for (const r of page.rows as Record<string, unknown>[]) text += csvLine(fields.map((f) => cell(f, r[f])));
          yield text;
          if (page.rows.length < chunk) return;
          after = page.cursors.last ?? undefined;
        }
      }
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${object}_report.csv"`)
        .header('Access-Control-Expose-Headers', 'Content-Disposition')
        .header('Cache-Control', 'no-store');
      return reply.send(Readable.from(csv()) as never);
    },
  );
};
export default routes;
