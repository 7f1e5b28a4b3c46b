import fc from 'fast-check';
import { IMPORT_COLUMNS, IMPORT_KINDS } from '@fcs/shared/contract';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';

/**
 * No input gives the import a 5xx (issue 32): any kind, query, media type and body, from random
 * bytes to CSV files of the kinds' own columns holding hostile cells (quotes, separators, line
 * breaks, NULs, long texts, near-dates, near-phones, near-FCS IDs), answers the api's envelope with
 * a 2xx or 4xx; a real run that fails changes nothing.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(PHONES.admin);
}, 60_000);
afterAll(() => t.close());

const totals = async () =>
  (
    await t.db.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM users) || '/' || (SELECT count(*) FROM packages) || '/' || (SELECT count(*) FROM delivery_addresses)
              || '/' || (SELECT count(*) FROM package_status_history) AS n`,
    )
  )[0]!.n;

const cell = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', ' ', '"', '""', '"a,b"', 'a;b', 'x\ny', '\r\n', '\u0000', 'é', 'မြန်မာ', '=1+1', '-', 'NULL', 'null'),
  fc.constantFrom(
    '+15550100001',
    '+959420012345',
    '12345',
    '+1',
    '+4420',
    '0912345678',
    'FCS00001',
    'FCS',
    'fcs00002',
    'FCS99999999999999',
  ),
  fc.constantFrom(
    '03/01/2026',
    '13/45/2026',
    '2026-02-30',
    '2026-03-01T25:00',
    '02/29/2025',
    '1/1/1999',
    '12/31/9999',
    '2026-03-01T10:00:00+14:00',
  ),
  fc.constantFrom('received', 'processed', 'packed', 'delivered', 'yes', 'no', 'maybe', 'invited', 'joined', 'us', 'zz'),
  fc.string({ minLength: 200, maxLength: 3000 }),
);
const csvCell = fc.tuple(cell, fc.boolean()).map(([v, quote]) => (quote && /[",;\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v));

const csvFile = fc
  .record({
    kind: fc.constantFrom(...IMPORT_KINDS),
    extra: fc.array(fc.constantFrom('shoe_size', '', 'NAME', 'name', ' phone ', 'customer'), { maxLength: 2 }),
    drop: fc.nat({ max: 3 }),
    separator: fc.constantFrom(',', ';'),
    bom: fc.boolean(),
    rows: fc.array(fc.array(csvCell, { minLength: 0, maxLength: 12 }), { minLength: 0, maxLength: 6 }),
  })
  .map(({ kind, extra, drop, separator, bom, rows }) => {
    const names = IMPORT_COLUMNS[kind].map((c) => c.name).slice(drop === 3 ? 1 : 0);
    const header = [...names, ...extra].join(separator);
    const body = rows.map((r) => r.join(separator)).join('\n');
    return { kind, body: `${bom ? '\ufeff' : ''}${header}\n${body}` };
  });

const request = fc.record({
  useHint: fc.boolean(),
  kind: fc.oneof(fc.constantFrom(...IMPORT_KINDS), fc.constantFrom('invoices', '', '..', 'customers%00', 'CUSTOMERS')),
  query: fc.constantFrom('', '?dry_run=true', '?dry_run=false', '?dry_run=maybe', '?dry_run=1&x=2', '?dry_run=true&dry_run=false'),
  type: fc.constantFrom(
    'text/csv',
    'text/csv; charset=utf-8',
    'text/plain',
    'application/vnd.ms-excel',
    'application/json',
    'application/octet-stream',
    'multipart/form-data',
  ),
  body: fc.oneof(
    csvFile.map((f) => ({ kindHint: f.kind, payload: Buffer.from(f.body) })),
    fc.uint8Array({ maxLength: 400 }).map((b) => ({ kindHint: null, payload: Buffer.from(b) })),
    fc.string({ maxLength: 200 }).map((s) => ({ kindHint: null, payload: Buffer.from(s) })),
  ),
});

describe('POST /imports/{kind}: no input is a 5xx', () => {
  it('answers 2xx or 4xx in the envelope, and a failed real run changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ useHint, kind, query, type, body }) => {
        const url = `/imports/${body.kindHint && useHint ? body.kindHint : kind}${query}`;
        const before = await totals();
        const res = await t.call({ method: 'POST', url, token: admin, payload: body.payload, headers: { 'content-type': type } });
        expect([url, type, res.statusCode < 500]).toEqual([url, type, true]);
        expect(res.json()).toMatchObject({ status: expect.stringMatching(/^(Ok|Error)$/), message: expect.any(String) });
        if (res.statusCode !== 200) expect(await totals()).toBe(before);
      }),
      { numRuns: 250, seed: Number(process.env.FUZZ_SEED) || undefined },
    );
  }, 120_000);
});
