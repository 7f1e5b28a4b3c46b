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

describe('issue 11: inv staff create invoices and change their status', () => {
  const create = (token: string, payload: object) => t.call({ method: 'POST', url: '/invoices', token, payload });
  const setStatus = (token: string, payload: object) => t.call({ method: 'PUT', url: '/invoices/status', token, payload });
  const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices'))[0]!.n;
  const lines = [
    { description: 'Air freight', quantity: 3, unit_price: 12.35 },
    { description: 'Insurance', quantity: 1, unit_price: 0.1 },
  ];

  it('creates an unpaid invoice for a joined customer; the server computes the line amounts and the total in cents', async () => {
    const res = await create(invStaff, { customer_id: alice, lines, amount: 1 } as object);
    // Unknown fields (such as an amount of the caller's) are refused, not trusted.
    expect(res.statusCode).toBe(400);
    const ok = await create(invStaff, { customer_id: alice, lines });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(INVOICE_MSG.created);
    const inv = ok.json().data as InvoiceDetail;
    expect(inv).toMatchObject({ user_id: alice, fcs_id: 'FCS00001', status: 'unpaid', amount: 37.15, version: 1 });
    expect(inv.lines.map((l) => [l.line_no, l.description, l.quantity, l.unit_price, l.amount])).toEqual([
      [1, 'Air freight', 3, 12.35, 37.05],
      [2, 'Insurance', 1, 0.1, 0.1],
    ]);
    expect(inv.history).toEqual([expect.objectContaining({ status: 'unpaid', by_name: 'Farid Haddad' })]);
  });

  it('the customer sees the new invoice at once in My Invoices (view mine) and in its detail, without the staff names', async () => {
    const inv = (await create(invStaff, { customer_id: alice, lines: [{ description: 'Seen', quantity: 2, unit_price: 5 }] })).json()
      .data as InvoiceDetail;
    const mine = await t.call({ method: 'POST', url: '/api/data/invoices', token: aliceToken, payload: { view: 'mine', limit: 100 } });
    const row = (mine.json().data as InvoiceRow[]).find((r) => r.id === inv.id);
    expect(row).toMatchObject({ invoice_number: inv.invoice_number, amount: 10, status: 'unpaid' });
    const detail = (await t.call({ method: 'GET', url: `/invoices/${inv.id}`, token: aliceToken })).json().data as InvoiceDetail;
    expect(detail.amount).toBe(10);
    expect(detail.history).toEqual([expect.objectContaining({ status: 'unpaid', by_name: null })]);
  });

  it('refuses bad input with a clear 400 that changes nothing', async () => {
    const before = await count();
    const refused = async (payload: object, message: string | RegExp) => {
      const res = await create(invStaff, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    };
    await refused({ customer_id: alice, lines: [] }, INVOICE_MSG.linesRequired);
    await refused({ customer_id: alice, lines: [{ ...lines[0], quantity: 0 }] }, INVOICE_MSG.quantityInvalid);
    await refused({ customer_id: alice, lines: [{ ...lines[0], quantity: 1.5 }] }, INVOICE_MSG.quantityInvalid);
    await refused({ customer_id: alice, lines: [{ description: 'No price', quantity: 1 }] }, INVOICE_MSG.unitPriceRequired);
    await refused({ customer_id: alice, lines: [{ ...lines[0], unit_price: '1' }] }, INVOICE_MSG.unitPriceInvalid);
    await refused({ customer_id: alice, lines: [{ ...lines[0], unit_price: -1 }] }, INVOICE_MSG.unitPriceInvalid);
    await refused({ customer_id: alice, lines: [{ ...lines[0], unit_price: 1.005 }] }, INVOICE_MSG.unitPriceInvalid);
    await refused({ customer_id: alice, lines: [{ ...lines[0], description: '  ' }] }, INVOICE_MSG.descriptionRequired);
    await refused({ customer_id: alice, lines: [{ ...lines[0], description: 'x'.repeat(201) }] }, /too long/);
    await refused({ customer_id: alice, lines: Array.from({ length: 101 }, () => lines[0]) }, INVOICE_MSG.tooManyLines);
    await refused({ customer_id: '', lines }, INVOICE_MSG.customerRequired);
    // Not a joined customer: unknown, a staff member, an invited person.
    await refused({ customer_id: '00000000-0000-4000-8000-000000000000', lines }, INVOICE_MSG.customerNotFound);
    await refused({ customer_id: (await t.user(PHONES.admin)).id, lines }, INVOICE_MSG.customerNotFound);
    await refused({ customer_id: (await t.user(PHONES.chloe)).id, lines }, INVOICE_MSG.customerNotFound);
    // A package line must be one of that customer's packages, once, on no other open invoice.
    const [bens] = await t.db.query<{ id: string }>('SELECT id FROM packages WHERE user_id = $1 LIMIT 1', [ben]);
    await refused({ customer_id: alice, lines: [{ ...lines[0], package_id: bens!.id }] }, INVOICE_MSG.packageNotFound);
    const [free] = (await t.call({ method: 'GET', url: `/invoice_packages/${alice}`, token: invStaff })).json().data as { id: string }[];
    await refused(
      {
        customer_id: alice,
        lines: [
          { ...lines[0], package_id: free!.id },
          { ...lines[1], package_id: free!.id },
        ],
      },
      INVOICE_MSG.packageTwice,
    );
    expect(await count()).toBe(before);
    const first = await create(invStaff, { customer_id: alice, lines: [{ ...lines[0], package_id: free!.id }] });
    expect(first.statusCode).toBe(200);
    expect((first.json().data as InvoiceDetail).lines[0]!.tracking_id).toBeTruthy();
    await refused({ customer_id: alice, lines: [{ ...lines[0], package_id: free!.id }] }, INVOICE_MSG.packageInvoiced);
    const open = (await t.call({ method: 'GET', url: `/invoice_packages/${alice}`, token: invStaff })).json().data as { id: string }[];
    expect(open.some((p) => p.id === free!.id)).toBe(false);
  });

  it('is for inv staff only: customers and other staff are refused (403), another customer’s packages list is 404 for a non-customer', async () => {
    const body = { customer_id: alice, lines };
    expect((await create(aliceToken, body)).statusCode).toBe(403);
    expect((await create(await t.tokenFor(PHONES.pickupStaff), body)).statusCode).toBe(403);
    expect((await create(await t.tokenFor(PHONES.admin), body)).statusCode).toBe(200);
    const id = (await create(invStaff, body)).json().data.id as string;
    expect((await setStatus(aliceToken, { id, status: 'paid' })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/invoice_packages/${alice}`, token: aliceToken })).statusCode).toBe(403);
    const staffId = (await t.user(PHONES.pickupStaff)).id;
    expect((await t.call({ method: 'GET', url: `/invoice_packages/${staffId}`, token: invStaff })).statusCode).toBe(404);
  });

  it('marks an unpaid invoice paid once; a stale version or an illegal change is a 409 that changes nothing; each change is recorded', async () => {
    const inv = (await create(invStaff, { customer_id: ben, lines })).json().data as InvoiceDetail;
    const stale = await setStatus(invStaff, { id: inv.id, status: 'paid', version: inv.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
    const paid = await setStatus(invStaff, { id: inv.id, status: 'paid', version: inv.version });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe(INVOICE_MSG.paid);
    const after = paid.json().data as InvoiceDetail;
    expect(after).toMatchObject({ status: 'paid', version: 2 });
    expect(after.history.map((h) => [h.status, h.by_name])).toEqual([
      ['unpaid', 'Farid Haddad'],
      ['paid', 'Farid Haddad'],
    ]);
    for (const status of ['paid', 'canceled']) {
      const again = await setStatus(invStaff, { id: inv.id, status });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/This invoice is paid: it can no longer be/);
    }
    expect((await setStatus(invStaff, { id: inv.id, status: 'draft' })).statusCode).toBe(400);
    expect((await setStatus(invStaff, { id: '00000000-0000-4000-8000-000000000000', status: 'paid' })).statusCode).toBe(404);
    const [row] = await t.db.query<{ status: string; version: number; updated_by: string }>(
      'SELECT status, version, updated_by FROM invoices WHERE id = $1',
      [inv.id],
    );
    expect(row).toEqual({ status: 'paid', version: 2, updated_by: (await t.user(PHONES.packageStaff)).id });
  });

  it('cancels an unpaid invoice; a canceled one cannot be paid; its packages can be invoiced again', async () => {
    const [free] = (await t.call({ method: 'GET', url: `/invoice_packages/${alice}`, token: invStaff })).json().data as { id: string }[];
    const inv = (await create(invStaff, { customer_id: alice, lines: [{ ...lines[0], package_id: free!.id }] })).json()
      .data as InvoiceDetail;
    const canceled = await setStatus(invStaff, { id: inv.id, status: 'canceled', version: 1 });
    expect(canceled.json()).toMatchObject({ message: INVOICE_MSG.canceled, data: { status: 'canceled' } });
    const pay = await setStatus(invStaff, { id: inv.id, status: 'paid' });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('This invoice is canceled: it can no longer be marked as paid');
    const open = (await t.call({ method: 'GET', url: `/invoice_packages/${alice}`, token: invStaff })).json().data as { id: string }[];
    expect(open.some((p) => p.id === free!.id)).toBe(true);
  });
});
