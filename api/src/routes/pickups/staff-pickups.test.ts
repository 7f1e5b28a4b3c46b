import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  etDateId,
  FIELD_MSG,
  MSG,
  PICKUP_MACHINE,
  PICKUP_MSG,
  pickupConflictMessage,
  UPLOAD_MSG,
  type Pickup,
  type PickupAction,
  type PickupStatus,
} from '@fcs/shared/contract';
import { SEED_ASSETS_DIR } from '../../paths';
import { multipartBody } from '../../test-support/multipart';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';

/** Staff pickup screens (issue 10): request and edit on behalf, confirm, reschedule, complete, photos, notices. */

const JPEG = readFileSync(path.join(SEED_ASSETS_DIR, 'parcel-1.jpg'));
const DAY = 86_400_000;
const dayId = (offset: number) => etDateId(new Date(Date.now() + offset * DAY));

let t: TestApp;
let alice: string;
let aliceHome: string;
let benHome: string;
let centralJersey: string;
let pkuId: string; // Daniel Reyes: pku and col
let driverId: string; // Oscar Diaz: col only
let tokens: Record<'alice' | 'pku' | 'driver' | 'df', string>;

beforeAll(async () => {
  t = await createTestApp();
  alice = (await t.user(PHONES.alice)).id;
  const ben = (await t.user(PHONES.ben)).id;
  pkuId = (await t.user(PHONES.pickupStaff)).id;
  driverId = (await t.user(PHONES.driver)).id;
  const addr = async (user: string, zip: string) =>
    (await t.db.query<{ id: string }>('SELECT id FROM delivery_addresses WHERE user_id = $1 AND zip_code = $2', [user, zip]))[0]!.id;
  aliceHome = await addr(alice, '08820');
  benHome = await addr(ben, '11201');
  centralJersey = (await t.db.query<{ id: string }>("SELECT id FROM zones WHERE name = 'Central Jersey'"))[0]!.id;
  tokens = {
    alice: await t.tokenFor(PHONES.alice),
    pku: await t.tokenFor(PHONES.pickupStaff),
    driver: await t.tokenFor(PHONES.driver),
    df: await t.tokenFor(PHONES.dropoffStaff),
  };
});
afterAll(() => t.close());

const put = (url: string, token: string, payload: object) => t.call({ method: 'PUT', url, token, payload });
const post = (url: string, token: string, payload: object) => t.call({ method: 'POST', url, token, payload });

