import { IMPORT_MSG, importSample } from '@fcs/shared/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';
import { csvCells } from '../test-support/csv';

/**
 * Issue 32 · import: POST /imports/{kind} as the forwarder's admin moves its book in: dry runs,
 * all-or-nothing imports, a second run that changes nothing, the refusals, and the audit entries.
 */
let t: TestApp;
let admin: string;
let sa: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(PHONES.admin);
  sa = await t.tokenFor(PHONES.superAdmin);
}, 60_000);
afterAll(() => t.close());

const send = (
  kind: string,
  csv: string | Buffer,
  { token = admin, dryRun = false, type = 'text/csv', accept }: { token?: string; dryRun?: boolean; type?: string; accept?: string } = {},
) =>
  t.call({
    method: 'POST',
    url: `/imports/${kind}${dryRun ? '?dry_run=true' : ''}`,
    token,
    payload: csv,
    headers: { 'content-type': type, ...(accept ? { accept } : {}) },
  });
const count = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ n: number }>(sql, params))[0]!.n);

describe('customers', () => {
  const file = [
    'name,phone,email,status,fcs_id,country',
    'Aung Min,+959420012345,aung@example.com,invited,FCS90001,',
    '"Lim, Wei",91234567,,joined,,sg',
    'Grace Park,+15550201111,,,,',
  ].join('\n');

  it('checks a file without writing, then imports it, then changes nothing the second time', async () => {
    const dry = await send('customers', file, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().data).toEqual({ rows: 3, created: 3, updated: 0, unchanged: 0, errors: [] });
    expect(await count('SELECT count(*)::int AS n FROM users WHERE phone_number = ANY($1)', [['+959420012345', '+6591234567']])).toBe(0);

    const real = await send('customers', file);
    expect(real.statusCode).toBe(200);
    expect(real.json()).toMatchObject({ status: 'Ok', data: { rows: 3, created: 3, updated: 0, unchanged: 0 } });
    const [aung] = await t.db.query<{ fcs_id: string; status: string; email: string }>('SELECT * FROM users WHERE phone_number = $1', [
      '+959420012345',
    ]);
    expect(aung).toMatchObject({ fcs_id: 'FCS90001', status: 'invited', email: 'aung@example.com' });
    const [lim] = await t.db.query<{ fcs_id: string; status: string; user_name: string }>('SELECT * FROM users WHERE phone_number = $1', [
      '+6591234567',
    ]);
    expect(lim).toMatchObject({ status: 'joined', user_name: 'Lim, Wei' });
    // The numbering moved past the FCS ID kept: the next one made is after it.
    expect(Number(lim!.fcs_id.slice(3))).toBeGreaterThan(90001);

    const again = await send('customers', file);
    expect(again.json().data).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
  });

  it('reads a semicolon-separated file with a BOM, and updates by FCS ID', async () => {
    const csv = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('fcs_id;name;phone\r\nFCS90001;Aung Min Htet;+959420012345\r\n'),
    ]);
    const res = await send('customers', csv);
    expect(res.json().data).toMatchObject({ rows: 1, created: 0, updated: 1, unchanged: 0 });
    expect((await t.user('+959420012345')).user_name).toBe('Aung Min Htet');
  });

  it('imports nothing when a row has an error, and answers every error with its row and column', async () => {
    const before = await count('SELECT count(*)::int AS n FROM users');
    const bad = [
      'name,phone',
      'Fine Person,+15550202222',
      ',+15550203333',
      'No Phone,12345',
      `Staff Phone,${PHONES.packageStaff}`,
      'Fine Person Two,+15550202222',
    ].join('\n');
    const dry = await send('customers', bad, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    const real = await send('customers', bad);
    expect(real.statusCode).toBe(400);
    expect(real.json().message).toBe(IMPORT_MSG.failed(4));
    expect(real.json().data.errors).toEqual([
      { row: 3, column: 'name', message: 'Name is required' },
      { row: 4, column: 'phone', message: expect.stringContaining('Enter a valid phone number') },
      { row: 5, column: 'phone', message: expect.stringMatching(/^FCS\d+ is a staff member: staff are added with pnpm fcs staff add$/) },
      { row: 6, column: 'phone', message: 'The phone +15550202222 is also on line 2' },
    ]);
    expect(dry.json().data.errors).toEqual(real.json().data.errors);
    expect(await count('SELECT count(*)::int AS n FROM users')).toBe(before);
  });

  it('refuses a file whose header it cannot read, naming the column', async () => {
    expect((await send('customers', 'name,phone,shoe_size\nA,+15550204444,9\n')).json()).toEqual({
      status: 'Error',
      message: IMPORT_MSG.unknownColumn('shoe_size', 'customers'),
    });
    const missing = await send('customers', 'name,email\nA,a@example.com\n');
    expect([missing.statusCode, missing.json().message]).toEqual([400, IMPORT_MSG.missingColumn('phone')]);
    expect((await send('customers', '')).statusCode).toBe(400);
    expect((await send('customers', 'name,phone\n')).json().message).toBe(IMPORT_MSG.empty);
    expect((await send('customers', Buffer.from([0x6e, 0x61, 0xff, 0xfe, 0x0a]))).json().message).toBe(IMPORT_MSG.notUtf8);
    expect((await send('customers', 'name,phone\n"A,+1\n')).statusCode).toBe(400);
    const json = await send('customers', JSON.stringify({ name: 'x' }), { type: 'application/json' });
    expect([json.statusCode, json.json().message]).toEqual([415, IMPORT_MSG.notCsv]);
    const kind = await send('invoices', 'a\n1\n');
    expect(kind.statusCode).toBe(400);
  });

  it('refuses a file over 20 MB with 413', async () => {
    const big = `name,phone\n${'x'.repeat(20 * 1024 * 1024)}\n`;
    const res = await send('customers', big);
    expect([res.statusCode, res.json().message]).toEqual([413, IMPORT_MSG.tooLarge]);
  });

  it('is for admin and sa only: a customer and package staff get 403 and nothing changes', async () => {
    const csv = 'name,phone\nSomeone,+15550205555\n';
    for (const phone of [PHONES.alice, PHONES.packageStaff, PHONES.dropoffStaff]) {
      const res = await send('customers', csv, { token: await t.tokenFor(phone) });
      expect(res.statusCode).toBe(403);
    }
    expect(await count('SELECT count(*)::int AS n FROM users WHERE phone_number = $1', ['+15550205555'])).toBe(0);
    expect((await send('customers', csv, { token: sa })).statusCode).toBe(200);
  });

  it('logs every row it writes in the audit log, as the admin who imported', async () => {
    const adminRow = await t.user(PHONES.admin);
    await send('customers', 'name,phone\nAudit Me,+15550206666\n');
    const id = (await t.user('+15550206666')).id;
    const [entry] = await t.db.query<Record<string, unknown>>('SELECT * FROM audit_log WHERE entity = $1 AND entity_id = $2', [
      'users',
      id,
    ]);
    expect(entry).toMatchObject({
      actor_id: adminRow.id,
      actor_name: adminRow.user_name,
      action: 'POST /imports/:kind',
      operation: 'insert',
    });
    expect((entry!.changes as Record<string, unknown>).user_name).toEqual({ before: null, after: 'Audit Me' });
  });

  it('streams its progress, then the answer, when asked for NDJSON', async () => {
    const res = await send('customers', 'name,phone\nStream Me,+15550207777\n', { accept: 'application/x-ndjson' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toEqual({ progress: { phase: 'reading', done: 1, total: 1 } });
    expect(lines.at(-1)).toMatchObject({ code: 200, status: 'Ok', data: { created: 1 } });
  });
});

describe('addresses', () => {
  it('adds addresses to the customers it names, with the default and lat/lng from the zip, once', async () => {
    const file = [
      'customer,full_name,phone_number,country,address_line1,address_line2,city,state,zip,default',
      'FCS90001,Aung Min,,United States,120 Main Street,Apt 4,Edison,NJ,08817,no',
      '+959420012345,Aung Min,+15550208888,United States,9 Oak Avenue,,Princeton,NJ,08540,yes',
      'FCS99999,Nobody,,United States,1 Nowhere,,Edison,NJ,08817,',
    ].join('\n');
    const bad = await send('addresses', file);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toEqual([{ row: 4, column: 'customer', message: expect.stringContaining('"FCS99999"') }]);
    const good = file.split('\n').slice(0, 3).join('\n');
    expect((await send('addresses', good)).json().data).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const id = (await t.user('+959420012345')).id;
    const book = await t.db.query<{ address_line1: string; is_default: boolean; phone_number: string; lat: number | null }>(
      'SELECT * FROM delivery_addresses WHERE user_id = $1 ORDER BY address_line1',
      [id],
    );
    expect(book.map((a) => [a.address_line1, a.is_default, a.phone_number])).toEqual([
      ['120 Main Street', false, '+959420012345'],
      ['9 Oak Avenue', true, '+15550208888'],
    ]);
    expect(book[0]!.lat).not.toBeNull();
    expect((await send('addresses', good)).json().data).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });
});

describe('packages', () => {
  const file = [
    'tracking_id,consignee,sender,status,received_date,updated_date,remark',
    `IMPORT-0001,FCS90001,${PHONES.alice},delivered,03/01/2026,2026-03-05T10:00,Fragile`,
    'IMPORT-0002,+959420012345,,received,2026-03-02,,',
  ].join('\n');

  it('imports packages with their history, dates read in Eastern Time, and changes nothing the second time', async () => {
    const res = await send('packages', file);
    expect(res.json()).toMatchObject({ status: 'Ok', data: { rows: 2, created: 2 } });
    const [p] = await t.db.query<{
      status: string;
      received_date: Date;
      updated_date: Date;
      all_status: { status: string }[];
      sender_id: string;
    }>("SELECT * FROM package_rows WHERE tracking_id = 'IMPORT-0001'");
    expect(p!.status).toBe('delivered');
    // 03/01/2026 is midnight in New York (EST, UTC-5); 2026-03-05T10:00 is 10 am there.
    expect(new Date(p!.received_date).toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(new Date(p!.updated_date).toISOString()).toBe('2026-03-05T15:00:00.000Z');
    expect(p!.all_status.map((h) => h.status)).toEqual(['received', 'delivered']);
    expect(p!.sender_id).toBe((await t.user(PHONES.alice)).id);
    expect((await send('packages', file)).json().data).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('refuses a status that goes back, an unknown consignee and a bad date, and imports nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM packages');
    const bad = [
      'tracking_id,consignee,status,received_date',
      'IMPORT-0001,FCS90001,received,03/01/2026',
      'IMPORT-0003,FCS99999,received,',
      'IMPORT-0004,FCS90001,received,31/12/2026',
      'IMPORT-0005,FCS90001,lost,',
      'IMPORT-0006,FCS90001,,',
    ].join('\n');
    const res = await send('packages', bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [2, 'status'],
      [3, 'consignee'],
      [4, 'received_date'],
      [5, 'status'],
    ]);
    expect(await count('SELECT count(*)::int AS n FROM packages')).toBe(before);
  });
});

describe('the README samples', () => {
  it('import cleanly into an empty portal, customers first, and the contract’s samples have their headers', async () => {
    const fresh = await createTestApp({ seeded: false });
    try {
      const phone = '+15550209999';
      const { after } = await fresh.db.tx((q) => fresh.app.repos.users.upsertStaff(q, { phone, name: 'First Admin', privileges: ['sa'] }));
      await fresh.db.query('UPDATE users SET auth_uid = $2 WHERE id = $1', [after.id, `uid-${phone.slice(-4)}`]);
      const token = await fresh.tokenFor(phone);
      for (const kind of ['customers', 'addresses', 'packages'] as const) {
        const sample = readFileSync(path.join(repoRoot(), 'docs/import-samples', `${kind}.csv`));
        expect(csvCells(sample.toString().split('\n')[0]!)).toEqual(csvCells(importSample(kind).split('\n')[0]!));
        const res = await fresh.call({
          method: 'POST',
          url: `/imports/${kind}`,
          token,
          payload: sample,
          headers: { 'content-type': 'text/csv' },
        });
        expect([kind, res.statusCode, res.json().data.errors]).toEqual([kind, 200, []]);
        expect(res.json().data.created).toBeGreaterThan(0);
      }
      expect((await fresh.db.query("SELECT fcs_id FROM users WHERE phone_number = '+959420012345'"))[0]).toEqual({ fcs_id: 'FCS00120' });
    } finally {
      await fresh.close();
    }
  });
});
