import {
  dateNotOfferedMessage,
  etDateId,
  FIELD_MSG,
  MSG,
  PICKUP_MACHINE,
  PICKUP_MSG,
  todayDateId,
  type Pickup,
  type PickupDate,
  type Zone,
} from '@fcs/shared/contract';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let alice: string;
let ben: string;
let zones: Record<string, string>;
let aliceHome: string; // default address, zip 08820 (Central Jersey)
let aliceOffice: string; // zip 07030 (Hudson & Bergen)
let benHome: string;
let aliceToken: string;
let benToken: string;
let staffToken: string; // pku:col

const DAY = 86_400_000;
const dayId = (offset: number) => etDateId(new Date(Date.now() + offset * DAY));

beforeAll(async () => {
  t = await createTestApp();
  alice = (await t.user(PHONES.alice)).id;
  ben = (await t.user(PHONES.ben)).id;
  zones = Object.fromEntries((await t.db.query<{ id: string; name: string }>('SELECT id, name FROM zones')).map((z) => [z.name, z.id]));
  const addr = async (user: string, zip: string) =>
    (await t.db.query<{ id: string }>('SELECT id FROM delivery_addresses WHERE user_id = $1 AND zip_code = $2', [user, zip]))[0]!.id;
  aliceHome = await addr(alice, '08820');
  aliceOffice = await addr(alice, '07030');
  benHome = await addr(ben, '11201');
  aliceToken = await t.tokenFor(PHONES.alice);
  benToken = await t.tokenFor(PHONES.ben);
  staffToken = await t.tokenFor(PHONES.pickupStaff);
});
afterAll(() => t.close());

const pickupRow = async (id: string) =>
  (
    await t.db.query<{
      status: string;
      version: number;
      pickup_date: Date;
      customer_remark: string | null;
      remark: string | null;
      zone_id: string;
    }>('SELECT status, version, pickup_date, customer_remark, remark, zone_id FROM pickups WHERE id = $1', [id])
  )[0]!;
const pickupCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pickups'))[0]!.n;
const seededPickup = async (customer: string, status: string) =>
  (
    await t.db.query<{ id: string }>('SELECT id FROM pickups WHERE customer_id = $1 AND status = $2 ORDER BY pickup_number LIMIT 1', [
      customer,
      status,
    ])
  )[0]!.id;
const request = (token: string, payload: object) => t.call({ method: 'POST', url: '/pickups', token, payload });

describe('GET /zones, /zones/by_zip/:zip and /pickup_dates', () => {
  it('lists the active zones only', async () => {
    const res = await t.call({ method: 'GET', url: '/zones', token: aliceToken });
    expect(res.statusCode).toBe(200);
    const names = (res.json().data as Zone[]).map((z) => z.name);
    expect(names).toEqual(['Brooklyn & Queens', 'Central Jersey', 'Hudson & Bergen']);
  });

  it('finds the zone holding a zip (ZIP+4 too) and answers 404 "zone not found" otherwise, a retired zone included', async () => {
    const found = await t.call({ method: 'GET', url: '/zones/by_zip/08820', token: aliceToken });
    expect(found.json().data.name).toBe('Central Jersey');
    expect((await t.call({ method: 'GET', url: '/zones/by_zip/08820-1234', token: aliceToken })).json().data.name).toBe('Central Jersey');
    for (const zip of ['10301', '99999', 'abc']) {
      const res = await t.call({ method: 'GET', url: `/zones/by_zip/${zip}`, token: aliceToken });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'Error', message: MSG.zoneNotFound });
    }
  });

  it('lists every active pickup date with its zones, and for a zone only its dates from today (ET) on', async () => {
    const all = (await t.call({ method: 'GET', url: '/pickup_dates', token: aliceToken })).json().data as PickupDate[];
    expect(all.some((d) => d.id < todayDateId())).toBe(true);
    expect(all.map((d) => d.id)).not.toContain(dayId(4)); // deleted
    const res = await t.call({ method: 'GET', url: `/pickup_dates?zone_id=${zones['Central Jersey']}`, token: aliceToken });
    expect(res.statusCode).toBe(200);
    const forZone = res.json().data as PickupDate[];
    expect(forZone.map((d) => d.id)).toEqual([0, 1, 2, 3, 5, 7, 9, 14].map(dayId));
    expect(forZone.every((d) => d.zones.some((z) => z.name === 'Central Jersey'))).toBe(true);
    const none = await t.call({ method: 'GET', url: '/pickup_dates?zone_id=not-a-zone', token: aliceToken });
    expect(none.json().data).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await t.call({ method: 'GET', url: '/zones', token: await t.anonymousToken() })).statusCode).toBe(403);
  });
});