/** A fresh pickup of Alice's home address in the given status, assigned to `staff`. */
async function newPickup(status: PickupStatus = 'requested', staff: string | null = pkuId): Promise<{ id: string; version: number }> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO pickups (status, zone_id, pickup_date, pickup_time_from, pickup_time_to, customer_id, address_id, pickup_address, pickup_staff_id)
     SELECT $1, $2, $3, '09:00', '12:00', $4, a.id,
            jsonb_build_object('id', a.id, 'full_name', a.full_name, 'phone_number', a.phone_number, 'address_line1', a.address_line1, 'address_line2', a.address_line2,
                               'city', a.city, 'state', a.state, 'zip_code', a.zip_code, 'lat', a.lat, 'lng', a.lng), $5
       FROM delivery_addresses a WHERE a.id = $6 RETURNING id`,
    [status, centralJersey, dayId(2), alice, staff, aliceHome],
  );
  return { id: row!.id, version: 1 };
}
const confirmBody = (p: { id: string; version?: number }, extra: object = {}) => ({
  id: p.id,
  version: p.version,
  pickup_date: dayId(1),
  pickup_time_from: '10:00',
  pickup_time_to: '12:30',
  pickup_staff_id: driverId,
  remark: ' Driver calls ahead ',
  ...extra,
});
const rowOf = async (id: string) => (await t.db.query<Record<string, unknown>>('SELECT * FROM pickups WHERE id = $1', [id]))[0]!;
const outboxOf = async (id: string) =>
  t.db.query<{ channel: string; recipient: string; subject: string | null; body: string; format_id: string }>(
    "SELECT channel, recipient, subject, body, format_id FROM notification_outbox WHERE related_id = $1 AND status <> 'skipped' ORDER BY id",
    [id],
  );
const upload = async (token: string, folder: string, bytes: Uint8Array = JPEG, name = 'parcel.jpg') => {
  const { payload, headers } = multipartBody({ folder }, { name, type: 'image/jpeg', bytes });
  return t.call({ method: 'POST', url: '/uploads', token, payload, headers });
};

describe('privileges', () => {
  it('refuses a customer the staff calls (403)', async () => {
    const p = await newPickup();
    const body = { customer_id: alice, pickup_date: dayId(2), address_id: aliceHome, zone_id: centralJersey };
    expect((await post('/admin/pickups', tokens.alice, body)).statusCode).toBe(403);
    expect((await put('/admin/pickups', tokens.alice, { ...body, id: p.id })).statusCode).toBe(403);
    expect((await put('/pickups/confirm', tokens.alice, confirmBody(p))).statusCode).toBe(403);
    expect((await put('/pickups/reschedule', tokens.alice, confirmBody(p))).statusCode).toBe(403);
    expect((await put('/pickups/complete', tokens.alice, { id: p.id })).statusCode).toBe(403);
    expect((await put('/pickups/confirm', tokens.df, confirmBody(p))).statusCode).toBe(403);
    expect(await rowOf(p.id)).toMatchObject({ status: 'requested', version: 1 });
  });

  it('refuses a driver (col) confirm and reschedule, even of their own pickups (403)', async () => {
    const mine = await newPickup('requested', driverId);
    expect((await put('/pickups/confirm', tokens.driver, confirmBody(mine))).statusCode).toBe(403);
    const confirmed = await newPickup('confirmed', driverId);
    const res = await put('/pickups/reschedule', tokens.driver, confirmBody(confirmed));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You need the "pku" privilege for this');
  });

  it('lets a driver complete only the pickups assigned to them: another’s answers 404, as a missing one', async () => {
    const others = await newPickup('confirmed', pkuId);
    const res = await put('/pickups/complete', tokens.driver, { id: others.id, remark: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'Error', message: PICKUP_MSG.notFound });
    expect(await rowOf(others.id)).toMatchObject({ status: 'confirmed', version: 1 });

    const mine = await newPickup('rescheduled', driverId);
    const done = await put('/pickups/complete', tokens.driver, { id: mine.id, version: 1, remark: 'Collected 2 boxes' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(MSG.completePickup);
    expect(done.json().data).toMatchObject({ status: 'completed', remark: 'Collected 2 boxes', version: 2 });
  });
});

describe('POST /admin/pickups', () => {
  const body = (extra: object = {}) => ({
    customer_id: alice,
    pickup_date: dayId(2),
    address_id: aliceHome,
    zone_id: centralJersey,
    customer_remark: ' Booked by phone ',
    ...extra,
  });

  it('requests a pickup for a joined customer from their address', async () => {
    const res = await post('/admin/pickups', tokens.pku, body());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.requestPickup);
    expect(res.json().data).toMatchObject({
      status: 'requested',
      customer_id: alice,
      customer_fcs_id: 'FCS00001',
      zone_name: 'Central Jersey',
      pickup_date: dayId(2),
      customer_remark: 'Booked by phone',
      version: 1,
    });
    expect((res.json().data as Pickup).pickup_address).toMatchObject({ zip_code: '08820', full_name: 'Alice Carter' });
  });

  it('refuses another customer’s address, a customer who has not joined, and missing fields with the spec’s words', async () => {
    const other = await post('/admin/pickups', tokens.pku, body({ address_id: benHome }));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(PICKUP_MSG.addressNotFound);
    for (const phone of [PHONES.chloe, PHONES.requested, PHONES.disabled, PHONES.dropoffStaff]) {
      const res = await post('/admin/pickups', tokens.pku, body({ customer_id: (await t.user(phone)).id }));
      expect([phone, res.statusCode, res.json().message]).toEqual([phone, 400, PICKUP_MSG.customerNotFound]);
    }
    const unknown = await post('/admin/pickups', tokens.pku, body({ customer_id: 'not-a-uuid' }));
    expect(unknown.json().message).toBe(PICKUP_MSG.customerNotFound);
    const missing = await post('/admin/pickups', tokens.pku, { customer_id: '', pickup_date: '', address_id: '', zone_id: '' });
    expect(missing.statusCode).toBe(400);
    for (const m of [FIELD_MSG.pickupZone, FIELD_MSG.pickupDate, FIELD_MSG.customer, FIELD_MSG.pickupAddress])
      expect(missing.json().message).toContain(m);
    const notOffered = await post('/admin/pickups', tokens.pku, body({ pickup_date: dayId(4) }));
    expect(notOffered.statusCode).toBe(400);
  });
});

describe('PUT /admin/pickups', () => {
  const body = (p: { id: string; version?: number }, extra: object = {}) => ({
    id: p.id,
    version: p.version,
    pickup_date: dayId(3),
    address_id: aliceHome,
    zone_id: centralJersey,
    customer_remark: 'Changed by staff',
    ...extra,
  });

  it('edits a requested pickup; the customer cannot change hands', async () => {
    const p = await newPickup();
    const res = await put('/admin/pickups', tokens.pku, body(p, { customer_id: alice }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.updatePickup);
    expect(res.json().data).toMatchObject({ status: 'requested', pickup_date: dayId(3), customer_remark: 'Changed by staff', version: 2 });
    const ben = (await t.user(PHONES.ben)).id;
    const moved = await put('/admin/pickups', tokens.pku, body({ id: p.id }, { customer_id: ben }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(PICKUP_MSG.customerFixed);
  });

  it('takes a remark only with an action, never through the edit (decision 0011, issue 23.6)', async () => {
    const p = await newPickup();
    const res = await put('/admin/pickups', tokens.pku, body(p, { remark: 'Saved on its own?' }));
    expect(res.statusCode).toBe(400);
    expect(await rowOf(p.id)).toMatchObject({ version: 1 });
    const long = await put('/pickups/cancel', tokens.pku, { id: p.id, version: 1, remark: 'r'.repeat(2001) });
    expect([long.statusCode, long.json().message]).toEqual([400, 'The remark is too long (at most 2000 characters)']);
    expect(await rowOf(p.id)).toMatchObject({ status: 'requested', version: 1 });
  });

  it('refuses a confirmed pickup (409) and a stale version (409)', async () => {
    const confirmed = await newPickup('confirmed');
    const res = await put('/admin/pickups', tokens.pku, body(confirmed));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(pickupConflictMessage('confirmed', 'edit'));
    const p = await newPickup();
    const stale = await put('/admin/pickups', tokens.pku, body({ id: p.id, version: 7 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PICKUP_MACHINE.stale);
  });
});

describe('PUT /pickups/confirm and /pickups/reschedule', () => {
  it('confirms with staff, date, window and remark, and queues the Confirm Pickup e-mail and SMS with the variables rendered', async () => {
    const p = await newPickup();
    const res = await put('/pickups/confirm', tokens.pku, confirmBody(p));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.confirmPickup);
    const data = res.json().data as Pickup;
    expect(data).toMatchObject({
      status: 'confirmed',
      pickup_date: dayId(1),
      pickup_time_from: '10:00',
      pickup_time_to: '12:30',
      pickup_staff_id: driverId,
      pickup_staff_name: 'Oscar Diaz',
      confirm_remark: 'Driver calls ahead',
      version: 2,
    });
    const queued = await outboxOf(p.id);
    expect(queued.map((m) => [m.channel, m.recipient, m.format_id])).toEqual([
      ['email', 'alice.carter@example.com', 'confirm_pickup'],
      ['sms', '+15550100001', 'confirm_pickup'],
    ]);
    const date = `${dayId(1).slice(4, 6)}/${dayId(1).slice(6, 8)}/${dayId(1).slice(0, 4)}`;
    expect(queued[0]!.subject).toBe(`Your pickup ${data.pickup_number} is confirmed`);
    expect(queued[0]!.body).toContain(`Dear Alice Carter,`);
    expect(queued[0]!.body).toContain(`confirmed for ${date} between 10:00 and 12:30`);
    expect(queued[0]!.body).toContain('Our driver Oscar Diaz');
    expect(queued[0]!.body).toContain('27 Oak Tree Road, Apt 3B, Edison, NJ 08820');
    expect(queued[0]!.body).toContain('Driver calls ahead');
    // The pickup's status link ends the SMS (see status-links.test.ts).
    expect(queued[1]!.body).toMatch(
      new RegExp(
        `^FCS: pickup ${data.pickup_number} confirmed for ${date.replaceAll('/', '\\/')} 10:00-12:30\\. Driver: Oscar Diaz\\. http://localhost:3000/s/[A-Za-z0-9_-]{22}$`,
      ),
    );
    for (const m of queued) expect(m.body).not.toMatch(/%[a-z_]+%/);
  });

  it('takes the default window 09:00–12:00 when none is sent', async () => {
    const p = await newPickup();
    const { pickup_time_from: _f, pickup_time_to: _t, ...body } = confirmBody(p);
    const res = await put('/pickups/confirm', tokens.pku, body);
    expect(res.json().data).toMatchObject({ pickup_time_from: '09:00', pickup_time_to: '12:00' });
  });

  it.each([
    [{ pickup_staff_id: '' }, FIELD_MSG.staff],
    [{ pickup_date: '' }, FIELD_MSG.pickupDate],
    [{ pickup_date: undefined, pickup_staff_id: undefined }, `${FIELD_MSG.pickupDate}; ${FIELD_MSG.staff}`],
    [{ pickup_time_from: '12:00', pickup_time_to: '12:00' }, PICKUP_MSG.timeOrder],
    [{ pickup_time_from: '13:00', pickup_time_to: '09:00' }, PICKUP_MSG.timeOrder],
    [{ pickup_time_from: '09:03' }, 'Pickup time from must be a time (HH:mm) in 5-minute steps'],
    [{ pickup_time_to: '24:00' }, 'Pickup time to must be a time (HH:mm) in 5-minute steps'],
    [{ pickup_date: dayId(-1) }, PICKUP_MSG.datePast],
    [{ pickup_date: '2025-02-30' }, PICKUP_MSG.dateInvalid],
    [{ pickup_staff_id: 'x'.repeat(65) }, 'The staff id is too long (at most 64 characters)'],
    [{ remark: 'r'.repeat(2001) }, 'The remark is too long (at most 2000 characters)'],
  ])('refuses %j with 400 "%s", changing nothing', async (extra, message) => {
    const p = await newPickup();
    const res = await put('/pickups/confirm', tokens.pku, confirmBody(p, extra));
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await rowOf(p.id)).toMatchObject({ status: 'requested', version: 1 });
  });

  it('refuses a staff member who is not an active employee (a customer, a disabled account)', async () => {
    const p = await newPickup();
    for (const id of [alice, (await t.user(PHONES.disabled)).id, '00000000-0000-4000-8000-000000000000']) {
      const res = await put('/pickups/confirm', tokens.pku, confirmBody(p, { pickup_staff_id: id }));
      expect([res.statusCode, res.json().message]).toEqual([400, PICKUP_MSG.staffNotEmployee]);
    }
  });

  it('confirms a date that is not an offered one (today or later is enough)', async () => {
    const p = await newPickup();
    const res = await put('/pickups/confirm', tokens.pku, confirmBody(p, { pickup_date: dayId(4) }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pickup_date).toBe(dayId(4));
  });

  it('reschedules a confirmed and then a rescheduled pickup, storing reschedule_remark and queuing the Reschedule Pickup notice', async () => {
    const p = await newPickup('confirmed');
    const first = await put('/pickups/reschedule', tokens.pku, confirmBody(p, { remark: 'Customer away', pickup_date: dayId(3) }));
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(MSG.reschedulePickup);
    expect(first.json().data).toMatchObject({
      status: 'rescheduled',
      reschedule_remark: 'Customer away',
      pickup_date: dayId(3),
      version: 2,
    });
    const second = await put('/pickups/reschedule', tokens.pku, confirmBody({ id: p.id, version: 2 }, { pickup_staff_id: pkuId }));
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ status: 'rescheduled', pickup_staff_name: 'Daniel Reyes', version: 3 });
    const queued = await outboxOf(p.id);
    expect(queued.map((m) => m.format_id)).toEqual(['reschedule_pickup', 'reschedule_pickup', 'reschedule_pickup', 'reschedule_pickup']);
    const number = first.json().data.pickup_number as string;
    expect(queued[0]!.subject).toBe(`Your pickup ${number} has a new date`);
    expect(queued[0]!.body).toContain('Driver: Oscar Diaz.');
    expect(queued[0]!.body).toContain('Customer away');
    expect(queued[2]!.body).toContain('Driver: Daniel Reyes.');
  });
});

