import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  csvLine,
  formatET,
  PACKAGE_CSV_HEADERS,
  PACKAGE_MSG,
  packageReportFilters,
  packageSchema,
  UPLOAD_MSG,
  type PackageStatus,
} from '@fcs/shared/contract';
import { DOWNLOAD_CHUNK } from '../downloads';
import { SEED_ASSETS_DIR } from '../../paths';
import { multipartBody } from '../../test-support/multipart';
import { createTestApp, PHONES, PUBLIC_URL, type TestApp } from '../../test-support/test-app';
import { csvCells } from '../../test-support/csv';

/** Staff packages and warehouse intake (issue 11): receive, move, assign, download. */

const JPEG = readFileSync(path.join(SEED_ASSETS_DIR, 'parcel-1.jpg'));

let t: TestApp;
let alice: string;
let ben: string;
let staffId: string;
let tokens: Record<'alice' | 'pkg' | 'admin' | 'sa' | 'df', string>;

beforeAll(async () => {
  t = await createTestApp();
  alice = (await t.user(PHONES.alice)).id;
  ben = (await t.user(PHONES.ben)).id;
  staffId = (await t.user(PHONES.packageStaff)).id;
  tokens = {
    alice: await t.tokenFor(PHONES.alice),
    pkg: await t.tokenFor(PHONES.packageStaff),
    admin: await t.tokenFor(PHONES.admin),
    sa: await t.tokenFor(PHONES.superAdmin),
    df: await t.tokenFor(PHONES.dropoffStaff),
  };
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', url: string, token: string, payload: object) => t.call({ method, url, token, payload });
let serial = 0;
const tracking = () => `TST${Date.now().toString(36).toUpperCase()}${++serial}`;

async function newPackage(status: PackageStatus = 'received', user: string = alice): Promise<{ id: string; tracking_id: string }> {
  const tracking_id = tracking();
  const [row] = await t.db.query<{ id: string }>('INSERT INTO packages (tracking_id, status, user_id) VALUES ($1, $2, $3) RETURNING id', [
    tracking_id,
    status,
    user,
  ]);
  await t.db.query("INSERT INTO package_status_history (package_id, status) VALUES ($1, 'received')", [row!.id]);
  return { id: row!.id, tracking_id };
}
const statusOf = async (id: string) => (await t.db.query<{ status: string }>('SELECT status FROM packages WHERE id = $1', [id]))[0]!.status;
const historyOf = async (id: string) =>
  t.db.query<{ status: string; changed_by: string | null }>(
    'SELECT status, changed_by FROM package_status_history WHERE package_id = $1 ORDER BY date, id',
    [id],
  );

describe('POST /packages (warehouse intake)', () => {
  it('receives a package for a customer with its photo and its first history entry by the desk', async () => {
    const id = randomUUID();
    const { payload, headers } = multipartBody({ folder: `packages/${id}` }, { name: 'p.jpg', type: 'image/jpeg', bytes: JPEG });
    const up = await t.call({ method: 'POST', url: '/uploads', token: tokens.pkg, payload, headers });
    expect(up.statusCode).toBe(200);
    const url = up.json().data.url as string;
    expect(url.startsWith(`${PUBLIC_URL}/files/packages/${id}/`)).toBe(true);

    const tracking_id = tracking();
    const res = await call('POST', '/packages', tokens.pkg, { id, tracking_id, user_id: alice, remark: 'Box dented', photo_urls: [url] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PACKAGE_MSG.received);
    const pkg = packageSchema.parse(res.json().data);
    expect(pkg).toMatchObject({ id, tracking_id, status: 'received', remark: 'Box dented' });
    // The consignee is Admin Only on the screens: the desk's answer leaves it out; the row has it.
    expect((await t.db.query('SELECT user_id FROM packages WHERE id = $1', [id]))[0]).toEqual({ user_id: alice });
    expect(pkg.photo_urls).toEqual([url]);
    expect(pkg.received_date).not.toBeNull();
    expect(await historyOf(id)).toEqual([{ status: 'received', changed_by: staffId }]);

    // The customer sees it at once, with the photo and the history.
    const mine = await t.call({ method: 'GET', url: `/packages/${id}`, token: tokens.alice });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.photo_urls).toEqual([url]);
    expect(mine.json().data.all_status.map((s: { status: string }) => s.status)).toEqual(['received']);
  });

  it('refuses a tracking number received twice with a 409 that says so, changing nothing', async () => {
    const first = await newPackage();
    const before = await t.db.query('SELECT count(*)::int AS n FROM packages');
    const res = await call('POST', '/packages', tokens.pkg, { id: randomUUID(), tracking_id: first.tracking_id, user_id: ben });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PACKAGE_MSG.duplicate(first.tracking_id));
    expect(await t.db.query('SELECT count(*)::int AS n FROM packages')).toEqual(before);
  });

  it('refuses bad input with a 400 and clear words', async () => {
    const bad = async (body: object) => (await call('POST', '/packages', tokens.pkg, body)).json().message as string;
    expect(await bad({ id: randomUUID(), tracking_id: '  ', user_id: alice })).toContain(PACKAGE_MSG.trackingMissing);
    expect(await bad({ id: randomUUID(), tracking_id: 'A B', user_id: alice })).toContain('without spaces');
    expect(await bad({ id: randomUUID(), tracking_id: tracking() })).toContain(PACKAGE_MSG.consigneeMissing);
    expect(await bad({ id: randomUUID(), tracking_id: tracking(), user_id: randomUUID() })).toBe(PACKAGE_MSG.consigneeNotFound);
    expect(await bad({ id: randomUUID(), tracking_id: tracking(), user_id: alice, photo_urls: ['https://evil.example/x.jpg'] })).toBe(
      PACKAGE_MSG.photoNotUploaded,
    );
  });

  it('is for pkg staff only; a customer and df staff are refused, also their photo uploads', async () => {
    for (const token of [tokens.alice, tokens.df]) {
      const res = await call('POST', '/packages', token, { id: randomUUID(), tracking_id: tracking(), user_id: alice });
      expect(res.statusCode).toBe(403);
      const id = randomUUID();
      const { payload, headers } = multipartBody({ folder: `packages/${id}` }, { name: 'p.jpg', type: 'image/jpeg', bytes: JPEG });
      expect((await t.call({ method: 'POST', url: '/uploads', token, payload, headers })).statusCode).toBe(403);
    }
  });

  it('takes photos for a package only while it is received', async () => {
    const pkg = await newPackage('processed');
    const { payload, headers } = multipartBody({ folder: `packages/${pkg.id}` }, { name: 'p.jpg', type: 'image/jpeg', bytes: JPEG });
    const res = await t.call({ method: 'POST', url: '/uploads', token: tokens.pkg, payload, headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(UPLOAD_MSG.packageNotOpen);
  });
});

describe('PUT /packages/status (bulk move)', () => {
  it('moves the chosen packages one step forward, each with a history entry by who moved them', async () => {
    const a = await newPackage('received');
    const b = await newPackage('received');
    const res = await call('PUT', '/packages/status', tokens.pkg, { ids: [a.id, b.id], status: 'processed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('2 packages moved to processed');
    for (const p of [a, b]) {
      expect(await statusOf(p.id)).toBe('processed');
      expect((await historyOf(p.id)).at(-1)).toEqual({ status: 'processed', changed_by: staffId });
    }
    expect((await call('PUT', '/packages/status', tokens.pkg, { ids: [a.id], status: 'packed' })).statusCode).toBe(200);
    expect((await call('PUT', '/packages/status', tokens.pkg, { ids: [a.id], status: 'delivered' })).statusCode).toBe(200);
    expect((await historyOf(a.id)).map((h) => h.status)).toEqual(['received', 'processed', 'packed', 'delivered']);

    // pkg staff read who made each change; the customer reads the same history without names.
    const staffName = (await t.user(PHONES.packageStaff)).user_name;
    const asStaff = (await t.call({ method: 'GET', url: `/packages/${a.id}`, token: tokens.pkg })).json().data;
    expect(asStaff.all_status.map((h: { status: string; by_name?: string | null }) => [h.status, h.by_name])).toEqual([
      ['received', null],
      ['processed', staffName],
      ['packed', staffName],
      ['delivered', staffName],
    ]);
    const asCustomer = (await t.call({ method: 'GET', url: `/packages/${a.id}`, token: tokens.alice })).json().data;
    expect(asCustomer.all_status.map((h: object) => Object.keys(h).sort())).toEqual(Array(4).fill(['date', 'status']));
  });

  it('refuses illegal moves with a 409 listing every one, and moves nothing (all or nothing)', async () => {
    const ok = await newPackage('received');
    const skip = await newPackage('received');
    const back = await newPackage('delivered');
    const res = await call('PUT', '/packages/status', tokens.pkg, { ids: [ok.id, skip.id, back.id], status: 'packed' });
    expect(res.statusCode).toBe(409);
    const message = res.json().message as string;
    expect(message).toContain(`${skip.tracking_id} is received`);
    expect(message).toContain(`${back.tracking_id} is delivered`);
    expect(message).toContain(`${ok.tracking_id} is received`);
    for (const p of [ok, skip]) expect(await statusOf(p.id)).toBe('received');
    expect(await statusOf(back.id)).toBe('delivered');
    expect(await historyOf(ok.id)).toHaveLength(1);

    // One legal and one illegal: still nothing.
    const legal = await newPackage('received');
    const illegal = await newPackage('processed');
    const mixed = await call('PUT', '/packages/status', tokens.pkg, { ids: [legal.id, illegal.id], status: 'processed' });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().message).toBe(PACKAGE_MSG.illegalMoves('processed', [`${illegal.tracking_id} is processed`]));
    expect(await statusOf(legal.id)).toBe('received');
  });

  it('answers 404 for a package that does not exist, 400 for bad input, 403 for customers and df staff', async () => {
    const a = await newPackage('received');
    const missing = randomUUID();
    const res = await call('PUT', '/packages/status', tokens.pkg, { ids: [a.id, missing], status: 'processed' });
    expect(res.statusCode).toBe(404);
    expect(await statusOf(a.id)).toBe('received');
    expect((await call('PUT', '/packages/status', tokens.pkg, { ids: [], status: 'processed' })).json().message).toContain(
      PACKAGE_MSG.noneChosen,
    );
    expect((await call('PUT', '/packages/status', tokens.pkg, { ids: [a.id], status: 'received' })).statusCode).toBe(400);
    expect((await call('PUT', '/packages/status', tokens.pkg, { ids: [a.id, a.id], status: 'processed' })).statusCode).toBe(400);
    for (const token of [tokens.alice, tokens.df])
      expect((await call('PUT', '/packages/status', token, { ids: [a.id], status: 'processed' })).statusCode).toBe(403);
  });
});

describe('PUT /packages/users (the Admin Only assign)', () => {
  it('lets an admin or sa set the sender and the consignee of a processed package: "package update successfully!"', async () => {
    const pkg = await newPackage('processed');
    const res = await call('PUT', '/packages/users', tokens.admin, { id: pkg.id, sender_id: ben });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('package update successfully!');
    expect(res.json().data).toMatchObject({ sender_id: ben, user_id: alice, sender_fcs_id: 'FCS00002' });
    const again = await call('PUT', '/packages/users', tokens.sa, { id: pkg.id, user_id: ben });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ sender_id: ben, user_id: ben });
  });

  it('is admin only: pkg staff get 403; a package that is not processed is a 409; neither chosen is a 400', async () => {
    const pkg = await newPackage('processed');
    const refused = await call('PUT', '/packages/users', tokens.pkg, { id: pkg.id, sender_id: ben });
    expect(refused.statusCode).toBe(403);
    const received = await newPackage('received');
    const conflict = await call('PUT', '/packages/users', tokens.admin, { id: received.id, sender_id: ben });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toContain('only while it is processed');
    const none = await call('PUT', '/packages/users', tokens.admin, { id: pkg.id });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(PACKAGE_MSG.chooseSomeone);
    const nobody = await call('PUT', '/packages/users', tokens.admin, { id: pkg.id, sender_id: randomUUID() });
    expect(nobody.statusCode).toBe(400);
    expect(
      (await t.db.query<{ sender_id: string | null }>('SELECT sender_id FROM packages WHERE id = $1', [pkg.id]))[0]!.sender_id,
    ).toBeNull();
    expect((await call('PUT', '/packages/users', tokens.admin, { id: randomUUID(), sender_id: ben })).statusCode).toBe(404);
  });
});

describe('POST /api/download/packages (CSV)', () => {
  const download = (payload: object, token = tokens.pkg) => t.call({ method: 'POST', url: '/api/download/packages', token, payload });

  it('streams exactly the filtered rows as packages_report.csv with ET dates, newest received first', async () => {
    const filters = packageReportFilters([{ key: 'status', value: 'delivered' }]);
    const res = await download({ filters, download_file_type: 'CSV' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="packages_report.csv"');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(csvLine(Object.values(PACKAGE_CSV_HEADERS)).trimEnd());
    const expected = await t.db.query<{ tracking_id: string; received_date: Date; updated_date: Date; status: string }>(
      "SELECT tracking_id, received_date, updated_date, status FROM packages WHERE status = 'delivered' AND NOT is_deleted ORDER BY received_date DESC NULLS LAST, id DESC",
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(Number(res.headers['x-row-estimate'])).toBe(expected.length);
    expect(lines.slice(1)).toEqual(
      expected.map((r) => csvLine([r.tracking_id, formatET(r.received_date), formatET(r.updated_date), r.status]).trimEnd()),
    );
  });

  it('pages through more rows than one chunk without losing or repeating one', async () => {
    DOWNLOAD_CHUNK.size = 7;
    const res = await download({ sorts: ['tracking_id asc'] }).finally(() => (DOWNLOAD_CHUNK.size = 5000));
    const lines = res.body.trimEnd().split('\r\n').slice(1);
    const all = await t.db.query<{ tracking_id: string }>('SELECT tracking_id FROM packages WHERE NOT is_deleted ORDER BY tracking_id, id');
    expect(lines.map((l) => csvCells(l)[0])).toEqual(all.map((r) => r.tracking_id));
  });

  it('applies the list’s rules: a tracking wildcard, whole-day to-dates; bad filters are a 400; customers 403', async () => {
    const one = await download({ filters: packageReportFilters([{ key: 'tracking_id', value: 'TST*' }]) });
    const rows = one.body.trimEnd().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(csvCells(r)[0]!.startsWith('TST')).toBe(true);
    const bad = await download({ filters: [{ field: 'password', compare: '=', value: 'x' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Unknown field');
    expect((await download({ sorts: ['status asc', 'tracking_id asc'] })).statusCode).toBe(400);
    expect((await download({}, tokens.alice)).statusCode).toBe(403);
  });
});
