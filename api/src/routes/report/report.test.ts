import { MAX_QUERY_LIMIT, type Package } from '@fcs/shared/contract';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let alice: string;
let ben: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = (await t.user(PHONES.alice)).id;
  ben = (await t.user(PHONES.ben)).id;
});
afterAll(() => t.close());

const data = async (token: string, body: object, table = 'packages') =>
  t.call({ method: 'POST', url: `/api/data/${table}`, token, payload: body });
const rows = async (token: string, body: object) => {
  const res = await data(token, body);
  expect(res.statusCode).toBe(200);
  return res.json().data as Package[];
};
const count = async (token: string, body: object) => {
  const res = await t.call({ method: 'POST', url: '/api/row/packages', token, payload: body });
  expect(res.statusCode).toBe(200);
  return res.json().data as number;
};
const own = (p: Package, cid: string) => p.user_id === cid || p.sender_id === cid;

describe('POST /api/data/packages and /api/row/packages', () => {
  it('gives a customer only their packages, as consignee or sender', async () => {
    const token = await t.tokenFor(PHONES.alice);
    const list = await rows(token, { limit: 100 });
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((p) => own(p, alice))).toBe(true);
    expect(list.some((p) => p.user_id === alice)).toBe(true);
    expect(list.some((p) => p.sender_id === alice && p.user_id !== alice)).toBe(true);
    const n = (
      await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM packages WHERE (user_id = $1 OR sender_id = $1) AND NOT is_deleted', [
        alice,
      ])
    )[0]!.n;
    expect(await count(token, {})).toBe(n);
    expect(list).toHaveLength(n);
  });

  it("keeps the scope whatever the filters say: a crafted user_id or an or_group cannot reach another customer's rows", async () => {
    const token = await t.tokenFor(PHONES.alice);
    const crafted = await rows(token, { limit: 100, filters: [{ field: 'user_id', compare: '=', value: ben }] });
    expect(crafted.every((p) => own(p, alice))).toBe(true);
    // Ben is the consignee of the packages Alice sent: those, and only those, match.
    expect(crafted.every((p) => p.sender_id === alice)).toBe(true);

    const escape = await rows(token, {
      limit: 100,
      filters: [
        {
          or_group: 'x',
          filters: [
            { field: 'user_id', compare: '=', value: ben },
            { field: 'status', compare: 'not blank' },
          ],
        },
      ],
    });
    expect(escape.length).toBeGreaterThan(0);
    expect(escape.every((p) => own(p, alice))).toBe(true);
    expect(
      await count(token, {
        filters: [
          {
            or_group: 'x',
            filters: [
              { field: 'user_id', compare: 'blank' },
              { field: 'user_id', compare: 'not blank' },
            ],
          },
        ],
      }),
    ).toBe(await count(token, {}));
  });

  it('lets staff with pkg read every package, and refuses staff without it, anonymous and not-joined users', async () => {
    const all = await count(await t.tokenFor(PHONES.packageStaff), {});
    const n = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM packages WHERE NOT is_deleted'))[0]!.n;
    expect(all).toBe(n);
    expect(await count(await t.tokenFor(PHONES.admin), {})).toBe(n);
    expect(await count(await t.tokenFor(PHONES.superAdmin), {})).toBe(n);
    for (const token of [await t.anonymousToken(), await t.tokenFor(PHONES.chloe), await t.tokenFor(PHONES.requested)]) {
      const res = await data(token, {});
      expect(res.statusCode).toBe(403);
      expect(res.json().status).toBe('Error');
    }
    // Staff without pkg are joined users: they see their own packages (none).
    expect(await count(await t.tokenFor(PHONES.pickupStaff), {})).toBe(0);
  });

  it('filters with =, like, in, date ranges, blank and not blank', async () => {
    const token = await t.tokenFor(PHONES.packageStaff);
    const delivered = await rows(token, { limit: 100, filters: [{ field: 'status', compare: '=', value: 'delivered' }] });
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.every((p) => p.status === 'delivered')).toBe(true);

    const ups = await rows(token, { limit: 100, filters: [{ field: 'tracking_id', compare: 'like', value: '1z*' }] });
    expect(ups.length).toBeGreaterThan(0);
    expect(ups.every((p) => p.tracking_id.startsWith('1Z'))).toBe(true);

    const two = await rows(token, { limit: 100, filters: [{ field: 'status', compare: 'in', value: ['packed', 'processed'] }] });
    expect(new Set(two.map((p) => p.status))).toEqual(new Set(['packed', 'processed']));

    const unassigned = await rows(token, { limit: 100, filters: [{ field: 'user_id', compare: 'blank' }] });
    expect(unassigned.length).toBeGreaterThan(0);
    expect(unassigned.every((p) => p.user_id === null)).toBe(true);
    expect(await count(token, { filters: [{ field: 'user_id', compare: 'not blank' }] })).toBe(
      (await count(token, {})) - unassigned.length,
    );

    const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const recent = await rows(token, { limit: 100, filters: [{ field: 'received_date', compare: '>=', value: since }] });
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((p) => p.received_date! >= since)).toBe(true);
  });

  it('sorts by the default received_date desc and by any whitelisted field, and pages', async () => {
    const token = await t.tokenFor(PHONES.packageStaff);
    const byDefault = await rows(token, { limit: 20 });
    const dates = byDefault.map((p) => p.received_date!);
    expect(dates).toEqual([...dates].sort().reverse());

    const asc = await rows(token, { limit: 100, sorts: ['tracking_id asc'] });
    const ids = asc.map((p) => p.tracking_id);
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const page1 = await rows(token, { limit: 10, offset: 0, sorts: ['updated_date desc'] });
    const page2 = await rows(token, { limit: 10, offset: 10, sorts: ['updated_date desc'] });
    expect(page1).toHaveLength(10);
    expect(page2.map((p) => p.id).some((id) => page1.some((p) => p.id === id))).toBe(false);
    expect(page1[9]!.updated_date! >= page2[0]!.updated_date!).toBe(true);
  });

  it('refuses unknown fields, unknown tables and bad input with 400', async () => {
    const token = await t.tokenFor(PHONES.packageStaff);
    for (const body of [
      { filters: [{ field: 'password', compare: '=', value: 'x' }] },
      { filters: [{ field: 'is_deleted', compare: '=', value: true }] },
      { sorts: ['nope desc'] },
      { sorts: ['tracking_id; DROP TABLE packages'] },
      { filters: [{ field: 'photo_urls', compare: '=', value: '[]' }] },
      { filters: [{ field: 'received_date', compare: '>=', value: 'yesterday-ish' }] },
      { filters: [{ field: 'status', compare: 'between', value: 1 }] },
    ]) {
      const res = await data(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('Error');
      expect(res.json().message.length).toBeGreaterThan(5);
    }
    expect((await data(token, { filters: [{ field: 'password', compare: '=', value: 'x' }] })).json().message).toBe(
      'Unknown field "password" in packages',
    );
    expect((await data(token, {}, 'users_secret')).statusCode).toBe(400);
  });

  it('refuses a filter tree nested a thousand deep, or of 10,000 conditions (650 KB), before it costs the database anything', async () => {
    const token = await t.tokenFor(PHONES.packageStaff);
    let deep: object = { field: 'status', compare: '=', value: 'received' };
    for (let i = 0; i < 1000; i++) deep = { or_group: `g${i}`, filters: [deep] };
    const nested = await t.call({ method: 'POST', url: '/api/data/packages', token, payload: { filters: [deep] } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe('Filters may nest at most 5 levels deep');
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      field: 'tracking_id',
      compare: 'ILIKE',
      value: `%${i}pattern-that-is-long%`,
    }));
    const payload = { filters: [{ or_group: 'all', filters: many }] };
    expect(JSON.stringify(payload).length).toBeGreaterThan(650_000);
    const started = Date.now();
    const huge = await t.call({ method: 'POST', url: '/api/row/packages', token, payload });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('A query may hold at most 100 filter conditions');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('takes a value with quotes as data, not SQL', async () => {
    const token = await t.tokenFor(PHONES.packageStaff);
    expect(await rows(token, { filters: [{ field: 'tracking_id', compare: '=', value: "x' OR '1'='1" }] })).toEqual([]);
    expect(await rows(token, { filters: [{ field: 'user_id', compare: '=', value: "x' OR '1'='1" }] })).toEqual([]);
  });

  it(`caps the limit at ${MAX_QUERY_LIMIT}`, async () => {
    await t.db.query(
      `INSERT INTO packages (tracking_id, status) SELECT 'CAP' || lpad(g::text, 6, '0'), 'received' FROM generate_series(1, ${MAX_QUERY_LIMIT}) g`,
    );
    const token = await t.tokenFor(PHONES.packageStaff);
    const res = await data(token, { limit: MAX_QUERY_LIMIT * 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(MAX_QUERY_LIMIT);
    expect(await count(token, { limit: MAX_QUERY_LIMIT * 4 })).toBeGreaterThan(MAX_QUERY_LIMIT);
  });
});

describe('Collect: a driver finds their pickups by the customer’s name and phone (issue 23.5)', () => {
  type Row = { id: string; pickup_staff_id: string | null; customer_name: string | null; customer_phone_number: string | null };
  const assigned = async (token: string, filters: object[]) => {
    const res = await data(token, { limit: 100, view: 'assigned', filters }, 'pickups');
    expect(res.statusCode).toBe(200);
    return res.json().data as Row[];
  };
  const search = (value: string, phone?: string) => [
    {
      or_group: 'search',
      filters: [
        ...['pickup_number', 'zone_name', 'customer_name'].map((field) => ({ field, compare: 'like', value })),
        ...(phone ? [{ field: 'customer_phone_number', compare: 'like', value: phone }] : []),
      ],
    },
  ];

  it('matches a part of the name in any case, and the phone by its digits, only among the pickups assigned to them', async () => {
    const token = await t.tokenFor(PHONES.driver);
    const driver = (await t.user(PHONES.driver)).id;
    const mine = await assigned(token, []);
    expect(mine.length).toBeGreaterThan(0);
    const target = mine.find((p) => p.customer_name && p.customer_phone_number)!;
    const part = target.customer_name!.split(' ')[0]!.toLowerCase();

    const byName = await assigned(token, search(part));
    expect(byName.map((p) => p.id)).toContain(target.id);
    expect(byName.every((p) => p.pickup_staff_id === driver && p.customer_name!.toLowerCase().includes(part))).toBe(true);

    const digits = target.customer_phone_number!.replace(/\D/g, '').slice(-7);
    const byPhone = await assigned(token, search(digits, digits));
    expect(byPhone.map((p) => p.id)).toContain(target.id);
    expect(byPhone.every((p) => p.pickup_staff_id === driver)).toBe(true);
  });
});
