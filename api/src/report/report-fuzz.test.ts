import fc from 'fast-check';
import {
  canReadRow,
  COMPARES,
  READ_VIEWS,
  REPORT_ENTITIES,
  encodeJson,
  encodeSearch,
  REPORT_TABLE_NAMES,
  type Principal,
  type ReportTable,
} from '@fcs/shared/contract';
import { principalOf } from '../plugins/auth';
import { reportsAccountToken, RPT_PHONE } from '../test-support/reports-account';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';
import { REPORT_SOURCES } from './report-sources';
import { csvCells } from '../test-support/csv';

/**
 * The report service against random queries (fast-check): filter trees of every shape — NUL and
 * other unicode, extreme and malformed dates, lone backslashes and LIKE characters, unknown fields
 * and operators, deep nesting and huge trees — with random sorts, limits, offsets and views, from
 * customers and staff alike (a reports reader too), on every object and every reading endpoint
 * (data, row, fts, fts_filter, filter_values, download). Never a 5xx; never a row outside the
 * caller's scope (judged on the database's row, whatever the answer left blank).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const CALLERS = [PHONES.alice, PHONES.ben, PHONES.pickupStaff, PHONES.packageStaff, PHONES.dropoffStaff, RPT_PHONE] as const;
const ENDPOINTS = ['data', 'row', 'fts', 'fts_filter', 'filter_values', 'download'] as const;
type Kind = (typeof ENDPOINTS)[number];

let t: TestApp;
const tokens: string[] = [];
const principals: Principal[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await reportsAccountToken(t);
  for (const phone of CALLERS) {
    const token = await t.tokenFor(phone);
    tokens.push(token);
    principals.push(await principalOf(await t.app.identity.verify(token), (id) => t.app.repos.users.findById(id)));
  }
}, 60_000);
afterAll(() => t.close());

const fieldNames = [...new Set(REPORT_TABLE_NAMES.flatMap((table) => Object.keys(REPORT_ENTITIES[table].fields)))];

const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom('\u0000', 'a\u0000', '\\', 'x\\', '%', '_', '*', '1Z*', '%_\\', "'; DROP TABLE users; --", 'ၦ', '🚚', ''),
  fc.constantFrom('x'.repeat(201), 'y'.repeat(5000)),
);
const date = fc.oneof(
  fc.constantFrom('0000-01-01', '+275760-09-13T00:00:00Z', '-000001-01-01', '9999-12-31', '2026-02-30', '20261123', 'not a date', ''),
  fc
    .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString()),
);
const scalar = fc.oneof(text, date, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.array(fc.string(), { minLength: 100, maxLength: 120 }),
  fc.object({ maxDepth: 1 }),
);

const leaf = fc.record(
  {
    field: fc.oneof(fc.constantFrom(...fieldNames), fc.constantFrom('constructor', '__proto__', 'nope', '', 'id; --')),
    compare: fc.oneof(fc.constantFrom(...COMPARES), fc.constantFrom('!=', 'ILIKE', '')),
    value,
  },
  { requiredKeys: ['field', 'compare'] },
);
// Nested or-groups, deeper than the cap on purpose now and then.
const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({ or_group: fc.string({ maxLength: 4 }), filters: fc.array(tie('tree'), { maxLength: 4 }) }),
  ),
}));
const deep = fc.integer({ min: 1, max: 40 }).map((n) => {
  let f: unknown = { field: 'status', compare: '=', value: 'received' };
  for (let i = 0; i < n; i++) f = { or_group: `g${i}`, filters: [f] };
  return [f];
});
const huge = fc
  .integer({ min: 90, max: 400 })
  .map((n) => Array.from({ length: n }, (_, i) => ({ field: 'tracking_id', compare: 'like', value: `T${i}` })));
const sorts = fc.array(
  fc.oneof(
    fc.constantFrom(...fieldNames).map((f) => `${f} desc`),
    fc.string({ maxLength: 10 }),
  ),
  { maxLength: 3 },
);

const query = fc.record(
  {
    filters: fc.oneof(
      { weight: 6, arbitrary: fc.array(tree, { maxLength: 4 }) },
      { weight: 1, arbitrary: deep },
      { weight: 1, arbitrary: huge },
    ),
    sorts,
    limit: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.constant('10')),
    offset: fc.oneof(fc.nat({ max: 50 }), fc.constant(-1)),
    view: fc.constantFrom(...READ_VIEWS, 'everything'),
  },
  { requiredKeys: [] },
);

/** How one endpoint is called with a random query, and the ids of the rows it answered. */
function request(kind: Kind, table: ReportTable, body: Record<string, unknown>, term: string, field: string) {
  const filters = Array.isArray(body.filters) ? body.filters : [];
  switch (kind) {
    case 'data':
    case 'row':
      return { method: 'POST' as const, url: `/api/${kind}/${table}`, payload: body };
    case 'fts':
      // Drop-offs and users keep the staff pickers' own searches (their own rules) under /api/fts.
      if (table !== 'dropoffs' && table !== 'users') return { method: 'GET' as const, url: `/api/fts/${table}/${encodeSearch(term)}/10` };
      return { method: 'GET' as const, url: `/api/fts_filter/${table}/${encodeSearch(term)}/10/0/${encodeJson([])}` };
    case 'fts_filter':
      return { method: 'GET' as const, url: `/api/fts_filter/${table}/${encodeSearch(term)}/10/0/${encodeJson(filters)}` };
    case 'filter_values':
      return {
        method: 'POST' as const,
        url: '/api/filter_values',
        payload: { object: table, fields: [field], filters, limit: body.limit },
      };
    case 'download':
      return {
        method: 'POST' as const,
        url: `/api/download/${table}`,
        payload: { fields: ['id'], filters, sorts: body.sorts, view: body.view },
      };
  }
}

