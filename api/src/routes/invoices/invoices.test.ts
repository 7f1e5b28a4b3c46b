import { INVOICE_MSG, type InvoiceDetail, type InvoiceRow } from '@fcs/shared/contract';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let alice: string;
let ben: string;
let aliceToken: string;
let invStaff: string; // cu:pkg:inv

beforeAll(async () => {
  t = await createTestApp();
  alice = (await t.user(PHONES.alice)).id;
  ben = (await t.user(PHONES.ben)).id;
  aliceToken = await t.tokenFor(PHONES.alice);
  invStaff = await t.tokenFor(PHONES.packageStaff);
});
afterAll(() => t.close());

const invoiceOf = async (user: string) =>
  (await t.db.query<{ id: string }>('SELECT id FROM invoices WHERE user_id = $1 ORDER BY invoice_date LIMIT 1', [user]))[0]!.id;

describe('GET /invoices/:id', () => {
  it('answers the own invoice with its customer and lines in order, the amount their sum', async () => {
    const res = await t.call({ method: 'GET', url: `/invoices/${await invoiceOf(alice)}`, token: aliceToken });
    expect(res.statusCode).toBe(200);
    const inv = res.json().data as InvoiceDetail;
    expect(inv).toMatchObject({
      user_id: alice,
      fcs_id: 'FCS00001',
      user_name: 'Alice Carter',
      phone_number: PHONES.alice,
      status: 'paid',
    });
    expect(inv.invoice_number).toMatch(/^INV\d{6}$/);
    expect(inv.lines.length).toBeGreaterThanOrEqual(2);
    expect(inv.lines.map((l) => l.line_no)).toEqual(inv.lines.map((_, i) => i + 1));
    expect(inv.amount).toBeCloseTo(
      inv.lines.reduce((s, l) => s + l.amount, 0),
      2,
    );
  });

  it('answers another customer’s invoice as a missing one (404), lets inv staff read any, 404 for none', async () => {
    const bens = await invoiceOf(ben);
    const res = await t.call({ method: 'GET', url: `/invoices/${bens}`, token: aliceToken });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(INVOICE_MSG.notFound);
    expect((await t.call({ method: 'GET', url: `/invoices/${bens}`, token: invStaff })).json().data.user_id).toBe(ben);
    expect((await t.call({ method: 'GET', url: '/invoices/nope', token: aliceToken })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/invoices/${bens}`, token: await t.tokenFor(PHONES.pickupStaff) })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/invoices/${bens}`, token: await t.tokenFor(PHONES.chloe) })).statusCode).toBe(403);
  });
});

describe('POST /api/data/invoices and /api/row/invoices', () => {
  const data = async (token: string, body: object) => {
    const res = await t.call({ method: 'POST', url: '/api/data/invoices', token, payload: body });
    expect(res.statusCode).toBe(200);
    return res.json().data as InvoiceRow[];
  };
  const count = async (token: string, body: object) =>
    (await t.call({ method: 'POST', url: '/api/row/invoices', token, payload: body })).json().data as number;

  it('gives a customer only their invoices, newest first, whatever the filters say', async () => {
    const rows = await data(aliceToken, { limit: 100 });
    const n = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices WHERE user_id = $1', [alice]))[0]!.n;
    expect(rows).toHaveLength(n);
    expect(rows.every((r) => r.user_id === alice && typeof r.amount === 'number')).toBe(true);
    const dates = rows.map((r) => r.invoice_date!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await data(aliceToken, { filters: [{ field: 'user_id', compare: '=', value: ben }] })).toEqual([]);
    expect(
      await count(aliceToken, {
        filters: [
          {
            or_group: 'x',
            filters: [
              { field: 'user_id', compare: '=', value: ben },
              { field: 'amount', compare: '>=', value: 0 },
            ],
          },
        ],
      }),
    ).toBe(n);
    const paid = await data(aliceToken, { filters: [{ field: 'status', compare: '=', value: 'paid' }], sorts: ['amount asc'] });
    expect(paid.every((r) => r.status === 'paid')).toBe(true);
  });

  it('lets inv staff read every invoice; staff without inv read their own (none)', async () => {
    const all = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices'))[0]!.n;
    expect(await count(invStaff, {})).toBe(all);
    expect(await count(await t.tokenFor(PHONES.pickupStaff), {})).toBe(0);
    const res = await t.call({ method: 'POST', url: '/api/data/invoices', token: await t.anonymousToken(), payload: {} });
    expect(res.statusCode).toBe(403);
  });
});
