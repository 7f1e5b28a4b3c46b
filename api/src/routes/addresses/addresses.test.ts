import { ADDRESS_MSG, FIELD_MSG, MSG, PHONE_INVALID_MSG, PROFILE_MSG, type Address } from '@fcs/shared/contract';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let alice: string;
let ben: string;
let aliceToken: string;
let benAddress: Address;

beforeAll(async () => {
  t = await createTestApp();
  alice = (await t.user(PHONES.alice)).id;
  ben = (await t.user(PHONES.ben)).id;
  aliceToken = await t.tokenFor(PHONES.alice);
  benAddress = (await t.call({ method: 'GET', url: '/delivery_addresses', token: await t.tokenFor(PHONES.ben) })).json().data[0];
});
afterAll(() => t.close());

const book = async (user: string) =>
  t.db.query<{ id: string; is_default: boolean; city: string; full_name: string }>(
    'SELECT id, is_default, city, full_name FROM delivery_addresses WHERE user_id = $1 ORDER BY id',
    [user],
  );
const defaults = async (user: string) => (await book(user)).filter((a) => a.is_default).map((a) => a.id);
const form = (over: object = {}) => ({
  user_id: alice,
  full_name: 'Alice Carter (parents)',
  phone_number: '+15550100001',
  country: 'United States',
  address_line1: '12 Elm Street',
  address_line2: '',
  city: 'Edison',
  state: 'NJ',
  zip_code: '08817',
  ...over,
});
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object, token = aliceToken) =>
  t.call({ method, url, token, payload });

