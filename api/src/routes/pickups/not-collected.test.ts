import { readFileSync } from 'node:fs';
import path from 'node:path';
import { etDateId, MSG, PICKUP_MACHINE, PICKUP_MSG, pickupConflictMessage, type PickupStatus } from '@fcs/shared/contract';
import { SEED_ASSETS_DIR } from '../../paths';
import { multipartBody } from '../../test-support/multipart';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';
import { throwawayPostgres } from '../../test-support/throwaway-postgres';

/** Collect in the field: a driver's Not collected, and a phone's queued actions taken once however often they are sent. */

/** A real photo: every upload is decoded and re-encoded (files/photo-encoder.ts). */
const JPEG = readFileSync(path.join(SEED_ASSETS_DIR, 'parcel-1.jpg'));
const DAY = 86_400_000;
const dayId = (offset: number) => etDateId(new Date(Date.now() + offset * DAY));

function suite(open: () => Promise<TestApp>) {
  let t: TestApp;
  let alice: string;
  let aliceHome: string;
  let zone: string;
  let pkuId: string;
  let driverId: string;
  let tokens: Record<'alice' | 'pku' | 'driver', string>;

  beforeAll(async () => {
    t = await open();
    alice = (await t.user(PHONES.alice)).id;
    pkuId = (await t.user(PHONES.pickupStaff)).id;
    driverId = (await t.user(PHONES.driver)).id;
    aliceHome = (
      await t.db.query<{ id: string }>("SELECT id FROM delivery_addresses WHERE user_id = $1 AND zip_code = '08820'", [alice])
    )[0]!.id;
    zone = (await t.db.query<{ id: string }>("SELECT id FROM zones WHERE name = 'Central Jersey'"))[0]!.id;
    tokens = {
      alice: await t.tokenFor(PHONES.alice),
      pku: await t.tokenFor(PHONES.pickupStaff),
      driver: await t.tokenFor(PHONES.driver),
    };
  });
  afterAll(() => t.close());

  const put = (url: string, token: string, payload: object) => t.call({ method: 'PUT', url, token, payload });
  async function newPickup(status: PickupStatus = 'confirmed', staff: string | null = driverId): Promise<{ id: string; version: number }> {
    const [row] = await t.db.query<{ id: string }>(
      `INSERT INTO pickups (status, zone_id, pickup_date, pickup_time_from, pickup_time_to, customer_id, address_id, pickup_address, pickup_staff_id)
       SELECT $1, $2, $3, '09:00', '12:00', $4, a.id, jsonb_build_object('full_name', a.full_name, 'zip_code', a.zip_code), $5
         FROM delivery_addresses a WHERE a.id = $6 RETURNING id`,
      [status, zone, dayId(1), alice, staff, aliceHome],
    );
    return { id: row!.id, version: 1 };
  }
  const rowOf = async (id: string) => (await t.db.query<Record<string, unknown>>('SELECT * FROM pickups WHERE id = $1', [id]))[0]!;
  const attemptsOf = async (id: string) => t.db.query<Record<string, unknown>>('SELECT * FROM pickup_attempts WHERE pickup_id = $1', [id]);
  const outboxOf = async (id: string) =>
    t.db.query<{ channel: string; subject: string | null; body: string; format_id: string }>(
      "SELECT channel, subject, body, format_id FROM notification_outbox WHERE related_id = $1 AND status <> 'skipped' ORDER BY id",
      [id],
    );
  const notCollected = (token: string, p: { id: string; version?: number }, extra: object = {}) =>
    put('/pickups/not-collected', token, { id: p.id, version: p.version, reason: 'nobody_home', remark: 'Rang twice', ...extra });

  it('the assigned driver records Not collected: the pickup keeps its status, waits on the attempt, and the customer gets the Failed Pickup notice', async () => {
    const p = await newPickup('rescheduled');
    const pressed = new Date(Date.now() - 3 * 3600_000).toISOString();
    const { payload, headers } = multipartBody({ folder: `pickups/${p.id}` }, { name: 'door.jpg', type: 'image/jpeg', bytes: JPEG });
    const up = await t.call({ method: 'POST', url: '/uploads', token: tokens.driver, payload, headers });
    expect([up.statusCode, up.body]).toEqual([200, expect.any(String)]);
    const photo = up.json().data.url as string;
    const res = await notCollected(tokens.driver, p, { pressed_at: pressed, photo_urls: [photo] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.notCollectedPickup);
    expect(res.json().data).toMatchObject({
      status: 'rescheduled',
      version: 2,
      failed_attempt_reason: 'nobody_home',
      failed_attempt_at: pressed,
    });
    const history = await t.call({ method: 'GET', url: `/pickups/${p.id}/attempts`, token: tokens.pku });
    expect(history.json().data).toEqual([
      expect.objectContaining({
        reason: 'nobody_home',
        remark: 'Rang twice',
        staff_name: 'Oscar Diaz',
        attempted_at: pressed,
        photo_urls: [photo],
      }),
    ]);
    const queued = await outboxOf(p.id);
    expect(queued.map((m) => m.format_id)).toEqual(['failed_pickup', 'failed_pickup']);
    expect(queued[0]!.body).toContain('could not collect your parcels: Nobody at the address.');
    expect(queued[0]!.body).toContain('Rang twice');
    expect(queued[0]!.body).toContain('request a new pickup in the portal');
    expect(queued[1]!.body).toMatch(
      /^FCS: we could not collect pickup PU\d+: Nobody at the address\. Reply or call us to book a new date\.$/,
    );
    // The customer reads the attempts of their own pickup; another customer's answers as missing.
    expect((await t.call({ method: 'GET', url: `/pickups/${p.id}/attempts`, token: tokens.alice })).statusCode).toBe(200);
    const ben = await t.tokenFor(PHONES.ben);
    expect((await t.call({ method: 'GET', url: `/pickups/${p.id}/attempts`, token: ben })).statusCode).toBe(404);
  });

  it('a second Not collected is a 409 until the office reschedules; the reschedule ends the wait and keeps the attempt', async () => {
    const p = await newPickup();
    expect((await notCollected(tokens.driver, p)).statusCode).toBe(200);
    const again = await notCollected(tokens.driver, { id: p.id });
    expect([again.statusCode, again.json().message]).toEqual([409, PICKUP_MSG.alreadyNotCollected]);
    const moved = await put('/pickups/reschedule', tokens.pku, {
      id: p.id,
      pickup_date: dayId(2),
      pickup_time_from: '09:00',
      pickup_time_to: '12:00',
      pickup_staff_id: driverId,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'rescheduled', failed_attempt_at: null, failed_attempt_reason: null });
    expect((await notCollected(tokens.driver, { id: p.id }, { reason: 'not_ready', remark: '' })).statusCode).toBe(200);
    expect((await attemptsOf(p.id)).map((a) => a.reason).sort()).toEqual(['nobody_home', 'not_ready']);
  });

  it('Other needs a remark, a reason is required, a future press time is refused: 400, nothing changed', async () => {
    const p = await newPickup();
    const other = await notCollected(tokens.driver, p, { reason: 'other', remark: '  ' });
    expect([other.statusCode, other.json().message]).toEqual([400, PICKUP_MSG.otherNeedsRemark]);
    const none = await put('/pickups/not-collected', tokens.driver, { id: p.id });
    expect([none.statusCode, none.json().message]).toEqual([400, PICKUP_MSG.reasonRequired]);
    expect((await notCollected(tokens.driver, p, { reason: 'lost' })).statusCode).toBe(400);
    const future = await notCollected(tokens.driver, p, { pressed_at: new Date(Date.now() + 3600_000).toISOString() });
    expect([future.statusCode, future.json().message]).toEqual([400, PICKUP_MSG.pressedAtInvalid]);
    expect((await notCollected(tokens.driver, p, { remark: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect(await rowOf(p.id)).toMatchObject({ version: 1, failed_attempt_id: null });
    expect(await attemptsOf(p.id)).toEqual([]);
  });

  it('only the driver it is assigned to, only on a confirmed or rescheduled pickup', async () => {
    const others = await newPickup('confirmed', pkuId);
    expect((await notCollected(tokens.driver, others)).statusCode).toBe(404);
    const res = await notCollected(tokens.pku, await newPickup('confirmed', driverId));
    expect([res.statusCode, res.json().message]).toEqual([403, PICKUP_MACHINE.forbidden('notCollect')]);
    expect((await notCollected(tokens.alice, await newPickup())).statusCode).toBe(403);
    for (const status of ['requested', 'completed', 'canceled'] as const) {
      const p = await newPickup(status);
      const refused = await notCollected(tokens.driver, p);
      expect([refused.statusCode, refused.json().message]).toEqual([409, pickupConflictMessage(status, 'notCollect')]);
    }
    const stale = await newPickup();
    expect((await notCollected(tokens.driver, { id: stale.id, version: 7 })).json().message).toBe(PICKUP_MACHINE.stale);
  });

  it('a queued action sent again with its action id answers as the first time: one attempt, one completion, one notice each', async () => {
    const a = await newPickup();
    const first = await notCollected(tokens.driver, a, { action_id: 'act-nc-000001' });
    for (let i = 0; i < 3; i++) {
      const again = await notCollected(tokens.driver, a, { action_id: 'act-nc-000001' });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(first.json().data);
    }
    expect(await attemptsOf(a.id)).toHaveLength(1);
    expect(await outboxOf(a.id)).toHaveLength(2);

    const b = await newPickup();
    const pressed = new Date(Date.now() - 40 * 60_000).toISOString();
    const done = await put('/pickups/complete', tokens.driver, {
      id: b.id,
      version: 1,
      remark: 'ok',
      action_id: 'act-co-000001',
      pressed_at: pressed,
    });
    expect(done.json().data).toMatchObject({ status: 'completed', completed_at: pressed });
    for (let i = 0; i < 3; i++) {
      const again = await put('/pickups/complete', tokens.driver, {
        id: b.id,
        version: 1,
        remark: 'ok',
        action_id: 'act-co-000001',
        pressed_at: pressed,
      });
      expect([again.statusCode, again.json().data.version]).toEqual([200, 2]);
    }
    expect(await outboxOf(b.id)).toHaveLength(2);
    // The same id on another pickup is not that action.
    const c = await newPickup();
    const misused = await put('/pickups/complete', tokens.driver, { id: c.id, action_id: 'act-co-000001' });
    expect([misused.statusCode, misused.json().message]).toEqual([409, PICKUP_MSG.actionOfAnother]);
    expect(await rowOf(c.id)).toMatchObject({ status: 'confirmed', version: 1 });
  });

  it('sends of one action at once: all answered 200, taken once, one notice (the action id is serialised)', async () => {
    const p = await newPickup();
    const sends = await Promise.all(Array.from({ length: 12 }, () => notCollected(tokens.driver, p, { action_id: 'act-nc-race-1' })));
    expect(sends.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(await attemptsOf(p.id)).toHaveLength(1);
    expect(await outboxOf(p.id)).toHaveLength(2);
    const q = await newPickup();
    const completes = await Promise.all(
      Array.from({ length: 12 }, () => put('/pickups/complete', tokens.driver, { id: q.id, version: 1, action_id: 'act-co-race-1' })),
    );
    expect(completes.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(await rowOf(q.id)).toMatchObject({ status: 'completed', version: 2 });
    expect(await outboxOf(q.id)).toHaveLength(2);
  });
}

describe('Not collected and queued actions (PGlite)', () => {
  suite(() => createTestApp());
});

const pg = throwawayPostgres();
(pg ? describe : describe.skip)('on PostgreSQL (TEST_DATABASE_URL): concurrent sends', () => {
  suite(async () => {
    const app = await createTestApp({ db: await pg!.open() });
    // The app closes its pool; then the throwaway database is dropped.
    return { ...app, close: async () => (await app.close(), pg!.close({ close: async () => {} } as never)) };
  });
});
