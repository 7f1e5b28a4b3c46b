import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadParamsSchema, fieldTitle, REPORT_ENTITIES, reportDownloadSchema } from '@fcs/shared/contract';
import { scopeOf } from '../../lib/read-access';
import { ERROR_RESPONSES } from '../../lib/reply';
import { streamCsv } from '../../report/csv-stream';
import { assertVisible, redactedSource } from '../../report/report-objects';
import { REPORT_SOURCES } from '../../report/report-sources';

/**
 * POST /api/download/{object} (spec 3 §2: "a CSV download of exactly the selected rows"): the rows
 * a report query selects, the columns of `fields` titled by `headers`, in the caller's scope, with
 * other people's fields they may not read blank, streamed by the report service's CSV core
 * (streamCsv: PostgreSQL's COPY, keyset pages on PGlite). The packages staff list keeps its own
 * POST /api/download/packages (the same core).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/download/:object',
    {
      schema: {
        tags: ['report service'],
        summary:
          'A report’s rows as CSV ({object}_report.csv): body fields, headers, sorts (one), filters, view; moments as MM/DD/YYYY hh:mm:ss AM/PM ET; streamed (chunked), within the caller’s scope; X-Row-Estimate says how many rows come',
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
      const fields = body.fields?.length ? body.fields : Object.keys(REPORT_ENTITIES[object].fields);
      const columns = fields.map((field, i) => ({ field, header: body.headers?.[i]?.trim() || fieldTitle(field) }));
      return streamCsv(
        app.db,
        redactedSource(who, object, REPORT_SOURCES[object]),
        columns,
        { filters: body.filters, sorts: body.sorts, scope },
        reply,
        { fileName: `${object}_report.csv` },
      );
    },
  );
};
export default routes;
