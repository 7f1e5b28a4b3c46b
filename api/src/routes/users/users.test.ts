import { CUSTOMER_MSG, encodeCustomerSearch, type CustomerRow } from '@fcs/shared/contract';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';
import { mintIdToken } from '../../test-support/tokens';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor(PHONES.packageStaff);
});
afterAll(() => t.close());

let seq = 0;
const freshPhone = () => `+1555017${String(++seq).padStart(4, '0')}`;

/** A customer of this test only, in a status; joined ones get a sign-in identity and its token. */
async function customer(status: 'invited' | 'signup' | 'requested' | 'joined' | 'disabled', name = 'Test Customer') {
  const phone = freshPhone();
  const uid = `cust-${phone.slice(-6)}`;
  const signedIn = status !== 'invited';
  if (signedIn) await t.identity.ensureUser({ uid, phoneNumber: phone });
  const [row] = await t.db.query<{ id: string; version: number }>(
    `INSERT INTO users (user_name, phone_number, status, enabled, auth_uid) VALUES ($1, $2, $3, $3 <> 'disabled', $4) RETURNING id, version`,
    [name, phone, status, signedIn ? uid : null],
  );
  const claims = status === 'joined' ? { cid: row!.id, pr: '', st: 'joined' } : {};
  return { id: row!.id, phone, uid, token: () => mintIdToken({ uid, phoneNumber: phone, claims }) };
}

const put = (url: string, payload: object, token = staff) => t.call({ method: 'PUT', url, token, payload });
const status = async (id: string) => (await t.db.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [id]))[0]?.status;

describe('privileges: only cu (admin, sa and owner pass)', () => {
  it('refuses customers and staff without cu with 403 on every customers call', async () => {
    const alice = await t.user(PHONES.alice);
    for (const phone of [PHONES.alice, PHONES.pickupStaff, PHONES.driver]) {
      const token = await t.tokenFor(phone);
      expect((await t.call({ method: 'GET', url: '/users', token })).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url: `/users/${alice.id}`, token })).statusCode).toBe(403);
      const invite = await t.call({ method: 'POST', url: '/invites', token, payload: { user_name: 'X', phone_number: freshPhone() } });
      expect(invite.statusCode).toBe(403);
      expect(invite.json().message).toMatch(/"cu"/);
    }
  });

  it('lets an admin through', async () => {
    const res = await t.call({ method: 'GET', url: '/users', token: await t.tokenFor(PHONES.admin) });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /users: the customer list', () => {
  const list = async (query: string) => {
    const res = await t.call({ method: 'GET', url: `/users${query}`, token: staff });
    expect(res.statusCode).toBe(200);
    return res.json().data as { rows: CustomerRow[]; total: number };
  };

  it('lists customers only (never employees), newest change first, with the total and package counts', async () => {
    const page = await list('');
    expect(page.rows).toHaveLength(10);
    const n = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE NOT is_employee'))[0]!.n;
    expect(page.total).toBe(n);
    const staffIds = (await t.db.query<{ id: string }>('SELECT id FROM users WHERE is_employee')).map((r) => r.id);
    const all = await list(`?limit=30&offset=0`);
    for (const row of all.rows) expect(staffIds).not.toContain(row.id);
    const dates = page.rows.map((r) => r.updated_date!);
    expect([...dates].sort().reverse()).toEqual(dates);
    const alice = await t.user(PHONES.alice);
    const packages = (
      await t.db.query<{ packages: number }>('SELECT count(*)::int AS packages FROM packages WHERE user_id = $1 AND NOT is_deleted', [
        alice.id,
      ])
    )[0]!.packages;
    const found = await list(`?q=${encodeURIComponent(alice.fcs_id)}&sort=fcs_id%20asc`);
    expect(found.rows.find((r) => r.id === alice.id)).toMatchObject({ fcs_id: alice.fcs_id, package_count: packages });
  });

  it('searches every word in FCS ID, name and phone; a hyphen counts as a space', async () => {
    const found = await list(`?q=${encodeURIComponent('alice-carter')}`);
    expect(found.rows.map((r) => r.phone_number)).toContain(PHONES.alice);
    expect(found.total).toBe(found.rows.length);
    const byPhone = await list(`?q=${encodeURIComponent('5550100002')}`);
    expect(byPhone.rows.map((r) => r.phone_number)).toEqual([PHONES.ben]);
    expect((await list(`?q=${encodeURIComponent('zzzz nobody')}`)).total).toBe(0);
    // The route's encoding round-trips (spec 2 §5: hyphen to space, base64, URL-encoded).
    expect(encodeCustomerSearch('alice-carter')).not.toContain('-');
  });

  it('sorts by each column both ways and pages without overlap', async () => {
    const asc = await list('?sort=fcs_id%20asc&limit=10');
    const fcs = asc.rows.map((r) => r.fcs_id);
    expect([...fcs].sort()).toEqual(fcs);
    const next = await list('?sort=fcs_id%20asc&limit=10&offset=10');
    expect(next.rows.map((r) => r.fcs_id).some((f) => fcs.includes(f))).toBe(false);
    expect(next.rows[0]!.fcs_id > fcs.at(-1)!).toBe(true);
    const desc = await list('?sort=user_name%20desc&limit=20');
    const names = desc.rows.map((r) => r.user_name ?? '');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    for (const field of ['phone_number', 'email', 'status', 'updated_date']) {
      expect((await t.call({ method: 'GET', url: `/users?sort=${field}%20asc`, token: staff })).statusCode).toBe(200);
    }
  });

  it('refuses a bad sort, size or offset with 400', async () => {
    for (const q of ['?sort=password%20asc', '?sort=fcs_id', '?limit=11', '?limit=abc', '?offset=-1', '?extra=1']) {
      const res = await t.call({ method: 'GET', url: `/users${q}`, token: staff });
      expect([q, res.statusCode]).toEqual([q, 400]);
    }
  });
});

