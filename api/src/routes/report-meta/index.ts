import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  decodeSearch,
  envelopeSchema,
  filterSchema,
  filterTreeProblem,
  filterValuesResponseSchema,
  filterValuesSchema,
  ftsFilterParamsSchema,
  metaParamsSchema,
  metaResponseSchema,
  objsResponseSchema,
  REPORT_ENTITIES,
  REPORT_OBJECT_LABELS,
  REPORT_OBJECTS,
  reportFtsParamsSchema,
  type FieldDef,
  type FieldValues,
  type Filter,
  type Principal,
  type ReportObject,
} from '@fcs/shared/contract';
import { badRequest } from '../../lib/http-error';
import { redact, scopeOf } from '../../lib/read-access';
import { ERROR_RESPONSES, ok } from '../../lib/reply';
import { issuesMessage } from '../../lib/validator';
import { assertVisible, metaOf, reportReaders, SEARCH, searchFieldsFor } from '../../report/report-objects';
import { decodeFilterSegment, filterValuesSql, searchSql } from '../../report/report-search';
import { REPORT_SOURCES } from '../../report/report-sources';
import { scopeConditions } from '../../report/report-sql';

const anyRow = z.record(z.string(), z.unknown());
const filtersSchema = z.array(filterSchema).max(50);

/** A moment as ISO text, other values as they are. */
const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string | number | boolean | null));

/**
 * The report service's metadata and searches (spec 1 §7, spec 3 §7): the objects and their fields
 * (rpt and sa, for the template editor and the viewer), filter dropdown values, and full-text search
 * of every object. Like /api/data, each read is within the caller's scope (a customer's own rows;
 * staff of the object or rpt all; nobody else: 403), and another person's phone or e-mail can be
 * neither read nor filtered on without the right.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const readers = reportReaders(app.db, app.config.publicUrl);

  app.get(
    '/api/objs',
    {
      schema: {
        tags: ['report service'],
        summary: 'The report objects a template can be built on (rpt or sa)',
        response: { 200: objsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ok(REPORT_OBJECTS.map((name) => ({ name, display_name: REPORT_OBJECT_LABELS[name] }))),
  );

  app.get(
    '/api/meta/:object',
    {
      schema: {
        tags: ['report service'],
        summary:
          'The fields of a report object: type, whether it can be filtered, sorted and searched by the caller, its compares and values (rpt or sa)',
        params: metaParamsSchema,
        response: { 200: metaResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(metaOf(request.params.object, request.principal)),
  );

  app.post(
    '/api/filter_values',
    {
      schema: {
        tags: ['report service'],
        summary:
          'The distinct values of each field (a filter dropdown), labelled by its dropdown_display_field, within the filters and the caller’s scope; complete is false past the limit',
        body: filterValuesSchema,
        response: { 200: filterValuesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { object, filters, limit } = request.body;
      const scope = scopeOf(request.principal, object);
      const asked = request.body.fields.map((f) => (typeof f === 'string' ? { field_name: f } : f));
      assertVisible(request.principal, object, {
        filters,
        extra: asked.flatMap((f) => [f.field_name, ...(f.dropdown_display_field ? [f.dropdown_display_field] : [])]),
      });
      const source = REPORT_SOURCES[object];
      const defs = REPORT_ENTITIES[object].fields as Record<string, FieldDef>;
      const out: FieldValues[] = [];
      for (const f of asked) {
        const def = Object.hasOwn(defs, f.field_name) ? defs[f.field_name] : undefined;
        // A field of a few known values answers them without reading the table (they are no one's secret).
        if (def?.values && !f.dropdown_display_field && filters.length === 0) {
          out.push({ field_name: f.field_name, values: def.values.map((v) => ({ value: v, label: v })), complete: true });
          continue;
        }
        const select = filterValuesSql(
          source,
          { field: f.field_name, label: f.dropdown_display_field || undefined, filters, limit },
          scopeConditions(scope),
        );
        const rows = await app.db.query<{ value: unknown; label?: unknown }>(select.sql, select.params, { lane: 'report' });
        const values = rows.slice(0, limit).map((r) => {
          const value = plain(r.value);
          const label = r.label === undefined ? value : plain(r.label);
          return { value, label: label === null ? '' : String(label) };
        });
        out.push({ field_name: f.field_name, values, complete: rows.length <= limit });
      }
      return ok(out);
    },
  );

  /** Rows of a search: within the scope and the filters; fields the caller may not search are left out. */
  async function search(
    who: Principal,
    object: ReportObject,
    term: string,
    filters: Filter[],
    limit: number,
    offset: number,
  ): Promise<Record<string, unknown>[]> {
    const scope = scopeOf(who, object);
    assertVisible(who, object, { filters });
    const select = searchSql(
      REPORT_SOURCES[object],
      { term, table: SEARCH[object].table, fields: searchFieldsFor(who, object), filters, limit, offset },
      scopeConditions(scope),
    );
    if (!select) return [];
    return (await readers[object].rows(select, (r) => redact(who, object, r), { lane: 'report' })) as Record<string, unknown>[];
  }

  app.get(
    '/api/fts/:table/:term/:limit',
    {
      schema: {
        tags: ['report service'],
        summary:
          'Search of a report object (packages, pickups, invoices; drop-offs and users have their own): rows whose search fields hold every word of the term (base64, then URL-encoded), at most 10, within the caller’s scope',
        params: reportFtsParamsSchema,
        response: { 200: envelopeSchema(z.array(anyRow)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { table, term, limit } = request.params;
      return ok(await search(request.principal, table, decodeSearch(term), [], limit, 0));
    },
  );

  app.get(
    '/api/fts_filter/:table/:term/:limit/:offset/:filter',
    {
      schema: {
        tags: ['report service'],
        summary:
          'Search of a report object within filters: {filter} is the filters array as base64 JSON, then URL-encoded; at most 10 rows from offset, within the caller’s scope',
        params: ftsFilterParamsSchema,
        response: { 200: envelopeSchema(z.array(anyRow)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { table, term, limit, offset, filter } = request.params;
      const raw = decodeFilterSegment(filter);
      const problem = filterTreeProblem(raw);
      if (problem) throw badRequest(problem);
      const parsed = filtersSchema.safeParse(raw);
      if (!parsed.success) throw badRequest(`The filter is not valid: ${issuesMessage(parsed.error.issues, 'filter')}`);
      return ok(await search(request.principal, table, decodeSearch(term), parsed.data, limit, offset));
    },
  );
};
export default routes;
