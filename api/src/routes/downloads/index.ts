import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fieldTitle,
  PACKAGE_CSV_FIELDS,
  PACKAGE_CSV_FILE,
  PACKAGE_CSV_HEADERS,
  packageDownloadSchema,
  type PackageCsvField,
} from '@fcs/shared/contract';
import { scopeOf } from '../../lib/read-access';
import { ERROR_RESPONSES } from '../../lib/reply';
import { streamCsv } from '../../report/csv-stream';
import { assertVisible, redactedSource } from '../../report/report-objects';
import { REPORT_SOURCES } from '../../report/report-sources';

export { DOWNLOAD_CHUNK } from '../../report/csv-stream';

/**
 * POST /api/download/packages (spec 1 §7): the staff list's rows as packages_report.csv, with the
 * list's filters, scope and validation (the report service's whitelist and SQL), streamed by
 * streamCsv: PostgreSQL's own COPY piped to the client, never built in memory; a client that goes
 * away stops the reading.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/download/packages',
    {
      schema: {
        tags: ['report service'],
        summary:
          'The packages the filters select as CSV (packages_report.csv): tracking id, received date, updated date (MM/DD/YYYY hh:mm:ss AM/PM, ET) and status; body fields, headers, sorts (one), filters, download_file_type CSV. Streamed (chunked); X-Row-Estimate says how many rows come (exact up to 10,000, beyond it an estimate).',
        body: packageDownloadSchema,
        response: ERROR_RESPONSES,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const fields: string[] = body.fields?.length ? body.fields : [...PACKAGE_CSV_FIELDS];
      const headerOf = (field: string) => PACKAGE_CSV_HEADERS[field as PackageCsvField] ?? fieldTitle(field);
      const columns = fields.map((field, i) => ({ field, header: body.headers?.[i]?.trim() || headerOf(field) }));
      // A packages report may ask for any field: other people's are blank unless the caller may read them.
      const scope = scopeOf(request.principal, 'packages');
      assertVisible(request.principal, 'packages', body);
      return streamCsv(
        app.db,
        redactedSource(request.principal, 'packages', REPORT_SOURCES.packages),
        columns,
        { filters: body.filters, sorts: body.sorts, scope },
        reply,
        { fileName: PACKAGE_CSV_FILE },
      );
    },
  );
};
export default routes;