function answeredIds(kind: Kind, res: { json: () => { data: unknown }; body: string }, field: string): string[] {
  if (kind === 'row') return [];
  if (kind === 'download')
    return res.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => csvCells(l)[0]!);
  if (kind === 'filter_values') {
    const [values] = res.json().data as { values: { value: unknown }[] }[];
    return field === 'id' ? (values?.values ?? []).map((v) => String(v.value)) : [];
  }
  return (res.json().data as { id: string }[]).map((r) => r.id);
}

describe('the report service against random queries', () => {
  it(`never answers 5xx and never returns a row outside the caller's scope (${RUNS} queries on every endpoint)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: CALLERS.length - 1 }),
        fc.constantFrom(...REPORT_TABLE_NAMES),
        fc.constantFrom(...ENDPOINTS),
        query,
        fc.oneof(text, fc.constantFrom('PU', 'INV', 'DO', 'FCS', 'Alice', '1Z')),
        fc.oneof(fc.constant('id'), fc.constantFrom(...fieldNames), fc.constantFrom('nope', '__proto__')),
        async (who, table: ReportTable, kind, body, term, field) => {
          const res = await t.call({ ...request(kind, table, body as Record<string, unknown>, term, field), token: tokens[who] });
          expect(res.statusCode).toBeLessThan(500);
          if (kind === 'download' && res.statusCode === 200) expect(res.headers['content-type']).toContain('text/csv');
          else expect(res.json().status).toBe(res.statusCode === 200 ? 'Ok' : 'Error');
          if (res.statusCode !== 200) return;
          const ids = answeredIds(kind, res, field);
          if (ids.length === 0) return;
          const view =
            kind === 'data' || kind === 'download'
              ? ((body as { view?: string }).view as (typeof READ_VIEWS)[number] | undefined)
              : undefined;
          const rows = await t.db.query(`SELECT * FROM ${REPORT_SOURCES[table].from} WHERE id::text = ANY($1)`, [ids]);
          expect(rows).toHaveLength(new Set(ids).size);
          for (const row of rows) expect(canReadRow(principals[who]!, table, row, view)).toBe(true);
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 900_000);
});
