import { EXACT_OFFSET_LIMIT } from '@fcs/shared/contract';
import { openPostgres } from '../db/postgres-db';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';
import { throwawayDatabase } from '../test-support/throwaway-db';
import { forgetStats } from './far-page';

/** A far page of a whole table (issue 9): placed by the statistics, about where it is asked, then exact by cursor. */

const url = process.env.TEST_DATABASE_URL;
const ROWS = 30_000;

describe.each([['PGlite'], ...(url ? [['PostgreSQL']] : [])])('far pages on %s', (kind) => {
  let t: TestApp;
  let dropDatabase: (() => Promise<void>) | undefined;
  let token: string;
  let total: number;

  beforeAll(async () => {
    if (kind === 'PostgreSQL') {
      const made = await throwawayDatabase(url!, { seeded: true });
      dropDatabase = made.drop;
      t = await createTestApp({ db: await openPostgres(made.url, {}) });
    } else t = await createTestApp();
    token = await t.tokenFor(PHONES.packageStaff);
    await t.db.query(
      `INSERT INTO packages (tracking_id, status, received_date, updated_date)
       SELECT 'FAR' || lpad(i::text, 6, '0'), (ARRAY['received', 'processed', 'packed', 'delivered'])[1 + i % 4],
              now() - i * interval '7 minutes', now() - (i % 997) * interval '1 hour'
         FROM generate_series(1, ${ROWS}) i`,
    );
    await t.db.exec('ANALYZE packages');
    forgetStats();
    total = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM packages WHERE NOT is_deleted'))[0]!.n;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await dropDatabase?.();
  });

  const page = async (body: object) => {
    const res = await t.call({ method: 'POST', url: '/api/data/packages', token, payload: { limit: 10, ...body } });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: { id: string }[]; cursors: { last: string }; position: 'exact' | 'about' };
  };
  /** Where a row really is in the list's order (0-based). */
  const positionOf = async (id: string, column: string) =>
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM packages p, (SELECT ${column} AS v, id FROM packages WHERE id = $1) r
          WHERE NOT p.is_deleted AND (p.${column} > r.v OR (p.${column} = r.v AND p.id > r.id))`,
        [id],
      )
    )[0]!.n;

  it.each(['received_date', 'updated_date', 'tracking_id', 'status'])(
    'places page 2,001 of the whole table sorted on %s within 2% of the table, and pages on from it exactly',
    async (column) => {
      const offset = 20_000;
      const far = await page({ sorts: [`${column} desc`], offset });
      expect(far.position).toBe('about');
      expect(far.data).toHaveLength(10);
      const at = await positionOf(far.data[0]!.id, column);
      expect(Math.abs(at - offset)).toBeLessThanOrEqual(total * 0.02);
      // The rows of the page follow one another, and the next page starts right after them.
      for (const [i, row] of far.data.entries()) expect(await positionOf(row.id, column)).toBe(at + i);
      const next = await page({ sorts: [`${column} desc`], after: far.cursors.last });
      expect(next.position).toBe('exact');
      expect(await positionOf(next.data[0]!.id, column)).toBe(at + 10);
    },
    60_000,
  );

  it('answers the count of a whole table far beyond its limit with the estimate ("about"), a filtered one "more than"', async () => {
    const count = async (body: object) =>
      (await t.call({ method: 'POST', url: '/api/row/packages', token, payload: body })).json() as { data: number; count_kind: string };
    for (const limit of [1000, 10_000]) {
      const whole = await count({ count_limit: limit });
      expect(whole.count_kind).toBe('about');
      expect(Math.abs(whole.data - total)).toBeLessThanOrEqual(total * 0.05);
    }
    expect(await count({ count_limit: 1000, filters: [{ field: 'status', compare: '=', value: 'packed' }] })).toEqual(
      expect.objectContaining({ data: 1000, count_kind: 'more_than' }),
    );
    expect((await count({})).data).toBe(total);
  });

  it('answers a page past the estimated end with the last rows of the list', async () => {
    const last = await page({ sorts: ['received_date desc'], offset: total + 100 });
    expect(last.position).toBe('about');
    expect(last.data).toHaveLength(10);
    const end = await t.db.query<{ id: string }>(
      'SELECT id FROM (SELECT id, received_date FROM packages WHERE NOT is_deleted ORDER BY received_date ASC NULLS FIRST, id ASC LIMIT 10) l ORDER BY received_date DESC NULLS LAST, id DESC',
    );
    expect(last.data.map((r) => r.id)).toEqual(end.map((r) => r.id));
  });

  it('counts exactly up to EXACT_OFFSET_LIMIT, and whenever filters narrow the list', async () => {
    const near = await page({ sorts: ['received_date desc'], offset: EXACT_OFFSET_LIMIT });
    expect(near.position).toBe('exact');
    expect(await positionOf(near.data[0]!.id, 'received_date')).toBe(EXACT_OFFSET_LIMIT);
    const filtered = await page({
      sorts: ['received_date desc'],
      offset: 12_000,
      filters: [{ field: 'tracking_id', compare: 'like', value: 'FAR*' }],
    });
    expect(filtered.position).toBe('exact');
    const exact = await t.db.query<{ id: string }>(
      "SELECT id FROM packages WHERE NOT is_deleted AND tracking_id LIKE 'FAR%' ORDER BY received_date DESC NULLS LAST, id DESC LIMIT 10 OFFSET 12000",
    );
    expect(filtered.data.map((r) => r.id)).toEqual(exact.map((r) => r.id));
  });
});