describe('GET /users/:id', () => {
  it('answers a customer with its version, and 404 for a staff member or an unknown id', async () => {
    const alice = await t.user(PHONES.alice);
    const res = await t.call({ method: 'GET', url: `/users/${alice.id}`, token: staff });
    expect(res.json().data).toMatchObject({ id: alice.id, fcs_id: alice.fcs_id, status: 'joined', version: expect.any(Number) });
    const employee = await t.user(PHONES.pickupStaff);
    for (const id of [employee.id, '00000000-0000-0000-0000-000000000000', 'nope']) {
      const missing = await t.call({ method: 'GET', url: `/users/${id}`, token: staff });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(CUSTOMER_MSG.notFound);
    }
  });
});

describe('POST /invites', () => {
  it('invites a customer with the phone stored with +', async () => {
    const phone = freshPhone();
    const res = await t.call({
      method: 'POST',
      url: '/invites',
      token: staff,
      payload: { user_name: ' New Person ', phone_number: phone },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: CUSTOMER_MSG.invited,
      data: { user_name: 'New Person', phone_number: phone, status: 'invited' },
    });
    expect(res.json().data.fcs_id).toMatch(/^FCS\d{5}$/);
  });

  it('refuses a phone that belongs to a person (customer or staff, any status) with 409', async () => {
    for (const phone of [PHONES.alice, PHONES.chloe, PHONES.disabled, PHONES.requested]) {
      const res = await t.call({ method: 'POST', url: '/invites', token: staff, payload: { user_name: 'Again', phone_number: phone } });
      expect([phone, res.statusCode, res.json().message]).toEqual([phone, 409, CUSTOMER_MSG.phoneTaken]);
    }
    const res = await t.call({
      method: 'POST',
      url: '/invites',
      token: staff,
      payload: { user_name: 'S', phone_number: PHONES.pickupStaff },
    });
    expect([res.statusCode, res.json().message]).toEqual([409, CUSTOMER_MSG.phoneOfStaff]);
  });

  it('refuses a blank name and a phone outside the allowed countries with 400', async () => {
    const blank = await t.call({ method: 'POST', url: '/invites', token: staff, payload: { user_name: '  ', phone_number: freshPhone() } });
    expect([blank.statusCode, blank.json().message]).toEqual([400, expect.stringContaining(CUSTOMER_MSG.userName)]);
    const foreign = await t.call({
      method: 'POST',
      url: '/invites',
      token: staff,
      payload: { user_name: 'F', phone_number: '+4915112345678' },
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('PUT /users: name always, phone only while invited', () => {
  it('changes the name and the phone of an invited customer', async () => {
    const c = await customer('invited');
    const phone = freshPhone();
    const res = await put('/users', { id: c.id, user_name: 'Renamed', phone_number: phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: CUSTOMER_MSG.updated, data: { user_name: 'Renamed', phone_number: phone } });
  });

  it('changes the name of a joined customer but refuses another phone with 409', async () => {
    const c = await customer('joined');
    expect((await put('/users', { id: c.id, user_name: 'Still Joined', phone_number: c.phone })).statusCode).toBe(200);
    const res = await put('/users', { id: c.id, user_name: 'Still Joined', phone_number: freshPhone() });
    expect([res.statusCode, res.json().message]).toEqual([409, CUSTOMER_MSG.phoneOnlyWhileInvited]);
    const [row] = await t.db.query<{ phone_number: string }>('SELECT phone_number FROM users WHERE id = $1', [c.id]);
    expect(row!.phone_number).toBe(c.phone);
  });

  it('renames a joined customer who has no phone number when the phone is left out, and keeps none', async () => {
    const c = await customer('joined');
    await t.db.query('UPDATE users SET phone_number = NULL WHERE id = $1', [c.id]);
    // Sent empty, the phone is still refused as required: only leaving it out keeps the number as it is.
    expect((await put('/users', { id: c.id, user_name: 'No Phone', phone_number: '' })).statusCode).toBe(400);
    const res = await put('/users', { id: c.id, user_name: 'No Phone' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ user_name: 'No Phone', phone_number: null });
    // An invited customer's number stays too when it is left out.
    const invited = await customer('invited');
    const kept = await put('/users', { id: invited.id, user_name: 'Renamed Only' });
    expect([kept.statusCode, kept.json().data.phone_number]).toEqual([200, invited.phone]);
  });

  it('refuses another person’s phone, a stale version and a staff id', async () => {
    const c = await customer('invited');
    const taken = await put('/users', { id: c.id, user_name: 'X', phone_number: PHONES.ben });
    expect([taken.statusCode, taken.json().message]).toEqual([409, CUSTOMER_MSG.phoneTaken]);
    const stale = await put('/users', { id: c.id, user_name: 'X', phone_number: c.phone, version: 99 });
    expect(stale.statusCode).toBe(409);
    const employee = await t.user(PHONES.pickupStaff);
    expect((await put('/users', { id: employee.id, user_name: 'X', phone_number: PHONES.pickupStaff })).statusCode).toBe(404);
  });
});

describe('status changes (spec 2 §4)', () => {
  it('each transition from its status only; every other is a 409 that changes nothing', async () => {
    const cases = [
      ['/enable_user', { enabled: false }, 'joined', 'disabled', CUSTOMER_MSG.deactivated],
      ['/enable_user', { enabled: true }, 'disabled', 'joined', CUSTOMER_MSG.activated],
      ['/accept_request', {}, 'requested', 'joined', CUSTOMER_MSG.accepted],
    ] as const;
    for (const [url, extra, from, to, message] of cases) {
      for (const s of ['invited', 'signup', 'requested', 'joined', 'disabled'] as const) {
        const c = await customer(s);
        const res = await put(url, { id: c.id, ...extra });
        if (s === from) {
          expect([url, s, res.statusCode, res.json().message, res.json().data.status]).toEqual([url, s, 200, message, to]);
        } else {
          expect([url, s, res.statusCode]).toEqual([url, s, 409]);
          expect(res.json().message).toMatch(/^This customer is/);
          expect(await status(c.id)).toBe(s);
        }
      }
    }
  });

  it('deletes an invitation only while invited and only when nothing is recorded for the person', async () => {
    for (const s of ['signup', 'requested', 'joined', 'disabled'] as const) {
      const c = await customer(s);
      const res = await t.call({ method: 'DELETE', url: '/invites', token: staff, payload: { id: c.id } });
      expect([s, res.statusCode]).toEqual([s, 409]);
    }
    const c = await customer('invited');
    const res = await t.call({ method: 'DELETE', url: '/invites', token: staff, payload: { id: c.id } });
    expect([res.statusCode, res.json().message]).toEqual([200, CUSTOMER_MSG.inviteDeleted]);
    expect(await status(c.id)).toBeUndefined();
    // An invited customer the drop-off desk already recorded a drop-off for stays.
    const kept = await customer('invited');
    await t.db.query(`INSERT INTO dropoffs (status, customer_id, customer_name) VALUES ('received', $1, 'Kept')`, [kept.id]);
    const refused = await t.call({ method: 'DELETE', url: '/invites', token: staff, payload: { id: kept.id } });
    expect(refused.statusCode).toBe(409);
    expect(await status(kept.id)).toBe('invited');
  });

  it('disable: the claims say disabled, the refresh tokens are revoked and the very next call is a 403 saying so', async () => {
    const c = await customer('joined');
    const token = c.token();
    expect((await t.call({ method: 'GET', url: '/delivery_addresses', token })).statusCode).toBe(200);
    const before = Date.now() - 1000;
    expect((await put('/enable_user', { id: c.id, enabled: false })).statusCode).toBe(200);
    expect(await t.identity.claimsOf(c.uid)).toEqual({ cid: c.id, pr: '', st: 'disabled' });
    expect(await t.identity.tokensValidAfter(c.uid)).toBeGreaterThanOrEqual(before);
    for (const url of ['/delivery_addresses', '/me', '/check_invitation']) {
      const res = await t.call({ method: 'GET', url, token });
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, CUSTOMER_MSG.accountDisabled]);
    }
    // The public reads still answer (the Track page).
    expect((await t.call({ method: 'GET', url: '/settings', token })).statusCode).toBe(200);

    // Enable: joined again, the claims follow, and the next call works.
    const enabled = await put('/enable_user', { id: c.id, enabled: true });
    expect(enabled.json().data.status).toBe('joined');
    expect(await t.identity.claimsOf(c.uid)).toEqual({ cid: c.id, pr: '', st: 'joined' });
    expect((await t.call({ method: 'GET', url: '/delivery_addresses', token: c.token() })).statusCode).toBe(200);
  });

  it('accept: the requested customer becomes joined with claims to match and reaches the customer calls', async () => {
    const c = await customer('requested');
    expect((await put('/accept_request', { id: c.id })).statusCode).toBe(200);
    expect(await t.identity.claimsOf(c.uid)).toEqual({ cid: c.id, pr: '', st: 'joined' });
    const token = mintIdToken({ uid: c.uid, phoneNumber: c.phone, claims: { cid: c.id, pr: '', st: 'joined' } });
    expect((await t.call({ method: 'GET', url: '/delivery_addresses', token })).statusCode).toBe(200);
  });

  it('a change rolled back when the claims cannot be set', async () => {
    const c = await customer('joined');
    t.identity.failSetClaims = true;
    try {
      const res = await put('/enable_user', { id: c.id, enabled: false });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      t.identity.failSetClaims = false;
    }
    expect(await status(c.id)).toBe('joined');
  });
});
