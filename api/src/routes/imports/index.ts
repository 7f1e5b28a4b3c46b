import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  IMPORT_MSG,
  importQuerySchema,
  importResultSchema,
  type ImportResult,
} from '@fcs/shared/contract';
import { HttpError } from '../../lib/http-error';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { runImport } from '../../imports/import-service';

/** The media types a spreadsheet's CSV arrives as (Excel on Windows says vnd.ms-excel). */
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'];

/** A real run with errors answers what a dry run would: the list, and nothing imported. */
const failedSchema = errorEnvelopeSchema.extend({ data: importResultSchema.optional() });

/**
 * The import of a forwarder's book (issue 32): POST /imports/{kind} with a CSV body, checked and
 * written by the import service in one transaction (all or nothing), for admin and sa. The Import
 * screen and `pnpm fcs import` are its clients. With `Accept: application/x-ndjson` the answer is a
 * stream: a line per step of progress, then the answer itself as its last line, so that a long
 * import shows how far it is.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(CSV_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/imports/:kind',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      config: { tooLarge: IMPORT_MSG.tooLarge, ownTransaction: true },
      schema: {
        tags: ['imports'],
        summary:
          'Import customers, addresses or packages from a CSV file (admin, sa): UTF-8 with or without a BOM, comma or semicolon separated, a header row naming the columns (README "Importing a book"); ?dry_run=true checks only. All or nothing: a file with any error imports nothing and answers its errors (400). The same file twice changes nothing the second time. At most 20 MB or 200,000 rows. Accept: application/x-ndjson streams progress lines, then the answer.',
        params: z.object({ kind: z.enum(IMPORT_KINDS, { error: IMPORT_MSG.unknownKind }) }),
        querystring: importQuerySchema,
        consumes: CSV_TYPES,
        response: {
          200: envelopeSchema(importResultSchema),
          ...ERROR_RESPONSES,
          400: failedSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body !== undefined && !Buffer.isBuffer(body)) throw new HttpError(415, IMPORT_MSG.notCsv);
      const bytes = (body as Buffer | undefined) ?? Buffer.alloc(0);
      const { kind } = request.params;
      const { dry_run: dryRun } = request.query;
      const run = (onProgress?: Parameters<typeof runImport>[3]['onProgress']) =>
        runImport(app.db, kind, bytes, { dryRun, actorId: request.principal.cid, onProgress });
      const answer = (r: ImportResult) => {
        const count = r.error_count ?? r.errors.length;
        if (count > 0 && !dryRun) return { code: 400, body: { status: 'Error' as const, message: IMPORT_MSG.failed(count), data: r } };
        return { code: 200, body: ok(r, dryRun ? IMPORT_MSG.checked(r) : IMPORT_MSG.done(r)) };
      };

      if (!String(request.headers.accept ?? '').includes('application/x-ndjson')) {
        const { code, body: out } = answer(await run());
        return reply.code(code as 200).send(out as never);
      }
      const stream = new PassThrough();
      const line = (value: object) => stream.write(`${JSON.stringify(value)}\n`);
      void run((progress) => line({ progress }))
        .then((r) => {
          const { code, body: out } = answer(r);
          line({ code, ...out });
        })
        .catch((e: unknown) => {
          if (e instanceof HttpError) line({ code: e.statusCode, status: 'Error', message: e.message });
          else {
            request.log.error({ err: e }, 'import failed');
            line({ code: 503, status: 'Error', message: 'The import could not finish: nothing was imported; try again' });
          }
        })
        .finally(() => stream.end());
      return reply
        .code(200)
        .type('application/x-ndjson')
        .send(stream as never);
    },
  );
};
export default routes;