describe('every transition, legal and illegal', () => {
  const calls: Record<Exclude<PickupAction, 'edit' | 'notCollect'>, (p: { id: string; version?: number }) => ReturnType<typeof put>> = {
    confirm: (p) => put('/pickups/confirm', tokens.pku, confirmBody(p)),
    reschedule: (p) => put('/pickups/reschedule', tokens.pku, confirmBody(p)),
    complete: (p) => put('/pickups/complete', tokens.pku, { id: p.id, version: p.version, remark: 'done' }),
    cancel: (p) => put('/pickups/cancel', tokens.pku, { id: p.id, version: p.version, remark: 'stop' }),
  };
  const statuses: PickupStatus[] = ['requested', 'confirmed', 'rescheduled', 'completed', 'canceled'];
  const cases = statuses.flatMap((s) => (Object.keys(calls) as (keyof typeof calls)[]).map((a) => [s, a] as const));

  it.each(cases)('%s → %s as pku staff: what the machine says', async (status, action) => {
    const p = await newPickup(status);
    const step = PICKUP_MACHINE.transitions.find((tr) => tr.action === action && tr.from.includes(status));
    const res = await calls[action](p);
    if (step) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: step.to, version: 2 });
      expect((await outboxOf(p.id)).length).toBeGreaterThan(0);
    } else {
      expect([res.statusCode, res.json().message]).toEqual([409, pickupConflictMessage(status, action)]);
      expect(await rowOf(p.id)).toMatchObject({ status, version: 1 });
      expect(await outboxOf(p.id)).toEqual([]);
    }
  });

  it.each(['confirm', 'reschedule', 'complete', 'cancel'] as const)('%s with a stale version: 409, nothing changed', async (action) => {
    const p = await newPickup(action === 'confirm' ? 'requested' : 'confirmed');
    await t.db.query('UPDATE pickups SET version = 3 WHERE id = $1', [p.id]);
    const res = await calls[action]({ id: p.id, version: 2 });
    expect([res.statusCode, res.json().message]).toEqual([409, PICKUP_MACHINE.stale]);
    expect(await rowOf(p.id)).toMatchObject({ version: 3 });
  });

  it('50 concurrent confirms of one pickup with the same version: exactly 1 success and 49 × 409', async () => {
    const p = await newPickup();
    const results = await Promise.all(Array.from({ length: 50 }, () => calls.confirm(p)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(await rowOf(p.id)).toMatchObject({ status: 'confirmed', version: 2 });
    expect((await outboxOf(p.id)).length).toBe(2);
  });
});

