import { CUSTOMER_MSG, INVOICE_MSG } from '@fcs/shared/contract';
import { openPostgres } from './db/postgres-db';
import { createTestApp, PHONES, type TestApp } from './test-support/test-app';
import { throwawayDatabase } from './test-support/throwaway-db';

/**
 * The rules "only one" under concurrency, on PostgreSQL (PGlite runs one transaction at a time, so
 * only here can two calls meet): N identical calls at once through the real app, each on a
 * connection of its own; exactly one may do what the rule allows, the others hear the same 4xx as
 * a call that came after it, never a 500, and the rows say the rule held.
 */
const url = process.env.TEST_DATABASE_URL;
const N = 20;

(url ? describe : describe.skip)('only one, whatever arrives at once (PostgreSQL)', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let admin: string;
  beforeAll(async () => {
    const made = await throwawayDatabase(url!, { seeded: true });
    drop = made.drop;
    t = await createTestApp({ db: await openPostgres(made.url, { poolSize: N + 4 }) });
    admin = await t.tokenFor(PHONES.admin);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  /** The same call N times at once; answers their status codes and messages. */
  const atOnce = async (n: number, make: (i: number) => Parameters<TestApp['call']>[0]) => {
    const answers = await Promise.all(Array.from({ length: n }, (_, i) => t.call(make(i))));
    return answers.map((a) => ({ code: a.statusCode, message: (a.json() as { message: string }).message, data: a.json().data }));
  };
  const codes = (answers: { code: number }[]) => answers.map((a) => a.code).sort();

  it('puts a package on one open invoice when 20 staff invoice it at once', async () => {
    const alice = await t.user(PHONES.alice);
    const [pkg] = await t.db.query<{ id: string }>(
      `INSERT INTO packages (tracking_id, status, user_id, received_date) VALUES ('RACE-INV-1', 'received', $1, now()) RETURNING id`,
      [alice.id],
    );
    const answers = await atOnce(N, () => ({
      method: 'POST',
      url: '/invoices',
      token: admin,
      payload: { customer_id: alice.id, lines: [{ description: 'Forwarding', quantity: 1, unit_price: 12.5, package_id: pkg!.id }] },
    }));
    expect(codes(answers)).toEqual([200, ...Array<number>(N - 1).fill(400)]);
    for (const a of answers.filter((x) => x.code !== 200)) expect(a.message).toBe(INVOICE_MSG.packageInvoiced);
    const open = await t.db.query(
      `SELECT 1 FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id WHERE l.package_id = $1 AND i.status <> 'canceled'`,
      [pkg!.id],
    );
    expect(open).toHaveLength(1);

    // Canceling the invoice frees the package: the next invoice may bill it, once.
    const invoice = answers.find((a) => a.code === 200)!.data as { id: string; version: number };
    const cancel = await t.call({
      method: 'PUT',
      url: '/invoices/status',
      token: admin,
      payload: { id: invoice.id, status: 'canceled', version: invoice.version },
    });
    expect(cancel.statusCode).toBe(200);
    const again = await atOnce(5, () => ({
      method: 'POST',
      url: '/invoices',
      token: admin,
      payload: { customer_id: alice.id, lines: [{ description: 'Again', quantity: 1, unit_price: 1, package_id: pkg!.id }] },
    }));
    expect(codes(again)).toEqual([200, 400, 400, 400, 400]);
  });

  it('receives one package when a tracking number is scanned at once on many desks', async () => {
    const alice = await t.user(PHONES.alice);
    const staff = await t.tokenFor(PHONES.packageStaff);
    const answers = await atOnce(N, () => ({
      method: 'POST',
      url: '/packages',
      token: staff,
      payload: { id: crypto.randomUUID(), tracking_id: 'RACE-SCAN-1', user_id: alice.id },
    }));
    expect(codes(answers)).toEqual([200, ...Array<number>(N - 1).fill(409)]);
    expect(await t.db.query(`SELECT 1 FROM packages WHERE tracking_id = 'RACE-SCAN-1'`)).toHaveLength(1);
  });

  it('offers a pickup date once when admins offer it at once', async () => {
    const [zone] = await t.db.query<{ id: string }>('SELECT id FROM zones WHERE delete_time = 0 LIMIT 1');
    const answers = await atOnce(N, () => ({
      method: 'POST',
      url: '/pickup_dates',
      token: admin,
      payload: { id: '20991231', remark: 'Race', zones: [zone!.id] },
    }));
    expect(codes(answers)).toEqual([200, ...Array<number>(N - 1).fill(409)]);
    expect(await t.db.query(`SELECT 1 FROM pickup_date_zones WHERE pickup_date_id = '20991231'`)).toHaveLength(1);
  });

  it('makes exactly one default of a first address added at once, and of defaults chosen at once', async () => {
    const staff = await t.user(PHONES.dropoffStaff);
    const token = await t.tokenFor(PHONES.dropoffStaff);
    await t.db.query('DELETE FROM delivery_addresses WHERE user_id = $1', [staff.id]);
    const form = (i: number) => ({
      user_id: staff.id,
      full_name: `Counter ${i}`,
      phone_number: '+15550100005',
      country: 'United States',
      address_line1: `${i} Elm Street`,
      address_line2: '',
      city: 'Edison',
      state: 'NJ',
      zip_code: '08817',
    });
    const added = await atOnce(10, (i) => ({ method: 'POST', url: '/delivery_address', token, payload: form(i) }));
    expect(codes(added)).toEqual(Array<number>(10).fill(200));
    const defaults = () => t.db.query('SELECT id FROM delivery_addresses WHERE user_id = $1 AND is_default', [staff.id]);
    expect(await defaults()).toHaveLength(1);
    const chosen = await atOnce(10, (i) => ({
      method: 'PUT',
      url: '/default_delivery_address',
      token,
      payload: { id: (added[i]!.data as { id: string }).id, user_id: staff.id },
    }));
    expect(codes(chosen)).toEqual(Array<number>(10).fill(200));
    expect(await defaults()).toHaveLength(1);
  });

  it('joins an invitation once when it is accepted at once from two devices', async () => {
    const chloe = await t.user(PHONES.chloe);
    expect(chloe.status).toBe('invited');
    const token = await t.tokenFor(PHONES.chloe);
    const answers = await atOnce(10, () => ({ method: 'POST', url: '/join_invite', token }));
    expect(codes(answers)).toEqual(Array<number>(10).fill(200));
    const after = await t.user(PHONES.chloe);
    expect(after.status).toBe('joined');
    // One joining: every answer names the same FCS ID, and the join was recorded once.
    expect(new Set(answers.map((a) => (a.data as { fcs_id: string }).fcs_id)).size).toBe(1);
  });

  it('invites a phone number once when two staff invite it at once', async () => {
    const answers = await atOnce(N, () => ({
      method: 'POST',
      url: '/invites',
      token: admin,
      payload: { user_name: 'Race Invite', phone_number: '+15557770001' },
    }));
    expect(codes(answers)).toEqual([200, ...Array<number>(N - 1).fill(409)]);
    for (const a of answers.filter((x) => x.code !== 200)) expect(a.message).toBe(CUSTOMER_MSG.phoneTaken);
    expect(await t.db.query(`SELECT 1 FROM users WHERE phone_number = '+15557770001'`)).toHaveLength(1);
  });
});
