import {
  allows,
  canReadRow,
  ENDPOINTS,
  READ_VIEWS,
  readScope,
  REPORT_TABLE_NAMES,
  type Access,
  type Endpoint,
  type ReadView,
} from '@fcs/shared/contract';
import { endpointCases, WHO, type EndpointCases } from './test-support/endpoint-cases';
import { createTestApp, type TestApp } from './test-support/test-app';

/**
 * The access matrix, generated from the contract: every principal of the spec (anonymous, two
 * customers, each staff account, sa) against every endpoint of ENDPOINTS and every report table,
 * for reads, counts, searches and writes. The expected answer is what the contract's rules say
 * (the endpoint's access, the read rules, the machines); no row outside the caller's scope may come
 * back; a refused write changes nothing. An endpoint added to the contract without a case here fails.
 */

let t: TestApp;
let e: EndpointCases;
beforeAll(async () => {
  t = await createTestApp();
  e = await endpointCases(t);
}, 60_000);
afterAll(() => t.close());

const endpoints = Object.keys(ENDPOINTS) as Endpoint[];
const cases = endpoints.flatMap((endpoint) => WHO.map((who) => [endpoint, who] as const));

describe('access matrix: every endpoint of the contract, every principal', () => {
  it('has a case for every endpoint, and at least 160 in all', () => {
    expect(Object.keys(e.cases).sort()).toEqual([...endpoints].sort());
    expect(cases.length + REPORT_TABLE_NAMES.length * (READ_VIEWS.length + 1) * WHO.length * 2).toBeGreaterThanOrEqual(160);
  });

  it.each(cases)('%s as %s', async (endpoint, who) => {
    const [method, pattern] = endpoint.split(' ') as [string, string];
    const prepared = await e.cases[endpoint]();
    const p = e.principals.get(who)!;
    const access: Access = ENDPOINTS[endpoint];
    const expected = allows(access, p) ? prepared.expect(p) : 403;
    const before = await prepared.snapshot?.();
    const res = await t.call({
      method: method as 'GET',
      url: prepared.url,
      token: e.tokens.get(who),
      payload: prepared.payload as never,
      headers: prepared.headers,
    });
    expect([pattern, who, res.statusCode]).toEqual([pattern, who, expected]);
    expect(res.statusCode).toBeLessThan(500);
    if (expected !== 200 && prepared.snapshot) expect(await prepared.snapshot()).toEqual(before);
  });
});

const views: (ReadView | undefined)[] = [undefined, ...READ_VIEWS];
const reportCases = REPORT_TABLE_NAMES.flatMap((table) => views.flatMap((view) => WHO.map((who) => [table, view ?? 'all', who] as const)));

describe('access matrix: the report service, every table and view, every principal', () => {
  it.each(reportCases)('%s (%s) as %s: rows and count only within the scope', async (table, viewName, who) => {
    const view = viewName === 'all' ? undefined : (viewName as ReadView);
    const p = e.principals.get(who)!;
    const scope = readScope(p, table, view);
    const expected = !p.loggedIn ? 403 : scope ? 200 : 403;
    const body = { limit: 500, ...(view ? { view } : {}) };
    const data = await t.call({ method: 'POST', url: `/api/data/${table}`, token: e.tokens.get(who), payload: body });
    const count = await t.call({ method: 'POST', url: `/api/row/${table}`, token: e.tokens.get(who), payload: body });
    expect([data.statusCode, count.statusCode]).toEqual([expected, expected]);
    if (expected !== 200) return;
    const rows = data.json().data as Record<string, unknown>[];
    for (const row of rows) expect([row.id, canReadRow(p, table, row, view)]).toEqual([row.id, true]);
    expect(count.json().data).toBeGreaterThanOrEqual(rows.length);
    if (!scope!.all) {
      // A crafted filter for everyone's rows still answers only the caller's own.
      const crafted = await t.call({
        method: 'POST',
        url: `/api/data/${table}`,
        token: e.tokens.get(who),
        payload: { ...body, filters: [{ field: 'id', compare: 'not blank' }] },
      });
      for (const row of crafted.json().data as Record<string, unknown>[]) expect(canReadRow(p, table, row, view)).toBe(true);
    }
  });
});
