import { LIST_COUNT_LIMIT } from '@fcs/shared/contract';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Lists at scale (issue 9): the next and previous pages by cursor are the same rows as by offset,
 * blanks included, in both directions; a far page by offset reads the same rows; only the asked
 * columns come; a count is exact up to its limit and says "more than" beyond; every list order and
 * filter the screens use reads an index, never a sort of the whole table.
 */
describe('report service paging', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    // Three hundred packages, some without a received date (a blank sorts last descending, first ascending).
    await t.db.exec(`
      INSERT INTO packages (tracking_id, status, received_date, updated_date)
      SELECT 'PAGE' || lpad(i::text, 5, '0'), 'received',
             CASE WHEN i % 37 = 0 THEN NULL ELSE timestamptz '2025-01-01' + interval '1 hour' * (i % 50) + interval '1 microsecond' * i END,
             timestamptz '2025-06-01' + interval '1 minute' * (i % 7)
        FROM generate_series(1, 300) i`);
    staff = await t.tokenFor('+15550100006');
  });
  afterAll(() => t.close());

  const data = (body: object) => t.call({ method: 'POST', url: '/api/data/packages', payload: body, token: staff });
  const ids = (res: { json(): unknown }) => ((res.json() as { data: { id: string }[] }).data ?? []).map((r) => r.id);

  it.each(['received_date desc', 'received_date asc', 'updated_date desc', 'tracking_id asc', 'status desc'])(
    'pages by cursor read the same rows as by offset (%s)',
    async (sort) => {
      const all = ids(await data({ sorts: [sort], limit: 500 }));
      expect(all.length).toBeGreaterThan(300);
      let after: string | undefined;
      const walked: string[] = [];
      for (let page = 0; walked.length < all.length && page < 100; page++) {
        const res = await data({ sorts: [sort], limit: 25, ...(after ? { after } : {}) });
        expect(res.statusCode).toBe(200);
        const body = res.json() as { data: { id: string }[]; cursors: { first: string; last: string } };
        expect(ids(res)).toEqual(all.slice(walked.length, walked.length + 25));
        if (walked.length > 0) {
          // And back: the page before this one is the previous 25 rows.
          const back = await data({ sorts: [sort], limit: 25, before: body.cursors.first });
          expect(ids(back)).toEqual(all.slice(walked.length - 25, walked.length));
        }
        walked.push(...ids(res));
        after = body.cursors.last;
      }
      expect(walked).toEqual(all);
      // A far page by offset is the same rows too.
      expect(ids(await data({ sorts: [sort], limit: 10, offset: 270 }))).toEqual(all.slice(270, 280));
    },
  );

  it('answers only the asked columns, with id', async () => {
    const res = await data({ sorts: ['received_date desc'], limit: 3, fields: ['tracking_id', 'status'] });
    for (const row of (res.json() as { data: object[] }).data) expect(Object.keys(row).sort()).toEqual(['id', 'status', 'tracking_id']);
  });

  it('refuses a forged or foreign cursor with a 400, and an unknown field', async () => {
    for (const after of [
      'x',
      Buffer.from('[1,2,3]').toString('base64url'),
      Buffer.from('["2025-01-01", "not-a-uuid"]').toString('base64url'),
      Buffer.from('["0000-01-01T00:00:00.000000Z","11111111-1111-4111-8111-111111111111"]').toString('base64url'),
    ]) {
      const res = await data({ sorts: ['received_date desc'], after });
      expect([res.statusCode, res.json()]).toEqual([400, expect.objectContaining({ status: 'Error' })]);
    }
    expect((await data({ fields: ['no_such_field'] })).statusCode).toBe(400);
  });

  it('counts exactly up to count_limit, and says "more_than" beyond it', async () => {
    const count = (body: object) => t.call({ method: 'POST', url: '/api/row/packages', payload: body, token: staff });
    const exact = (await count({})).json() as { data: number; count_kind: string };
    expect(exact.count_kind).toBe('exact');
    const filters = [{ field: 'tracking_id', compare: 'like', value: 'PAGE' }];
    expect((await count({ filters, count_limit: 1000 })).json()).toMatchObject({ data: 300, count_kind: 'exact' });
    expect((await count({ filters, count_limit: 100 })).json()).toMatchObject({ data: 100, count_kind: 'more_than' });
    expect(LIST_COUNT_LIMIT).toBeGreaterThanOrEqual(1000);
  });

  it('reads every list order and the status filter from an index, never sorting the table', async () => {
    const plan = async (sql: string) => {
      await t.db.exec('SET enable_seqscan = off; SET enable_sort = off; SET enable_bitmapscan = off');
      try {
        return JSON.stringify(await t.db.query(`EXPLAIN ${sql}`));
      } finally {
        await t.db.exec('RESET enable_seqscan; RESET enable_sort; RESET enable_bitmapscan');
      }
    };
    const orders: [string, string, string][] = [
      ['packages', 'is_deleted = false', 'received_date'],
      ['packages', 'is_deleted = false', 'updated_date'],
      ['packages', 'is_deleted = false', 'tracking_id'],
      ['packages', 'is_deleted = false', 'status'],
      ['packages', "NOT is_deleted AND status = 'packed'", 'received_date'],
      ['packages', 'is_deleted = false AND user_id = gen_random_uuid()', 'received_date'],
      ['packages', 'is_deleted = false AND sender_id = gen_random_uuid()', 'updated_date'],
      ['invoices', 'TRUE', 'invoice_date'],
      ['invoices', 'TRUE', 'invoice_number'],
      ['invoices', 'TRUE', 'amount'],
      ['invoices', 'user_id = gen_random_uuid()', 'invoice_date'],
      ['pickups', 'TRUE', 'updated_date'],
      ['pickups', 'TRUE', 'pickup_date'],
      ['pickups', 'TRUE', 'pickup_number'],
      ['pickups', "status = 'requested'", 'updated_date'],
      ['pickups', 'customer_id = gen_random_uuid()', 'updated_date'],
      ['dropoffs', 'TRUE', 'updated_date'],
      ['dropoffs', 'TRUE', 'created_date'],
      ['dropoffs', 'TRUE', 'dropoff_number'],
      ['dropoffs', "status = 'received'", 'updated_date'],
      ['dropoffs', 'customer_id = gen_random_uuid()', 'updated_date'],
    ];
    // A far page counts the skipped rows in the index alone.
    await t.db.exec('VACUUM packages');
    await t.db.exec('SET enable_indexscan = off');
    try {
      const far = await plan(
        'SELECT id FROM packages WHERE is_deleted = false ORDER BY received_date DESC NULLS LAST, id DESC LIMIT 10 OFFSET 200',
      );
      expect(far).toMatch(/Index Only Scan using packages_list_received_idx/);
    } finally {
      await t.db.exec('RESET enable_indexscan');
    }
    for (const [table, where, column] of orders) {
      for (const order of [`${column} DESC NULLS LAST, id DESC`, `${column} ASC NULLS FIRST, id ASC`]) {
        const text = await plan(`SELECT id FROM ${table} WHERE ${where} ORDER BY ${order} LIMIT 10`);
        expect([table, where, order, /Sort/.test(text.replace(/Incremental Sort/g, 'X'))]).toEqual([table, where, order, false]);
      }
    }
  });
});