describe('POST /pickups', () => {
  const valid = () => ({ pickup_date: dayId(2), customer_remark: ' Two boxes ', address_id: aliceHome, zone_id: zones['Central Jersey']! });

  it('requests a pickup: zone from the zip, next number, status requested, the address snapshotted', async () => {
    const before = await pickupCount();
    const [last] = await t.db.query<{ n: string }>('SELECT max(pickup_number) AS n FROM pickups');
    const next = `PU${String(Number(last!.n.slice(2)) + 1).padStart(6, '0')}`;
    const res = await request(aliceToken, valid());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.requestPickup);
    const p = res.json().data as Pickup;
    expect(p).toMatchObject({
      status: 'requested',
      pickup_number: next,
      customer_id: alice,
      customer_fcs_id: 'FCS00001',
      zone_name: 'Central Jersey',
      customer_remark: 'Two boxes',
      version: 1,
    });
    expect(p.pickup_date).toBe(dayId(2));
    expect(p.pickup_address).toMatchObject({ id: aliceHome, zip_code: '08820', full_name: 'Alice Carter', city: 'Edison' });
    expect(await pickupCount()).toBe(before + 1);

    // Editing the address later does not move the pickup.
    await t.db.query("UPDATE delivery_addresses SET city = 'Elsewhere' WHERE id = $1", [aliceHome]);
    const read = await t.call({ method: 'GET', url: `/pickups/${p.id}`, token: aliceToken });
    expect(read.json().data.pickup_address.city).toBe('Edison');
    await t.db.query("UPDATE delivery_addresses SET city = 'Edison' WHERE id = $1", [aliceHome]);
  });

  it('accepts the date as YYYY-MM-DD or an ISO timestamp (its ET day)', async () => {
    const id = dayId(3);
    const iso = `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6)}`;
    const a = await request(aliceToken, { ...valid(), pickup_date: iso });
    expect(a.json().data.pickup_date).toBe(id);
    const b = await request(aliceToken, { ...valid(), pickup_date: `${iso}T14:00:00.000Z` });
    expect(b.json().data.pickup_date).toBe(id);
  });

  it('refuses missing fields with the spec messages and writes nothing', async () => {
    const before = await pickupCount();
    const cases: [object, string][] = [
      [{ ...valid(), zone_id: '' }, FIELD_MSG.pickupZone],
      [{ ...valid(), pickup_date: undefined }, FIELD_MSG.pickupDate],
      [{ ...valid(), address_id: ' ' }, FIELD_MSG.pickupAddress],
    ];
    for (const [body, message] of cases) {
      const res = await request(aliceToken, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'Error', message });
    }
    const all = await request(aliceToken, {});
    expect(all.json().message).toBe([FIELD_MSG.pickupDate, FIELD_MSG.pickupAddress, FIELD_MSG.pickupZone].join('; '));
    expect(await pickupCount()).toBe(before);
  });

  it('checks the zone and the date on the server', async () => {
    const before = await pickupCount();
    const refuse = async (body: object, message: string, code = 400) => {
      const res = await request(aliceToken, body);
      expect(res.statusCode).toBe(code);
      expect(res.json().message).toBe(message);
    };
    await refuse({ ...valid(), zone_id: zones['Hudson & Bergen'] }, PICKUP_MSG.zoneMismatch);
    // An unknown zone id is said to be unknown, not a mismatch (issue 23.7).
    await refuse({ ...valid(), zone_id: '00000000-0000-4000-8000-000000000000' }, PICKUP_MSG.zoneUnknown);
    await refuse({ ...valid(), zone_id: 'no-such-zone' }, PICKUP_MSG.zoneUnknown);
    await refuse({ ...valid(), pickup_date: dayId(12) }, dateNotOfferedMessage('Central Jersey')); // Brooklyn & Queens only
    await refuse({ ...valid(), pickup_date: dayId(4) }, dateNotOfferedMessage('Central Jersey')); // a deleted date
    await refuse({ ...valid(), pickup_date: dayId(-5) }, PICKUP_MSG.datePast);
    await refuse({ ...valid(), pickup_date: '20241345' }, PICKUP_MSG.dateInvalid);
    await refuse({ ...valid(), address_id: '00000000-0000-4000-8000-000000000000' }, PICKUP_MSG.addressNotFound);
    // An address whose zip no zone holds.
    const [far] = await t.db.query<{ id: string }>(
      `INSERT INTO delivery_addresses (user_id, full_name, phone_number, country, address_line1, city, state, zip_code)
       VALUES ($1, 'Alice Carter', '+15550100001', 'United States', '1 Sunset Blvd', 'Beverly Hills', 'CA', '90210') RETURNING id`,
      [alice],
    );
    await refuse({ ...valid(), address_id: far!.id }, MSG.zoneNotFound);
    await t.db.query('DELETE FROM delivery_addresses WHERE id = $1', [far!.id]);
    expect(await pickupCount()).toBe(before);
  });

  it("answers another customer's address as a missing one (400), and refuses callers who are not joined", async () => {
    const before = await pickupCount();
    const res = await request(aliceToken, { ...valid(), address_id: benHome, zone_id: zones['Brooklyn & Queens'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PICKUP_MSG.addressNotFound);
    for (const token of [await t.anonymousToken(), await t.tokenFor(PHONES.chloe)])
      expect((await request(token, valid())).statusCode).toBe(403);
    expect(await pickupCount()).toBe(before);
  });
});