describe('completing with photos', () => {
  it('uploads photos into pickups/{id} and completes with them; the Complete Pickup notice names the driver', async () => {
    const p = await newPickup('confirmed', driverId);
    const up = await upload(tokens.driver, `pickups/${p.id}`);
    expect(up.statusCode).toBe(200);
    const url = up.json().data.url as string;
    expect(url).toMatch(new RegExp(`^http://api\\.test/files/pickups/${p.id}/[0-9a-f]{32}\\.jpg$`));
    const res = await put('/pickups/complete', tokens.driver, {
      id: p.id,
      version: 1,
      remark: 'Collected 3 boxes',
      photo_urls: [url, url],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'completed', photo_urls: [url], remark: 'Collected 3 boxes' });
    const queued = await outboxOf(p.id);
    expect(queued.map((m) => m.format_id)).toEqual(['complete_pickup', 'complete_pickup']);
    expect(queued[0]!.body).toContain(`Our driver Oscar Diaz collected your parcels for pickup ${res.json().data.pickup_number}`);
    expect(queued[0]!.body).toContain('Collected 3 boxes');
    expect(queued[1]!.body).toMatch(
      new RegExp(
        `^FCS: parcels of pickup ${res.json().data.pickup_number} collected\\. Thank you! http://localhost:3000/s/[A-Za-z0-9_-]{22}$`,
      ),
    );
  });

  it('refuses photos that were not uploaded into this pickup’s folder (400)', async () => {
    const p = await newPickup('confirmed');
    const other = await newPickup('confirmed');
    const othersPhoto = (await upload(tokens.pku, `pickups/${other.id}`)).json().data.url as string;
    for (const urls of [[othersPhoto], ['https://evil.example/x.jpg'], [`http://api.test/files/pickups/${p.id}/../../x.jpg`]]) {
      const res = await put('/pickups/complete', tokens.pku, { id: p.id, photo_urls: urls });
      expect([res.statusCode, res.json().message]).toEqual([400, PICKUP_MSG.photoNotUploaded]);
    }
    expect(await rowOf(p.id)).toMatchObject({ status: 'confirmed', version: 1 });
  });

  it('refuses a non-image (400), a requested pickup (409), another driver’s pickup (404), a customer (403) and other staff (404)', async () => {
    const p = await newPickup('confirmed', driverId);
    const text = await upload(tokens.driver, `pickups/${p.id}`, Buffer.from('just some text pretending to be a photo'), 'x.jpg');
    expect([text.statusCode, text.json().message]).toEqual([400, UPLOAD_MSG.onlyImages]);
    const requested = await newPickup('requested', driverId);
    const early = await upload(tokens.pku, `pickups/${requested.id}`);
    expect([early.statusCode, early.json().message]).toEqual([409, PICKUP_MSG.photosNotOpen]);
    const others = await newPickup('confirmed', pkuId);
    expect((await upload(tokens.driver, `pickups/${others.id}`)).statusCode).toBe(404);
    expect((await upload(tokens.alice, `pickups/${p.id}`)).statusCode).toBe(403);
    // Staff without pku or col cannot see the pickup at all.
    expect((await upload(tokens.df, `pickups/${p.id}`)).statusCode).toBe(404);
  });
});

describe('the cancel notice', () => {
  it('renders the Cancel Pickup format with the pickup’s variables', async () => {
    const p = await newPickup('confirmed');
    const res = await put('/pickups/cancel', tokens.pku, { id: p.id, remark: 'Customer dropped off instead' });
    expect(res.statusCode).toBe(200);
    const queued = await outboxOf(p.id);
    const date = `${dayId(2).slice(4, 6)}/${dayId(2).slice(6, 8)}/${dayId(2).slice(0, 4)}`;
    expect(queued).toHaveLength(1);
    expect(queued[0]!.body).toContain(`Your pickup ${res.json().data.pickup_number} planned for ${date} was canceled.`);
    expect(queued[0]!.body).toContain('Customer dropped off instead');
  });
});
