import { ENDPOINTS } from '@fcs/shared/contract';
import { mintIdToken } from '../test-support/tokens';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('headers of every guarded call', () => {
  it('refuses a missing Project-ID with 401 "Unknown project"', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/settings', headers: { token: await t.anonymousToken() } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'Error', message: 'Unknown project' });
  });

  it('refuses a wrong Project-ID with 401', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/settings',
      headers: { 'project-id': 'other-project', token: await t.anonymousToken() },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unknown project');
  });

  it('refuses a call without a token with 401, but for the public reads', async () => {
    const res = await t.call({ method: 'GET', url: '/check_invitation' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'Error', message: 'Sign-in token is missing' });
    const empty = await t.call({ method: 'GET', url: '/settings', token: ' ' });
    expect(empty.statusCode).toBe(401);
  });

  it('answers the public reads (Track, settings) without a token, as to an anonymous visitor', async () => {
    const settings = await t.call({ method: 'GET', url: '/settings' });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().status).toBe('Ok');
    const track = await t.call({ method: 'GET', url: '/track/NOSUCHNUMBER1' });
    expect(track.statusCode).toBe(200);
    expect(track.json().data).toEqual([expect.objectContaining({ tracking_id: 'NOSUCHNUMBER1' })]);
  });

  it('refuses a token of another project, an expired one and garbage with 401', async () => {
    for (const token of [
      mintIdToken({ uid: 'x', anonymous: true, projectId: 'someone-else' }),
      mintIdToken({ uid: 'x', anonymous: true, expiresIn: -60 }),
      'not-a-token',
    ]) {
      const res = await t.call({ method: 'GET', url: '/settings', token });
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toBe('Error');
    }
  });

  it('accepts an anonymous emulator token for public calls', async () => {
    const res = await t.call({ method: 'GET', url: '/settings', token: await t.anonymousToken() });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('Ok');
  });

  it('treats an anonymous token as not logged in: 403 on login endpoints', async () => {
    const res = await t.call({ method: 'GET', url: '/check_invitation', token: await t.anonymousToken() });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/sign in/i);
  });

  it('GET /pickup_info/{id} is asked without Project-ID (spec 2 §7), but a wrong one is still refused', async () => {
    const token = await t.tokenFor(PHONES.pickupStaff);
    const id = (await t.db.query<{ id: string }>('SELECT id FROM pickups ORDER BY pickup_number LIMIT 1'))[0]!.id;
    const without = await t.app.inject({ method: 'GET', url: `/pickup_info/${id}`, headers: { token } });
    expect(without.statusCode).toBe(200);
    expect(without.json().data.id).toBe(id);
    const wrong = await t.app.inject({ method: 'GET', url: `/pickup_info/${id}`, headers: { token, 'project-id': 'other' } });
    expect(wrong.statusCode).toBe(401);
    // Every other call still needs it.
    expect((await t.app.inject({ method: 'GET', url: `/pickups/${id}`, headers: { token } })).statusCode).toBe(401);
  });

  it('needs no headers for /health, /openapi.json, /docs and /files', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const doc = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/track/{list}', '/packages/{id}', '/api/data/{table}', '/api/row/{table}']),
    );
    expect((await t.app.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(200);
  });

  it('documents every endpoint of the contract', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json().paths as Record<string, Record<string, unknown>>;
    for (const key of Object.keys(ENDPOINTS)) {
      const [method, url] = key.split(' ') as [string, string];
      expect(paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]).toBeDefined();
    }
  });

  it('emits every component the document refers to (the recursive report filter included)', async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).body;
    const doc = JSON.parse(text) as { components?: { schemas?: Record<string, unknown> } };
    const refs = [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(doc.components?.schemas?.[ref]).toBeDefined();
  });

  it('answers CORS preflights for any origin with the auth headers allowed', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/settings',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'token,project-id',
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('project-id');
  });
});

describe('the users row is authoritative over the claims', () => {
  it('treats a disabled user as not joined although the token says joined', async () => {
    const row = await t.user(PHONES.disabled);
    const token = await t.tokenFor(PHONES.disabled, { claims: { cid: row.id, pr: '', st: 'joined' } });
    const res = await t.call({ method: 'POST', url: '/api/data/packages', token, payload: {} });
    expect(res.statusCode).toBe(403);
  });

  it('gives a disabled staff member no privileges', async () => {
    const staff = await t.user(PHONES.packageStaff);
    await t.db.query('UPDATE users SET enabled = false WHERE id = $1', [staff.id]);
    try {
      const token = await t.tokenFor(PHONES.packageStaff);
      const res = await t.call({ method: 'POST', url: '/api/row/packages', token, payload: {} });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.db.query('UPDATE users SET enabled = true WHERE id = $1', [staff.id]);
    }
  });

  it('answers unknown routes with 404 in the error envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/no-such-thing', token: await t.anonymousToken() });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('Error');
  });
});
