import { request } from 'node:http';
import pg from 'pg';
import { csvLine, formatET, PACKAGE_CSV_HEADERS } from '@fcs/shared/contract';
import { openPostgres } from '../db/postgres-db';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';
import { throwawayDatabase } from '../test-support/throwaway-db';
import { inlineParams, sqlLiteral } from './csv-stream';

/** streamCsv (issue 11): the same bytes from PostgreSQL's COPY and from PGlite's keyset pages. */

const url = process.env.TEST_DATABASE_URL;

const TRICKY = [
  'CSV,comma',
  'CSV"quote"',
  'CSV\nline',
  "CSV'apostrophe",
  'CSV\\back\\slash',
  '=CSV+1',
  '-CSV',
  '@CSV',
  '+CSV',
  'CSV\r\nboth',
  'Alice;=2+5',
];

describe.each([['PGlite'], ...(url ? [['PostgreSQL']] : [])])('streamCsv on %s', (kind) => {
  let t: TestApp;
  let dropDatabase: (() => Promise<void>) | undefined;
  /** This suite's own database on the server (PostgreSQL): other suites and runs copy beside it. */
  let database = '';
  let token: string;
  const received = new Date('2026-03-08T06:59:59.123Z'); // 01:59:59 EST, the last second before the clocks go forward

  beforeAll(async () => {
    if (kind === 'PostgreSQL') {
      const made = await throwawayDatabase(url!, { seeded: true });
      dropDatabase = made.drop;
      database = new URL(made.url).pathname.slice(1);
      t = await createTestApp({ db: await openPostgres(made.url, {}) });
    } else t = await createTestApp();
    token = await t.tokenFor(PHONES.packageStaff);
    const alice = (await t.user(PHONES.alice)).id;
    for (const [i, tracking] of TRICKY.entries())
      await t.db.query('INSERT INTO packages (tracking_id, status, user_id, received_date, updated_date) VALUES ($1, $2, $3, $4, $5)', [
        tracking,
        i % 2 ? 'packed' : 'received',
        alice,
        i === 3 ? null : new Date(received.getTime() - i * 3_600_000).toISOString(),
        new Date(received.getTime() + i * 86_400_000).toISOString(),
      ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await dropDatabase?.();
  });

  /** Enough rows (14 MB of CSV) that a COPY outlasts the socket's buffers. */
  let bulked = false;
  const bulk = async () => {
    if (bulked) return;
    bulked = true;
    // Set-up, not what is tested: no statement timeout (15 s) for 200,000 rows on a busy machine.
    await t.db.tx(async (q) => {
      await q.exec('SET LOCAL statement_timeout = 0');
      await q.query(
        `INSERT INTO packages (tracking_id, status, received_date) SELECT 'BULK' || i, 'received', now() - i * interval '1 minute' FROM generate_series(1, 200000) i`,
      );
    });
  };
  const download = (payload: object) => t.call({ method: 'POST', url: '/api/download/packages', token, payload });

  it('writes quotes, commas, line breaks, backslashes and formulas as csvLine does, dates in ET, CRLF line ends', async () => {
    const res = await download({ filters: [{ field: 'tracking_id', compare: 'in', value: TRICKY }] });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.query<{
      tracking_id: string;
      received_date: Date | string | null;
      updated_date: Date | string;
      status: string;
    }>(
      'SELECT tracking_id, received_date, updated_date, status FROM packages WHERE tracking_id = ANY($1::text[]) ORDER BY received_date DESC NULLS LAST, id DESC',
      [TRICKY],
    );
    expect(rows).toHaveLength(TRICKY.length);
    const expected =
      csvLine(Object.values(PACKAGE_CSV_HEADERS)) +
      rows.map((r) => csvLine([r.tracking_id, formatET(r.received_date), formatET(r.updated_date), r.status])).join('');
    expect(res.body).toBe(expected);
    expect(res.body).toContain('"CSV""quote"""');
    expect(res.body).toContain(`"'=CSV+1",`);
    // One text cell in a spreadsheet whose list separator is `;` (German, French, Dutch offices).
    expect(res.body).toContain('"Alice;=2+5",');
    expect(res.body).toContain('03/08/2026 01:59:59 AM');
    expect(Number(res.headers['x-row-estimate'])).toBe(TRICKY.length);
  });

  it('keeps the chosen columns, their order and their headers; no rows is the header alone', async () => {
    const res = await download({
      fields: ['status', 'tracking_id'],
      headers: ['State', ''],
      filters: [{ field: 'tracking_id', compare: 'like', value: 'CSV,comma' }],
    });
    expect(res.body).toBe('"State","Tracking Id"\r\n"received","CSV,comma"\r\n');
    const none = await download({ filters: [{ field: 'tracking_id', compare: '=', value: 'nothing like it' }] });
    expect(none.body).toBe(csvLine(Object.values(PACKAGE_CSV_HEADERS)));
  });

  (kind === 'PostgreSQL' ? it : it.skip)(
    'stops the COPY and frees its connection when the client goes away',
    async () => {
      await bulk();
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const probe = new pg.Client({ connectionString: url });
      await probe.connect();
      const copies = async () =>
        (
          await probe.query(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'COPY (%' AND state <> 'idle' AND pid <> pg_backend_pid()",
            [database],
          )
        ).rows[0].n as number;
      try {
        let bytes = 0;
        await new Promise<void>((resolve, reject) => {
          const req = request(`${address}/api/download/packages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'project-id': 'demo-fcs', token },
          });
          req.on('response', (res) => {
            res.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
              // Read a little, then go away with most of the rows unsent.
              if (bytes > 100_000) {
                req.destroy();
                resolve();
              }
            });
            res.on('end', () => reject(new Error('the whole CSV came before the client went away')));
          });
          req.on('error', () => undefined);
          req.end('{}');
        });
        let left = await copies();
        for (let i = 0; i < 30 && left > 0; i++) {
          await new Promise((r) => setTimeout(r, 100));
          left = await copies();
        }
        expect(left).toBe(0);
        expect(await t.db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      } finally {
        await probe.end();
      }
    },
    60_000,
  );

  (kind === 'PostgreSQL' ? it : it.skip)(
    'keeps downloads that read slowly in a lane of their own: the lists still answer',
    async () => {
      const address = t.app.server.listening
        ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
        : await t.app.listen({ port: 0, host: '127.0.0.1' });
      await bulk();
      const held: ReturnType<typeof request>[] = [];
      try {
        // Four downloads whose clients stop reading after the first bytes: each COPY waits on its socket.
        await Promise.all(
          Array.from({ length: 4 }, async () => {
            const req = request(`${address}/api/download/packages`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'project-id': 'demo-fcs', token },
            });
            held.push(req);
            req.on('error', () => undefined);
            req.on('response', (res) => res.once('data', () => res.pause()));
            req.end('{}');
          }),
        );
        await new Promise((r) => setTimeout(r, 500));
        const started = Date.now();
        const list = await t.call({ method: 'POST', url: '/api/data/packages', token, payload: { limit: 10 } });
        expect(list.statusCode).toBe(200);
        expect(Date.now() - started).toBeLessThan(2000);
      } finally {
        for (const req of held) req.destroy();
      }
    },
    60_000,
  );
});

describe('COPY takes no parameters: values are written in as literals', () => {
  it('escapes quotes and backslashes, writes arrays element by element and numbers as they are', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral('a\\b')).toBe(" E'a\\\\b'");
    expect(sqlLiteral(['x', "y'"])).toBe("ARRAY['x', 'y''']");
    expect(sqlLiteral(12.5)).toBe('12.5');
    expect(sqlLiteral(null)).toBe('NULL');
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(inlineParams('a = $1 AND b = ANY($2::text[]) AND c < $10', [1, ['p'], 3, 4, 5, 6, 7, 8, 9, 'ten'])).toBe(
      "a = 1 AND b = ANY(ARRAY['p']::text[]) AND c < 'ten'",
    );
    expect(() => inlineParams('a = $2', [1])).toThrow();
  });
});
