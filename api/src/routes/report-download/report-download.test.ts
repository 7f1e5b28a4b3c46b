import { openPostgres } from '../../db/postgres-db';
import { DOWNLOAD_CHUNK } from '../../report/csv-stream';
import { reportsAccountToken } from '../../test-support/reports-account';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';
import { throwawayDatabase } from '../../test-support/throwaway-db';
import { csvCells } from '../../test-support/csv';

/** POST /api/download/{object} on both paths of the CSV core: PostgreSQL's COPY and PGlite's keyset pages. */

const url = process.env.TEST_DATABASE_URL;

describe.each([['PGlite'], ...(url ? [['PostgreSQL']] : [])])('POST /api/download/{object} on %s', (kind) => {
  let t: TestApp;
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (kind === 'PostgreSQL') {
      const made = await throwawayDatabase(url!, { seeded: true });
      dropDatabase = made.drop;
      t = await createTestApp({ db: await openPostgres(made.url, {}) });
    } else t = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await dropDatabase?.();
  });

  const csv = async (token: string, object: string, payload: object) => {
    const res = await t.call({ method: 'POST', url: `/api/download/${object}`, token, payload });
    return { status: res.statusCode, lines: res.body.trim().split('\r\n'), res };
  };

  it('writes the asked columns under their headers, in the order asked, as the file {object}_report.csv', async () => {
    const admin = await t.tokenFor(PHONES.admin);
    const { status, lines, res } = await csv(admin, 'invoices', {
      fields: ['invoice_number', 'amount', 'status'],
      headers: ['No.', 'Amount'],
      sorts: ['invoice_number asc'],
    });
    expect(status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices_report.csv"');
    expect(lines[0]).toBe('"No.","Amount","Status"');
    const rows = await t.db.query<{ invoice_number: string; status: string }>(
      'SELECT invoice_number, status FROM invoices ORDER BY invoice_number',
    );
    expect(lines.slice(1).map((l) => csvCells(l)[0])).toEqual(rows.map((r) => r.invoice_number));
    expect(lines.slice(1).map((l) => csvCells(l)[2])).toEqual(rows.map((r) => r.status));
  });

  it('blanks other people’s phones and e-mails for a reader without the right, never their own', async () => {
    const rpt = await reportsAccountToken(t);
    const { lines } = await csv(rpt, 'users', { fields: ['user_name', 'phone_number', 'email'], sorts: ['fcs_id asc'] });
    const withPhone = lines.slice(1).filter((l) => csvCells(l)[1]);
    expect(withPhone).toEqual(['"Rita Reports","\'+15550100020",']);
    const admin = await t.tokenFor(PHONES.admin);
    const all = await csv(admin, 'users', { fields: ['user_name', 'phone_number'] });
    expect(all.lines.slice(1).filter((l) => csvCells(l)[1]).length).toBeGreaterThan(5);
    // A drop-off desk reads its customers' phones on drop-offs (its screens show them).
    const df = await t.tokenFor(PHONES.dropoffStaff);
    const dropoffs = await csv(df, 'dropoffs', { fields: ['customer_phone_number'] });
    expect(dropoffs.lines.slice(1).some(Boolean)).toBe(true);
  });

  it('gives a customer only their own rows, whatever the filters say', async () => {
    const alice = await t.tokenFor(PHONES.alice);
    const aliceId = (await t.user(PHONES.alice)).id;
    const { status, lines } = await csv(alice, 'pickups', {
      fields: ['id', 'customer_id'],
      filters: [{ field: 'status', compare: 'not blank' }],
    });
    expect(status).toBe(200);
    const own = await t.db.query<{ id: string }>('SELECT id FROM pickups WHERE customer_id = $1', [aliceId]);
    expect(
      lines
        .slice(1)
        .map((l) => csvCells(l)[0])
        .sort(),
    ).toEqual(own.map((r) => r.id).sort());
    expect(lines.slice(1).every((l) => csvCells(l)[1] === aliceId)).toBe(true);
  });

  it('serves a packages report through POST /api/download/packages: any field, people blank without the right', async () => {
    const rpt = await reportsAccountToken(t);
    const body = { fields: ['tracking_id', 'fcs_id', 'user_name', 'status'], sorts: ['tracking_id asc'] };
    const asRpt = await csv(rpt, 'packages', body);
    expect(asRpt.status).toBe(200);
    expect(asRpt.lines[0]).toBe('"Tracking Id","FCS ID","User Name","Status"'); // the staff list's header for tracking_id
    expect(asRpt.lines.length - 1).toBe((await t.db.query('SELECT id FROM packages WHERE NOT is_deleted')).length);
    expect(asRpt.lines.slice(1).every((l) => csvCells(l)[1] === '' && csvCells(l)[2] === '')).toBe(true);
    const asAdmin = await csv(await t.tokenFor(PHONES.admin), 'packages', body);
    expect(asAdmin.lines.slice(1).some((l) => csvCells(l)[1]?.startsWith('FCS'))).toBe(true);
    expect((await csv(rpt, 'packages', { fields: ['nope'] })).status).toBe(400);
    expect((await csv(await t.tokenFor(PHONES.alice), 'packages', body)).status).toBe(403);
  });

  it('sorts on several columns as the report shows them, across the chunks of the slower path too', async () => {
    const rpt = await reportsAccountToken(t);
    const size = DOWNLOAD_CHUNK.size;
    DOWNLOAD_CHUNK.size = 7;
    try {
      const { status, lines } = await csv(rpt, 'users', { fields: ['fcs_id', 'status'], sorts: ['status asc', 'fcs_id desc'] });
      expect(status).toBe(200);
      const rows = await t.db.query<{ fcs_id: string; status: string }>(
        'SELECT fcs_id, status FROM users ORDER BY status ASC, fcs_id DESC',
      );
      expect(rows.length).toBeGreaterThan(7);
      expect(lines.slice(1)).toEqual(rows.map((r) => `"${r.fcs_id}","${r.status}"`));
    } finally {
      DOWNLOAD_CHUNK.size = size;
    }
  });

  it('refuses unknown fields and a filter on a field the caller may not read', async () => {
    const rpt = await reportsAccountToken(t);
    expect((await csv(rpt, 'users', { fields: ['nope'] })).status).toBe(400);
    expect((await csv(rpt, 'users', { filters: [{ field: 'email', compare: 'like', value: '@' }] })).status).toBe(403);
  });
});