describe('GET /delivery_addresses and /delivery_addresses/:userId/:addressId', () => {
  it('lists the caller’s addresses, the default first', async () => {
    const res = await t.call({ method: 'GET', url: '/delivery_addresses', token: aliceToken });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Address[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((a) => a.user_id === alice)).toBe(true);
    expect(list[0]!.is_default).toBe(true);
    expect(list.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('opens an own address and refuses another customer’s', async () => {
    const [own] = (await t.call({ method: 'GET', url: '/delivery_addresses', token: aliceToken })).json().data as Address[];
    expect((await t.call({ method: 'GET', url: `/delivery_addresses/${alice}/${own!.id}`, token: aliceToken })).json().data.id).toBe(
      own!.id,
    );
    for (const url of [`/delivery_addresses/${ben}/${benAddress.id}`, `/delivery_addresses/${alice}/${benAddress.id}`]) {
      const res = await t.call({ method: 'GET', url, token: aliceToken });
      // Another customer's address answers exactly as a missing one.
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ADDRESS_MSG.notFound);
    }
    expect((await t.call({ method: 'GET', url: `/delivery_addresses/${alice}/nope`, token: aliceToken })).statusCode).toBe(404);
  });
});

describe('GET /customers/:customerId/delivery_addresses (the pickup form of pku staff)', () => {
  it('answers a joined customer’s addresses, the default first, to pku staff', async () => {
    const res = await t.call({ method: 'GET', url: `/customers/${alice}/delivery_addresses`, token: await t.tokenFor(PHONES.pickupStaff) });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Address[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((a) => a.user_id === alice)).toBe(true);
    expect(rows[0]!.is_default).toBe(true);
  });

  it('is 403 for a customer, even for their own book, and 404 for staff or an unknown id', async () => {
    expect((await t.call({ method: 'GET', url: `/customers/${alice}/delivery_addresses`, token: aliceToken })).statusCode).toBe(403);
    const staffToken = await t.tokenFor(PHONES.pickupStaff);
    const staffId = (await t.user(PHONES.pickupStaff)).id;
    for (const id of [staffId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await t.call({ method: 'GET', url: `/customers/${id}/delivery_addresses`, token: staffToken });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('POST /delivery_address', () => {
  it('adds an address with lat and lng from the zip code, not the default while there is one', async () => {
    const res = await call('POST', '/delivery_address', form());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.addAddress);
    const a = res.json().data as Address;
    expect(a).toMatchObject({ user_id: alice, zip_code: '08817', is_default: false, phone_number: '+15550100001' });
    expect(a.lat).toBeCloseTo(40.52, 1);
    expect(a.lng).toBeCloseTo(-74.39, 1);
    const given = await call('POST', '/delivery_address', form({ lat: 40.5, lng: -74.4, zip_code: '08820' }));
    expect(given.json().data).toMatchObject({ lat: 40.5, lng: -74.4 });
    const abroad = await call(
      'POST',
      '/delivery_address',
      form({ country: 'Myanmar', zip_code: '11181', phone_number: '+959123456789', city: 'Yangon', state: 'Yangon' }),
    );
    expect(abroad.json().data).toMatchObject({ lat: null, lng: null, phone_number: '+959123456789' });
  });

  it('makes the first address of a customer the default', async () => {
    const staff = await t.user(PHONES.dropoffStaff);
    const token = await t.tokenFor(PHONES.dropoffStaff);
    expect(await book(staff.id)).toEqual([]);
    const res = await call('POST', '/delivery_address', form({ user_id: staff.id, full_name: 'Counter' }), token);
    expect(res.json().data.is_default).toBe(true);
    const second = await call('POST', '/delivery_address', form({ user_id: staff.id, full_name: 'Counter 2' }), token);
    expect(second.json().data.is_default).toBe(false);
    const third = await call('POST', '/delivery_address', form({ user_id: staff.id, full_name: 'Counter 3', is_default: true }), token);
    expect(third.json().data.is_default).toBe(true);
    expect(await defaults(staff.id)).toEqual([third.json().data.id]);
  });

  it('refuses missing fields with the spec messages, and bad phones', async () => {
    const before = (await book(alice)).length;
    const cases: [object, string][] = [
      [{ full_name: ' ' }, FIELD_MSG.fullName],
      [{ phone_number: '' }, FIELD_MSG.phoneNumber],
      [{ country: undefined }, FIELD_MSG.country],
      [{ address_line1: '' }, FIELD_MSG.addressLine1],
      [{ city: '' }, FIELD_MSG.city],
      [{ state: '' }, FIELD_MSG.state],
      [{ zip_code: '' }, FIELD_MSG.zipCode],
      [{ phone_number: '5550100001' }, PHONE_INVALID_MSG],
      [{ phone_number: '+4915112345678' }, PHONE_INVALID_MSG],
      [{ phone_number: '+1555' }, PHONE_INVALID_MSG],
    ];
    for (const [over, message] of cases) {
      const res = await call('POST', '/delivery_address', form(over));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'Error', message });
    }
    expect(await book(alice)).toHaveLength(before);
  });

  it('refuses to add to another customer’s book (404, as a user that does not exist) and writes nothing', async () => {
    const before = await book(ben);
    const res = await call('POST', '/delivery_address', form({ user_id: ben }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PROFILE_MSG.userNotFound);
    expect(await book(ben)).toEqual(before);
    expect((await call('POST', '/delivery_address', form(), await t.tokenFor(PHONES.chloe))).statusCode).toBe(403);
  });
});

describe('PUT /delivery_address and PUT /default_delivery_address', () => {
  it('edits an own address; is_default true makes it the only default', async () => {
    const added = (await call('POST', '/delivery_address', form({ full_name: 'To edit' }))).json().data as Address;
    const res = await call('PUT', '/delivery_address', { ...added, city: 'Metuchen', is_default: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.updateAddress);
    expect(res.json().data).toMatchObject({ city: 'Metuchen', is_default: true });
    expect(await defaults(alice)).toEqual([added.id]);
  });

  it('makes an address the default, answering the book with it first', async () => {
    const other = (await book(alice)).find((a) => !a.is_default)!;
    const res = await call('PUT', '/default_delivery_address', { id: other.id, user_id: alice, full_name: other.full_name });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.makeDefaultAddress);
    expect((res.json().data as Address[])[0]!.id).toBe(other.id);
    expect(await defaults(alice)).toEqual([other.id]);
  });

  it('refuses another customer’s address in every write (403) and changes nothing', async () => {
    const before = await book(ben);
    const aliceBefore = await book(alice);
    const attempts: ['PUT' | 'DELETE', string, object][] = [
      ['PUT', '/delivery_address', { ...benAddress, city: 'Hacked' }],
      ['PUT', '/delivery_address', { ...benAddress, user_id: alice, city: 'Hacked', is_default: true }],
      ['PUT', '/default_delivery_address', { id: benAddress.id, user_id: alice }],
      ['PUT', '/default_delivery_address', benAddress],
      ['DELETE', '/delivery_address', { id: benAddress.id, user_id: alice }],
      ['DELETE', '/delivery_address', benAddress],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(method, url, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ADDRESS_MSG.notFound);
    }
    expect(await book(ben)).toEqual(before);
    expect(await book(alice)).toEqual(aliceBefore);
  });
});

describe('DELETE /delivery_address', () => {
  it('deletes an address; deleting the default makes the most recently updated other one the default', async () => {
    const staff = await t.user(PHONES.packageStaff);
    const token = await t.tokenFor(PHONES.packageStaff);
    const add = async (name: string) =>
      (await call('POST', '/delivery_address', form({ user_id: staff.id, full_name: name }), token)).json().data as Address;
    const first = await add('First');
    const second = await add('Second');
    const third = await add('Third');
    await t.db.query("UPDATE delivery_addresses SET update_time = now() - interval '1 day' WHERE id = $1", [third.id]);
    expect(first.is_default).toBe(true);

    const res = await call('DELETE', '/delivery_address', first, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.deleteAddress);
    const rest = res.json().data as Address[];
    expect(rest.map((a) => a.id)).toEqual([second.id, third.id]);
    expect(rest[0]!.is_default).toBe(true);

    await call('DELETE', '/delivery_address', third, token);
    expect(await defaults(staff.id)).toEqual([second.id]);
    const last = await call('DELETE', '/delivery_address', second, token);
    expect(last.json().data).toEqual([]);
    expect((await call('DELETE', '/delivery_address', second, token)).statusCode).toBe(404);
  });

  it('keeps a deleted address’s pickups with their snapshot', async () => {
    const added = (await call('POST', '/delivery_address', form({ zip_code: '08820', full_name: 'Temporary' }))).json().data as Address;
    const zone = (await t.call({ method: 'GET', url: '/zones/by_zip/08820', token: aliceToken })).json().data;
    const dates = (await t.call({ method: 'GET', url: `/pickup_dates?zone_id=${zone.id}`, token: aliceToken })).json().data;
    const pickup = (await call('POST', '/pickups', { address_id: added.id, zone_id: zone.id, pickup_date: dates[1].id })).json().data;
    expect((await call('DELETE', '/delivery_address', added)).statusCode).toBe(200);
    const read = await t.call({ method: 'GET', url: `/pickups/${pickup.id}`, token: aliceToken });
    expect(read.json().data.pickup_address).toMatchObject({ full_name: 'Temporary', zip_code: '08820' });
  });
});

describe('one default address per customer, held by the database', () => {
  it('refuses a second default written straight into the table', async () => {
    await expect(
      t.db.query(
        `INSERT INTO delivery_addresses (user_id, full_name, phone_number, country, address_line1, city, state, zip_code, is_default)
         VALUES ($1, 'X', '+15550100001', 'United States', '1 Main St', 'Edison', 'NJ', '08817', true)`,
        [alice],
      ),
    ).rejects.toThrow();
    expect(await defaults(alice)).toHaveLength(1);
  });
});

describe('a customer’s address book for cu staff (the addresses of /user-detail)', () => {
  it('lets cu staff open, add, edit, make default and delete a customer’s addresses', async () => {
    const cu = await t.tokenFor(PHONES.packageStaff);
    const before = await book(ben);
    const opened = await t.call({ method: 'GET', url: `/delivery_addresses/${ben}/${benAddress.id}`, token: cu });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.id).toBe(benAddress.id);

    const added = await call('POST', '/delivery_address', form({ user_id: ben, full_name: 'Ben at work', is_default: true }), cu);
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(MSG.addAddress);
    const address = added.json().data as Address;
    expect(address.user_id).toBe(ben);
    expect(await defaults(ben)).toEqual([address.id]);

    const edited = await call('PUT', '/delivery_address', { ...form({ user_id: ben, city: 'Newark' }), id: address.id }, cu);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: address.id, user_id: ben, city: 'Newark' });

    const back = await call('PUT', '/default_delivery_address', { id: benAddress.id, user_id: ben }, cu);
    expect(back.statusCode).toBe(200);
    expect(await defaults(ben)).toEqual([benAddress.id]);

    expect((await call('DELETE', '/delivery_address', { id: address.id, user_id: ben }, cu)).statusCode).toBe(200);
    expect(await book(ben)).toEqual(before);
  });

  it('answers 404 for staff without cu, for a staff member’s book and for an address of another book', async () => {
    const pku = await t.tokenFor(PHONES.pickupStaff);
    const cu = await t.tokenFor(PHONES.packageStaff);
    const before = await book(ben);
    const refused = [
      await t.call({ method: 'GET', url: `/delivery_addresses/${ben}/${benAddress.id}`, token: pku }),
      await call('POST', '/delivery_address', form({ user_id: ben }), pku),
      await call('PUT', '/delivery_address', { ...form({ user_id: ben }), id: benAddress.id }, pku),
      await call('DELETE', '/delivery_address', { id: benAddress.id, user_id: ben }, pku),
      // Ben's address named under Alice's book, and a staff member's book, for cu staff.
      await t.call({ method: 'GET', url: `/delivery_addresses/${alice}/${benAddress.id}`, token: cu }),
      await call('PUT', '/delivery_address', { ...form({ user_id: alice }), id: benAddress.id }, cu),
      await call('POST', '/delivery_address', form({ user_id: (await t.user(PHONES.pickupStaff)).id }), cu),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(await book(ben)).toEqual(before);
  });
});

describe('bad ids for /delivery_addresses/:userId/:addressId', () => {
  it('answers 400 to an overlong id, 404 to a NUL-free id that is not a uuid, never a 5xx', async () => {
    const long = 'a'.repeat(65);
    const tooLong = await t.call({ method: 'GET', url: `/delivery_addresses/${long}/${long}`, token: aliceToken });
    expect(tooLong.statusCode).toBe(400);
    const notUuid = await t.call({
      method: 'GET',
      url: `/delivery_addresses/${alice}/not-a-uuid`,
      token: await t.tokenFor(PHONES.packageStaff),
    });
    expect(notUuid.statusCode).toBe(404);
    const nul = await t.call({ method: 'GET', url: `/delivery_addresses/${alice}/a%00b`, token: aliceToken });
    expect(nul.statusCode).toBe(400);
  });
});
