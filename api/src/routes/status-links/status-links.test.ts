import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { etDateId, STATUS_LINK_INVALID_MSG, STATUS_LINK_REVOKED_MSG, type StatusView } from '@fcs/shared/contract';
import { DEMO_STATUS_TOKENS, KNOWN_TRACKING_IDS } from '../../db/seed/demo-data';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { MIGRATIONS_DIR } from '../../paths';
import { createTestApp, PHONES, PUBLIC_URL, type TestApp } from '../../test-support/test-app';

// Status links: every notice carries its record's page /s/<token>; GET /status/{token} answers only
// what the page shows, the same 404 for every token that does not open a record, never a 5xx.

const DAY = 86_400_000;
const LINK = /http:\/\/localhost:3000\/s\/([A-Za-z0-9_-]{22})/;
const INVALID = { status: 'Error', message: STATUS_LINK_INVALID_MSG };

let t: TestApp;
let alice: string;
let ben: string;
let driverId: string;
let tokens: Record<'alice' | 'ben' | 'pku' | 'df' | 'pkg', string>;

beforeAll(async () => {
  t = await createTestApp();
  alice = (await t.user(PHONES.alice)).id;
  ben = (await t.user(PHONES.ben)).id;
  driverId = (await t.user(PHONES.driver)).id;
  tokens = {
    alice: await t.tokenFor(PHONES.alice),
    ben: await t.tokenFor(PHONES.ben),
    pku: await t.tokenFor(PHONES.pickupStaff),
    df: await t.tokenFor(PHONES.dropoffStaff),
    pkg: await t.tokenFor(PHONES.packageStaff),
  };
});
afterAll(() => t.close());

const status = (token: string, who?: string) => t.call({ method: 'GET', url: `/status/${token}`, token: who });
const revoke = (who: string, payload: object) => t.call({ method: 'PUT', url: '/status_links/revoke', token: who, payload });

