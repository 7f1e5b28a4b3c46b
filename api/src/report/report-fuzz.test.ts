import fc from 'fast-check';
import {
  canReadRow,
  COMPARES,
  READ_VIEWS,
  REPORT_ENTITIES,
  REPORT_TABLE_NAMES,
  type Principal,
  type ReportTable,
} from '@fcs/shared/contract';
import { principalOf } from '../plugins/auth';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';

/**
 * The report service against random queries (fast-check): filter trees of every shape — NUL and
 * other unicode, extreme and malformed dates, lone backslashes and LIKE characters, unknown fields
 * and operators, deep nesting and huge trees — with random sorts, limits, offsets and views, from
 * customers and staff alike. Never a 5xx; never a row outside the caller's scope.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const CALLERS = [PHONES.alice, PHONES.ben, PHONES.pickupStaff, PHONES.packageStaff] as const;

let t: TestApp;
const tokens: string[] = [];
const principals: Principal[] = [];
beforeAll(async () => {
  t = await createTestApp();
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

describe('the report service against random queries', () => {
  it(`never answers 5xx and never returns a row outside the caller's scope (${RUNS} queries)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: CALLERS.length - 1 }),
        fc.constantFrom(...REPORT_TABLE_NAMES),
        fc.boolean(),
        query,
        async (who, table: ReportTable, count, body) => {
          const res = await t.call({ method: 'POST', url: `/api/${count ? 'row' : 'data'}/${table}`, token: tokens[who], payload: body });
          expect(res.statusCode).toBeLessThan(500);
          expect(res.json().status).toBe(res.statusCode === 200 ? 'Ok' : 'Error');
          if (res.statusCode !== 200 || count) return;
          const view = (body as { view?: string }).view as (typeof READ_VIEWS)[number] | undefined;
          for (const row of res.json().data as object[]) expect(canReadRow(principals[who]!, table, row, view)).toBe(true);
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 600_000);
});