describe('GET /pickups/:id', () => {
  it('answers the own pickup, refuses another customer’s, lets pku/col staff read any', async () => {
    const own = await seededPickup(alice, 'completed');
    const res = await t.call({ method: 'GET', url: `/pickups/${own}`, token: aliceToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photo_urls[0]).toMatch(/^http:\/\/api\.test\/files\/pickups\//);
    const bens = await seededPickup(ben, 'requested');
    const refused = await t.call({ method: 'GET', url: `/pickups/${bens}`, token: aliceToken });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(PICKUP_MSG.notFound);
    expect((await t.call({ method: 'GET', url: `/pickups/${bens}`, token: staffToken })).json().data.customer_name).toBe('Ben Okafor');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await t.call({ method: 'GET', url: `/pickups/${id}`, token: aliceToken })).statusCode).toBe(404);
    }
    expect((await t.call({ method: 'GET', url: `/pickups/${own}`, token: await t.tokenFor(PHONES.chloe) })).statusCode).toBe(403);
  });
});

describe('PUT /pickups', () => {
  let id: string;
  beforeAll(async () => {
    id = (await request(aliceToken, { pickup_date: dayId(1), address_id: aliceHome, zone_id: zones['Central Jersey'] })).json().data.id;
  });

  it('edits the own requested pickup: new address, zone and date, version + 1', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/pickups',
      token: aliceToken,
      payload: {
        id,
        version: 1,
        address_id: aliceOffice,
        zone_id: zones['Hudson & Bergen'],
        pickup_date: dayId(2),
        customer_remark: 'Office, suite 210',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.updatePickup);
    expect(res.json().data).toMatchObject({
      version: 2,
      zone_name: 'Hudson & Bergen',
      customer_remark: 'Office, suite 210',
      status: 'requested',
    });
    expect(res.json().data.pickup_address.zip_code).toBe('07030');
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const before = await pickupRow(id);
    const res = await t.call({
      method: 'PUT',
      url: '/pickups',
      token: aliceToken,
      payload: { id, version: 1, address_id: aliceHome, zone_id: zones['Central Jersey'], pickup_date: dayId(3) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PICKUP_MACHINE.stale);
    expect(await pickupRow(id)).toEqual(before);
  });

  it('refuses a pickup that is no longer requested (409) and answers another customer’s as missing (404), changing nothing', async () => {
    const confirmed = await seededPickup(alice, 'confirmed');
    const body = { address_id: aliceHome, zone_id: zones['Central Jersey'], pickup_date: dayId(3) };
    const before = await pickupRow(confirmed);
    const res = await t.call({ method: 'PUT', url: '/pickups', token: aliceToken, payload: { ...body, id: confirmed } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This pickup can no longer be changed: it is confirmed');
    expect(await pickupRow(confirmed)).toEqual(before);

    const bens = await seededPickup(ben, 'requested');
    const benBefore = await pickupRow(bens);
    const other = await t.call({ method: 'PUT', url: '/pickups', token: aliceToken, payload: { ...body, id: bens } });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(PICKUP_MSG.notFound);
    expect(await pickupRow(bens)).toEqual(benBefore);
    // Staff edit through PUT /admin/pickups: here a pickup is only ever the caller's own.
    expect((await t.call({ method: 'PUT', url: '/pickups', token: staffToken, payload: { ...body, id: bens } })).statusCode).toBe(404);
  });

  it('applies the same zone and date checks as a request', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/pickups',
      token: aliceToken,
      payload: { id, address_id: aliceHome, zone_id: zones['Central Jersey'], pickup_date: dayId(-2) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PICKUP_MSG.datePast);
    expect((await pickupRow(id)).zone_id).toBe(zones['Hudson & Bergen']);
  });
});

describe('PUT /pickups/cancel', () => {
  const cancel = (token: string, payload: object) => t.call({ method: 'PUT', url: '/pickups/cancel', token, payload });

  it('cancels the own requested pickup with the remark and queues the Cancel Pickup e-mail', async () => {
    const id = (await request(aliceToken, { pickup_date: dayId(5), address_id: aliceHome, zone_id: zones['Central Jersey'] })).json().data
      .id;
    const res = await cancel(aliceToken, { id, remark: ' No longer needed ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.cancelPickup);
    expect(res.json().data).toMatchObject({ status: 'canceled', remark: 'No longer needed', version: 2 });
    const queued = await t.db.query<{ channel: string; recipient: string; subject: string }>(
      "SELECT channel, recipient, subject FROM notification_outbox WHERE related_id = $1 AND status <> 'skipped'",
      [id],
    );
    expect(queued).toEqual([
      { channel: 'email', recipient: 'alice.carter@example.com', subject: `Your pickup ${res.json().data.pickup_number} was canceled` },
    ]);

    const again = await cancel(aliceToken, { id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This pickup can no longer be canceled: it is canceled');
  });

  it('refuses a customer’s confirmed pickup (409) and answers another customer’s as missing (404), changing nothing', async () => {
    const confirmed = await seededPickup(alice, 'confirmed');
    const before = await pickupRow(confirmed);
    const res = await cancel(aliceToken, { id: confirmed, remark: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This pickup can no longer be canceled: it is confirmed');
    expect(await pickupRow(confirmed)).toEqual(before);

    const bens = await seededPickup(ben, 'requested');
    const benBefore = await pickupRow(bens);
    const other = await cancel(aliceToken, { id: bens, remark: 'x' });
    expect(other.statusCode).toBe(404);
    expect(await pickupRow(bens)).toEqual(benBefore);
    expect((await cancel(aliceToken, { remark: 'x' })).json().message).toBe('The pickup id is missing');
  });

  it('lets pku staff cancel any pickup the machine allows, and no completed one', async () => {
    const rescheduled = await seededPickup(ben, 'rescheduled');
    const res = await cancel(staffToken, { id: rescheduled, remark: 'Driver unavailable' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('canceled');
    const completed = await seededPickup(ben, 'completed');
    const refused = await cancel(staffToken, { id: completed });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This pickup can no longer be canceled: it is completed');
  });
});

describe('POST /api/data/pickups and /api/row/pickups', () => {
  const data = (token: string, body: object) => t.call({ method: 'POST', url: '/api/data/pickups', token, payload: body });
  const count = async (token: string, body: object) =>
    (await t.call({ method: 'POST', url: '/api/row/pickups', token, payload: body })).json().data as number;

  it('gives a customer only their pickups, newest update first, whatever the filters say', async () => {
    const res = await data(aliceToken, { limit: 100 });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Pickup[];
    const n = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pickups WHERE customer_id = $1', [alice]))[0]!.n;
    expect(rows).toHaveLength(n);
    expect(rows.every((p) => p.customer_id === alice)).toBe(true);
    expect(new Set(rows.map((p) => p.status))).toEqual(new Set(['requested', 'confirmed', 'completed', 'canceled']));
    const dates = rows.map((p) => p.updated_date!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await count(aliceToken, {})).toBe(n);

    const crafted = await data(aliceToken, { limit: 100, filters: [{ field: 'customer_id', compare: '=', value: ben }] });
    expect(crafted.json().data).toEqual([]);
    const escape = {
      filters: [
        {
          or_group: 'x',
          filters: [
            { field: 'customer_id', compare: '=', value: ben },
            { field: 'status', compare: 'not blank' },
          ],
        },
      ],
    };
    expect(((await data(aliceToken, { ...escape, limit: 100 })).json().data as Pickup[]).every((p) => p.customer_id === alice)).toBe(true);
    expect(await count(aliceToken, escape)).toBe(n);
    expect(await count(benToken, { filters: [{ field: 'customer_fcs_id', compare: '=', value: 'FCS00001' }] })).toBe(0);
  });

  it('lets pku/col staff read every pickup; staff without them read their own (none); not-joined users none', async () => {
    const all = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pickups'))[0]!.n;
    expect(await count(staffToken, {})).toBe(all);
    expect(await count(await t.tokenFor(PHONES.packageStaff), {})).toBe(0);
    const requested = (
      await data(staffToken, { limit: 100, filters: [{ field: 'status', compare: '=', value: 'requested' }], sorts: ['pickup_number asc'] })
    ).json().data as Pickup[];
    expect(requested.length).toBeGreaterThan(1);
    expect(requested.every((p) => p.status === 'requested')).toBe(true);
    expect(requested.map((p) => p.pickup_number)).toEqual([...requested.map((p) => p.pickup_number)].sort());
    expect((await data(await t.tokenFor(PHONES.chloe), {})).statusCode).toBe(403);
  });
});