/** A requested pickup of Alice's, with everything the page must never show filled in. */
async function newPickup(): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO pickups (status, zone_id, pickup_date, customer_id, address_id, pickup_address, customer_remark)
     SELECT 'requested', z.id, $2, $1, a.id, jsonb_build_object('full_name', a.full_name, 'phone_number', a.phone_number,
            'address_line1', a.address_line1, 'city', a.city, 'state', a.state, 'zip_code', a.zip_code), 'Ring the bell twice'
       FROM delivery_addresses a, zones z WHERE a.user_id = $1 AND a.zip_code = '08820' AND z.name = 'Central Jersey' RETURNING id`,
    [alice, etDateId(new Date(Date.now() + 2 * DAY))],
  );
  return row!.id;
}
const versionOf = async (id: string) =>
  (await t.db.query<{ version: number }>('SELECT version FROM pickups WHERE id = $1', [id]))[0]!.version;
async function confirm(id: string): Promise<{ sms: string; email: string }> {
  const res = await t.call({
    method: 'PUT',
    url: '/pickups/confirm',
    token: tokens.pku,
    payload: {
      id,
      version: await versionOf(id),
      pickup_date: etDateId(new Date(Date.now() + DAY)),
      pickup_time_from: '10:00',
      pickup_time_to: '12:30',
      pickup_staff_id: driverId,
      remark: 'Gate code 4411',
    },
  });
  expect(res.statusCode).toBe(200);
  return lastNotice(id);
}
async function lastNotice(id: string): Promise<{ sms: string; email: string }> {
  const rows = await t.db.query<{ channel: string; body: string }>(
    "SELECT channel, body FROM notification_outbox WHERE related_id = $1 AND status <> 'skipped' ORDER BY id DESC LIMIT 2",
    [id],
  );
  return { sms: rows.find((r) => r.channel === 'sms')!.body, email: rows.find((r) => r.channel === 'email')!.body };
}
const tokenIn = (text: string) => LINK.exec(text)?.[1] ?? '';

describe('the link in every notice', () => {
  it('a confirmed pickup’s SMS and e-mail carry one link of 128 random bits, of which only the hash is stored', async () => {
    const id = await newPickup();
    const { sms, email } = await confirm(id);
    const token = tokenIn(sms);
    expect(token).toHaveLength(22);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect(tokenIn(email)).toBe(token);
    const stored = await t.db.query<Record<string, unknown>>('SELECT * FROM status_links WHERE record_id = $1', [id]);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('opens the page: number, kind, status, dated timeline, pickup day, window and zone, the customer’s language', async () => {
    const id = await newPickup();
    const token = tokenIn((await confirm(id)).sms);
    const res = await status(token);
    expect(res.statusCode).toBe(200);
    const view = res.json().data as StatusView;
    const [row] = await t.db.query<{ pickup_number: string }>('SELECT pickup_number FROM pickups WHERE id = $1', [id]);
    expect(view).toMatchObject({
      kind: 'pickup',
      number: row!.pickup_number,
      status: 'confirmed',
      pickup: { date: etDateId(new Date(Date.now() + DAY)), time_from: '10:00', time_to: '12:30', zone: 'Central Jersey' },
      failure: null,
      photos: [],
      language: 'en',
      detail_path: null,
    });
    expect(view.timeline.map((h) => h.status)).toEqual(['requested', 'confirmed']);
    for (const h of view.timeline) expect(h.date).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it('a pickup the driver could not collect shows the reason in the customer’s words, never the driver’s remark', async () => {
    const id = await newPickup();
    const token = tokenIn((await confirm(id)).sms);
    const driver = await t.tokenFor(PHONES.driver);
    const res = await t.call({
      method: 'PUT',
      url: '/pickups/not-collected',
      token: driver,
      payload: { id, version: await versionOf(id), reason: 'other', remark: 'Dog at the gate, driver Oscar' },
    });
    expect(res.statusCode).toBe(200);
    const view = (await status(token)).json().data as StatusView;
    expect(view.failure).toEqual({ reason: 'Other' });
    expect(JSON.stringify(view)).not.toMatch(/Dog at the gate|Oscar/);
  });

  it('never answers a phone, an e-mail, an address, a remark, a name or an id', async () => {
    const id = await newPickup();
    const token = tokenIn((await confirm(id)).sms);
    for (const who of [undefined, tokens.alice, tokens.pku]) {
      const body = (await status(token, who)).body;
      // A phone in any of the forms it is written in (a bare '555' also turns up inside random ids).
      for (const secret of [
        '5550100001',
        '555-010',
        '555) 010',
        '555 010',
        'example.com',
        'Oak Tree',
        'Edison',
        '08820',
        'Ring the bell',
        'Gate code',
        'Alice',
        'Carter',
        'Oscar',
        id,
        alice,
        driverId,
      ])
        if (who !== tokens.alice || (secret !== id && secret !== alice)) expect(body).not.toContain(secret);
    }
  });

  it('gives the full detail screen only to the signed-in customer who owns the record', async () => {
    const id = await newPickup();
    const token = tokenIn((await confirm(id)).sms);
    expect((await status(token, tokens.alice)).json().data.detail_path).toBe(`/my-pickup-detail/${id}`);
    expect((await status(token, tokens.ben)).json().data.detail_path).toBeNull();
    expect((await status(token, tokens.pku)).json().data.detail_path).toBeNull();
    expect((await status(token, await t.anonymousToken())).json().data.detail_path).toBeNull();
  });

  it('speaks Burmese for a customer who chose it', async () => {
    await t.db.query("UPDATE users SET language = 'my' WHERE id = $1", [alice]);
    try {
      const id = await newPickup();
      const { sms } = await confirm(id);
      expect(sms).toMatch(/အတည်ပြုပြီးပါပြီ/);
      expect((await status(tokenIn(sms))).json().data.language).toBe('my');
    } finally {
      await t.db.query("UPDATE users SET language = 'en' WHERE id = $1", [alice]);
    }
  });

  it('shows a package’s intake photos through the link itself, without the package’s id', async () => {
    const res = await status(DEMO_STATUS_TOKENS.alicePackage);
    expect(res.statusCode).toBe(200);
    const view = res.json().data as StatusView;
    const [pkg] = await t.db.query<{ id: string; photo_urls: string[] }>('SELECT id, photo_urls FROM packages WHERE tracking_id = $1', [
      KNOWN_TRACKING_IDS.alice,
    ]);
    expect(view).toMatchObject({ kind: 'package', number: KNOWN_TRACKING_IDS.alice, pickup: null });
    expect(view.timeline[0]!.status).toBe('received');
    expect(view.photos).toHaveLength(pkg!.photo_urls.length);
    expect(res.body).not.toContain(pkg!.id);
    const photo = await t.app.inject({ method: 'GET', url: view.photos[0]!.replace(PUBLIC_URL, '') });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
    for (const n of ['0', '99', 'x', '1.5'])
      expect((await t.app.inject({ method: 'GET', url: `/status/${DEMO_STATUS_TOKENS.alicePackage}/photos/${n}` })).statusCode).toBe(404);
  });
});

describe('no oracle: one answer for every token that opens nothing', () => {
  it.each([
    ['unknown', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['too short', 'DemoPickupAliceStatus'],
    ['too long', `${DEMO_STATUS_TOKENS.alicePickup}x`],
    ['another alphabet', 'DemoPickupAliceStatus!'],
    ['unicode', encodeURIComponent('ပစ္စည်းDemoPickupAliceStatus')],
    ['a path', encodeURIComponent('../packages/1')],
    ['SQL', encodeURIComponent("' OR 1=1 --")],
    ['a uuid', '3f2504e0-4f89-11d3-9a0c-0305e82c3301'],
    ['very long', 'A'.repeat(190)],
  ])('%s token: 404 "This link is not valid"', async (_what, token) => {
    const res = await status(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(INVALID);
  });

  it.each([
    ['NUL', '%00'],
    ['over 200 characters', 'A'.repeat(201)],
    ['over the path limit', 'A'.repeat(5000)],
    ['a broken escape', '%E0%A4%A'],
  ])('%s: a 4xx whatever the record, never a 5xx', async (_what, token) => {
    for (const url of [`/status/${token}`, `/status/${token}/photos/1`]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('a closed record’s link stops 90 days after it closed', async () => {
    const id = await newPickup();
    const token = tokenIn((await confirm(id)).sms);
    await t.db.query("UPDATE pickups SET status = 'completed', version = version + 1, updated_date = now() WHERE id = $1", [id]);
    expect((await status(token)).statusCode).toBe(200);
    const closedAgo = (days: number) =>
      t.db.query(
        "UPDATE record_status_history SET date = now() - make_interval(days => $2) WHERE record_id = $1 AND status = 'completed'",
        [id, days],
      );
    await closedAgo(89);
    expect((await status(token)).statusCode).toBe(200);
    await closedAgo(91);
    const res = await status(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(INVALID);
  });
});

describe('PUT /status_links/revoke', () => {
  it('pickup staff revoke a pickup’s links: they answer as not valid, and the next notice brings a new one', async () => {
    const id = await newPickup();
    const first = tokenIn((await confirm(id)).sms);
    const res = await revoke(tokens.pku, { kind: 'pickup', id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: STATUS_LINK_REVOKED_MSG, data: { revoked: 1 } });
    expect((await status(first)).json()).toEqual(INVALID);
    const again = await t.call({
      method: 'PUT',
      url: '/pickups/reschedule',
      token: tokens.pku,
      payload: {
        id,
        version: await versionOf(id),
        pickup_date: etDateId(new Date(Date.now() + 3 * DAY)),
        pickup_staff_id: driverId,
        remark: 'Moved',
      },
    });
    expect(again.statusCode).toBe(200);
    const next = tokenIn((await lastNotice(id)).sms);
    expect(next).not.toBe(first);
    const view = (await status(next)).json().data as StatusView;
    expect(view.status).toBe('rescheduled');
    expect(view.timeline.map((h) => h.status)).toEqual(['requested', 'confirmed', 'rescheduled']);
  });

  it('needs the record’s own privilege (403), answers another record as not found (404), bad input 400, and changes nothing', async () => {
    const id = await newPickup();
    const token = tokenIn((await confirm(id)).sms);
    for (const who of [tokens.df, tokens.pkg]) expect((await revoke(who, { kind: 'pickup', id })).statusCode).toBe(403);
    for (const who of [tokens.alice, tokens.ben]) expect((await revoke(who, { kind: 'pickup', id })).statusCode).toBe(403);
    expect((await t.call({ method: 'PUT', url: '/status_links/revoke', payload: { kind: 'pickup', id } })).statusCode).toBe(401);
    expect((await revoke(tokens.pku, { kind: 'pickup', id: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await revoke(tokens.pku, { kind: 'pickup', id: 'not-an-id' })).statusCode).toBe(404);
    // A package's id named as a pickup is not a pickup.
    const [pkg] = await t.db.query<{ id: string }>('SELECT id FROM packages WHERE tracking_id = $1', [KNOWN_TRACKING_IDS.alice]);
    expect((await revoke(tokens.pku, { kind: 'pickup', id: pkg!.id })).statusCode).toBe(404);
    for (const body of [{ kind: 'invoice', id }, { kind: 'pickup' }, { kind: 'pickup', id: 'x'.repeat(65) }, {}])
      expect((await revoke(tokens.pku, body)).statusCode).toBe(400);
    expect((await status(token)).statusCode).toBe(200);
    expect((await status(DEMO_STATUS_TOKENS.alicePackage)).statusCode).toBe(200);
  });

  it('a drop-off’s links by df staff, a package’s by pkg staff', async () => {
    const [d] = await t.db.query<{ id: string }>("INSERT INTO dropoffs (customer_id, customer_name) VALUES ($1, 'x') RETURNING id", [ben]);
    expect((await revoke(tokens.df, { kind: 'dropoff', id: d!.id })).json().data).toEqual({ revoked: 0 });
    expect((await revoke(tokens.pku, { kind: 'dropoff', id: d!.id })).statusCode).toBe(403);
    const [pkg] = await t.db.query<{ id: string }>('SELECT id FROM packages WHERE tracking_id = $1', [KNOWN_TRACKING_IDS.unassigned]);
    expect((await revoke(tokens.pkg, { kind: 'package', id: pkg!.id })).statusCode).toBe(200);
  });
});

describe('throttling', () => {
  it('answers 429 to a client address that tries too many tokens, like /track, and serves other addresses', async () => {
    const app = await createTestApp({
      seeded: false,
      overrides: { rateLimits: { ...DEFAULT_RATE_LIMITS, track: { max: 3, windowMs: 60_000 } } },
    });
    try {
      const guess = (ip: string, n: number) =>
        app.call({ method: 'GET', url: `/status/${String(n).padStart(22, 'A')}`, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await guess('203.0.113.7', i)).statusCode).toBe(404);
      const refused = await guess('203.0.113.7', 4);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests: try again in \d+ seconds$/);
      expect((await guess('198.51.100.4', 5)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the page’s first read', () => {
  it('needs no Project-ID (a simple request, no CORS preflight), and refuses a wrong one', async () => {
    const plain = await t.app.inject({ method: 'GET', url: `/status/${DEMO_STATUS_TOKENS.alicePackage}` });
    expect(plain.statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/status/${DEMO_STATUS_TOKENS.alicePackage}`,
      headers: { 'project-id': 'other' },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('the formats a database already has', () => {
  it('take the link where a text is still the seeded default, and keep a text someone edited', async () => {
    const sql = readFileSync(path.join(MIGRATIONS_DIR, '036-status-link-in-formats.sql'), 'utf8');
    const [before] = await t.db.query<{ sms: string; message: string }>(
      "SELECT sms, message FROM email_formats WHERE id = 'confirm_pickup'",
    );
    try {
      await t.db.query("UPDATE email_formats SET sms = $1, message = 'Our own words' WHERE id = 'confirm_pickup'", [
        'FCS: pickup %pickup_number% confirmed for %pickup_date% %pickup_time_from%-%pickup_time_to%. Driver: %staff_name%.',
      ]);
      await t.db.exec(sql);
      const [after] = await t.db.query<{ sms: string; message: string }>(
        "SELECT sms, message FROM email_formats WHERE id = 'confirm_pickup'",
      );
      expect(after!.sms).toBe(before!.sms);
      expect(after!.sms.endsWith(' %status_link%')).toBe(true);
      expect(after!.message).toBe('Our own words');
    } finally {
      await t.db.query("UPDATE email_formats SET sms = $1, message = $2 WHERE id = 'confirm_pickup'", [before!.sms, before!.message]);
    }
  });
});
