import { packageSchema, receivedDateOf } from '@fcs/shared/contract';
import { KNOWN_TRACKING_IDS } from '../../db/seed/demo-data';
import { createTestApp, PHONES, PUBLIC_URL, type TestApp } from '../../test-support/test-app';

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
      expect(await t.photo(url.slice(`${PUBLIC_URL}/files/`.length))).not.toBeNull();
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

  it('never gives a customer the other party’s name or phone number (only admin and sa see them)', async () => {
    const id = await idOf(KNOWN_TRACKING_IDS.aliceSent);
    const own = (await t.call({ method: 'GET', url: `/packages/${id}`, token: await t.tokenFor(PHONES.alice) })).json().data;
    expect(own).toMatchObject({ sender_name: 'Alice Carter', user_id: null, fcs_id: null, user_name: null, phone_number: null });
    const admin = (await t.call({ method: 'GET', url: `/packages/${id}`, token: await t.tokenFor(PHONES.admin) })).json().data;
    expect(admin.user_name).toEqual(expect.any(String));
    expect(admin.phone_number).toEqual(expect.stringMatching(/^\+/));
    const pkgStaff = (await t.call({ method: 'GET', url: `/packages/${id}`, token: await t.tokenFor(PHONES.packageStaff) })).json().data;
    expect(pkgStaff).toMatchObject({ user_name: null, phone_number: null, sender_name: null, sender_phone_number: null });
  });

  it("answers another customer's package exactly as a missing one (404)", async () => {
    const res = await t.call({
      method: 'GET',
      url: `/packages/${await idOf(KNOWN_TRACKING_IDS.ben)}`,
      token: await t.tokenFor(PHONES.alice),
    });
    const missing = await t.call({
      method: 'GET',
      url: '/packages/00000000-0000-4000-8000-000000000000',
      token: await t.tokenFor(PHONES.alice),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'Error', message: 'Package not found' });
    expect(res.json()).toEqual(missing.json());
  });

  it('lets staff with pkg (and admin) open any package, but not staff without it', async () => {
    const id = await idOf(KNOWN_TRACKING_IDS.unassigned);
    expect((await t.call({ method: 'GET', url: `/packages/${id}`, token: await t.tokenFor(PHONES.packageStaff) })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/packages/${id}`, token: await t.tokenFor(PHONES.admin) })).statusCode).toBe(200);
    // Staff without pkg read packages only as customers: one that is not theirs is a missing one.
    expect((await t.call({ method: 'GET', url: `/packages/${id}`, token: await t.tokenFor(PHONES.pickupStaff) })).statusCode).toBe(404);
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
