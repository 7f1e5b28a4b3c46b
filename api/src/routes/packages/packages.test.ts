import { existsSync } from 'node:fs';
import path from 'node:path';
import { packageSchema, receivedDateOf } from '@fcs/shared/contract';
import { KNOWN_TRACKING_IDS } from '../db/seed/demo-data';
import { createTestApp, PHONES, PUBLIC_URL, type TestApp } from '../test-support/test-app';

let t: TestApp;
const idOf = async (tracking: string) =>
  (await t.db.query<{ id: string }>('SELECT id FROM packages WHERE tracking_id = $1', [tracking]))[0]!.id;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /packages/{id}', () => {
  it('opens a package of the customer, as consignee, with history, received date and absolute photo URLs', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/packages/${await idOf(KNOWN_TRACKING_IDS.alice)}`,
      token: await t.tokenFor(PHONES.alice),
    });
    expect(res.statusCode).toBe(200);
    const pkg = packageSchema.parse(res.json().data);
    expect(pkg.tracking_id).toBe(KNOWN_TRACKING_IDS.alice);
    expect(pkg.fcs_id).toBe('FCS00001');
    expect(pkg.user_name).toBe('Alice Carter');
    expect(pkg.all_status[0]?.status).toBe('received');
    expect(pkg.received_date).toBe(receivedDateOf(pkg.all_status));
    expect(pkg.photo_urls.length).toBeGreaterThan(0);
    for (const url of pkg.photo_urls) {
      expect(url.startsWith(`${PUBLIC_URL}/files/packages/${pkg.id}/`)).toBe(true);
      expect(existsSync(path.join(t.dataDir, 'files', url.slice(`${PUBLIC_URL}/files/`.length)))).toBe(true);
    }
  });

  it('opens a package the customer sent', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/packages/${await idOf(KNOWN_TRACKING_IDS.aliceSent)}`,
      token: await t.tokenFor(PHONES.alice),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sender_fcs_id).toBe('FCS00001');
  });

  it("refuses another customer's package with 403", async () => {
    const res = await t.call({
      method: 'GET',
      url: `/packages/${await idOf(KNOWN_TRACKING_IDS.ben)}`,
      token: await t.tokenFor(PHONES.alice),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'Error', message: 'You can only open your own packages' });
  });

  it('lets staff with pkg (and admin) open any package, but not staff without it', async () => {
    const id = await idOf(KNOWN_TRACKING_IDS.unassigned);
    expect((await t.call({ method: 'GET', url: `/packages/${id}`, token: await t.tokenFor(PHONES.packageStaff) })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/packages/${id}`, token: await t.tokenFor(PHONES.admin) })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/packages/${id}`, token: await t.tokenFor(PHONES.pickupStaff) })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown or malformed id and 403 for anonymous callers', async () => {
    const token = await t.tokenFor(PHONES.packageStaff);
    expect((await t.call({ method: 'GET', url: '/packages/00000000-0000-0000-0000-000000000000', token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/packages/not-an-id', token })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/packages/${await idOf(KNOWN_TRACKING_IDS.alice)}`, token: await t.anonymousToken() }))
        .statusCode,
    ).toBe(403);
  });

  it('serves the photo files without headers', async () => {
    const pkg = (
      await t.call({ method: 'GET', url: `/packages/${await idOf(KNOWN_TRACKING_IDS.alice)}`, token: await t.tokenFor(PHONES.alice) })
    ).json().data;
    const res = await t.app.inject({ method: 'GET', url: pkg.photo_urls[0].slice(PUBLIC_URL.length) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });
});

describe('GET /me', () => {
  it("answers the caller's own user row", async () => {
    const res = await t.call({ method: 'GET', url: '/me', token: await t.tokenFor(PHONES.packageStaff) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      user_name: 'Farid Haddad',
      is_employee: true,
      privileges: ['cu', 'pkg', 'inv'],
      status: 'joined',
    });
  });
});
