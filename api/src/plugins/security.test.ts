import { DEFAULT_RATE_LIMITS, loadConfig, startupProblem } from '../config';
import { mintIdToken } from '../test-support/tokens';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('what the browser is told', () => {
  it('marks every JSON answer nosniff, and personal data no-store', async () => {
    const res = await t.call({ method: 'GET', url: '/me', token: await t.tokenFor(PHONES.alice) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const addresses = await t.call({ method: 'GET', url: '/delivery_addresses', token: await t.tokenFor(PHONES.alice) });
    expect(addresses.headers['cache-control']).toBe('no-store');
    const refused = await t.call({ method: 'GET', url: '/me' });
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a photo nosniff, inline with its name, never run as a page', async () => {
    const [row] = await t.db.query<{ photo_urls: string[] }>(
      'SELECT photo_urls FROM packages WHERE jsonb_array_length(photo_urls) > 0 LIMIT 1',
    );
    const stored = row!.photo_urls[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/files/${stored}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${stored.split('/').pop()}"`);
  });

  it('gives the docs page a Content-Security-Policy that no other site may frame', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('input no route may receive', () => {
  it('refuses a body with a __proto__ or constructor key with a 400 that says so', async () => {
    const token = await t.tokenFor(PHONES.alice);
    for (const [key, raw] of [
      ['__proto__', '{"user_name":"X","__proto__":{"isAdmin":true}}'],
      ['constructor', '{"user_name":"X","constructor":{"prototype":{"isAdmin":true}}}'],
    ] as const) {
      const res = await t.call({ method: 'PUT', url: '/profile', token, payload: raw, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'Error', message: `The key "${key}" is not allowed in a request` });
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses a NUL anywhere: in a path, a query or a body', async () => {
    const token = await t.tokenFor(PHONES.alice);
    expect((await t.call({ method: 'GET', url: '/track/AB%00CD', token })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/pickups/x%00y', token })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/pickup_dates?zone_id=a%00b', token })).statusCode).toBe(400);
    const body = await t.call({ method: 'PUT', url: '/profile', token, payload: { user_name: 'A\u0000B' } });
    expect(body.json()).toEqual({ status: 'Error', message: 'user_name must not contain a NUL character' });
  });
});

describe('CORS', () => {
  it('answers only the configured origins when an allow-list is set', async () => {
    const app = await createTestApp({ seeded: false, overrides: { corsOrigins: ['https://portal.example.com'] } });
    try {
      const preflight = (origin: string) =>
        app.app.inject({
          method: 'OPTIONS',
          url: '/settings',
          headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'token,project-id' },
        });
      expect((await preflight('https://portal.example.com')).headers['access-control-allow-origin']).toBe('https://portal.example.com');
      expect((await preflight('https://evil.example.com')).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('opens to any origin only in development (the Auth emulator), and to none in production without a list', () => {
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).corsOrigins).toBe('*');
    expect(loadConfig({ GOOGLE_APPLICATION_CREDENTIALS: '/sa.json' }).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example/' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});

describe('identity', () => {
  it('refuses to start without the emulator or a service account, saying what to set', () => {
    expect(startupProblem(loadConfig({}), {})).toMatch(/FIREBASE_AUTH_EMULATOR_HOST.*GOOGLE_APPLICATION_CREDENTIALS/);
    expect(startupProblem(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: 'x:1' }), {})).toBeNull();
    expect(startupProblem(loadConfig({}), { GOOGLE_APPLICATION_CREDENTIALS: '/sa.json' })).toBeNull();
  });

  it('never reads a token whose cid claim names another person as that person', async () => {
    const alice = await t.user(PHONES.alice);
    const ben = await t.user(PHONES.ben);
    await t.identity.ensureUser({ uid: alice.auth_uid!, phoneNumber: PHONES.alice });
    const forged = mintIdToken({ uid: alice.auth_uid!, phoneNumber: PHONES.alice, claims: { cid: ben.id, pr: 'sa', st: 'joined' } });
    const res = await t.call({ method: 'GET', url: '/delivery_addresses', token: forged });
    expect(res.statusCode).toBe(403);
    const data = await t.call({ method: 'POST', url: '/api/data/packages', token: forged, payload: {} });
    expect(data.statusCode).toBe(403);
  });

  it('has no /dev/outbox without the Auth emulator', async () => {
    const prod = await createTestApp({ seeded: false, overrides: { authEmulatorHost: null } });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(200);
  });
});

describe('throttling the public reads', () => {
  it('answers 429 with the wait to a client address that tracks too often, and serves other addresses', async () => {
    const app = await createTestApp({
      seeded: false,
      overrides: { rateLimits: { ...DEFAULT_RATE_LIMITS, track: { max: 3, windowMs: 60_000 } } },
    });
    try {
      const token = await app.anonymousToken();
      const track = (ip: string) => app.call({ method: 'GET', url: '/track/1Z999', token, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await track('203.0.113.7')).statusCode).toBe(200);
      const refused = await track('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ status: 'Error', message: expect.stringMatching(/^Too many requests: try again in \d+ seconds$/) });
      expect((await track('198.51.100.4')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('production trusts only what it may', () => {
  it('refuses to start with the Auth emulator beside NODE_ENV=production or a service account, saying why', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(startupProblem(loadConfig(emulator), { ...emulator, NODE_ENV: 'production' })).toMatch(
      /^FIREBASE_AUTH_EMULATOR_HOST is refused with NODE_ENV=production: .*unsigned tokens/,
    );
    expect(startupProblem(loadConfig(emulator), { ...emulator, GOOGLE_APPLICATION_CREDENTIALS: '/sa.json' })).toMatch(
      /^FIREBASE_AUTH_EMULATOR_HOST is refused beside GOOGLE_APPLICATION_CREDENTIALS/,
    );
    expect(startupProblem(loadConfig(emulator), emulator)).toBeNull();
    expect(startupProblem(loadConfig({}), { NODE_ENV: 'production', GOOGLE_APPLICATION_CREDENTIALS: '/sa.json' })).toBeNull();
  });

  it('takes TRUST_PROXY as the proxies’ addresses or CIDRs, and refuses a hop count or a typo', () => {
    const sa = { GOOGLE_APPLICATION_CREDENTIALS: '/sa.json' };
    const ok = loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/24,::1,fd00::/8,loopback' });
    expect(ok.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/24', '::1', 'fd00::/8', 'loopback']);
    expect(startupProblem(ok, sa)).toBeNull();
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toEqual([]);
    expect(startupProblem(loadConfig({ TRUST_PROXY: '1' }), sa)).toMatch(/^TRUST_PROXY=1 is a hop count, which trusts whatever connects/);
    expect(startupProblem(loadConfig({ TRUST_PROXY: '10.0.0.0/33' }), sa)).toMatch(/"10.0.0.0\/33", which is not an address or a CIDR/);
  });

  const throttled = async (trustProxy: string[]) =>
    createTestApp({
      seeded: false,
      overrides: { trustProxy, rateLimits: { ...DEFAULT_RATE_LIMITS, track: { max: 3, windowMs: 60_000 } } },
    });

  it('believes X-Forwarded-For only from a proxy it names: a caller reaching a replica directly cannot choose its address', async () => {
    const app = await throttled(['10.0.0.1']);
    try {
      const token = await app.anonymousToken();
      const track = (from: string, claimed: string) =>
        app.call({ method: 'GET', url: '/track/1Z999', token, remoteAddress: from, headers: { 'x-forwarded-for': claimed } });
      // Directly, a new X-Forwarded-For each time: still one address, refused on the fourth.
      const direct = [];
      for (let i = 1; i <= 4; i++) direct.push((await track('198.51.100.4', `203.0.113.${i}`)).statusCode);
      expect(direct).toEqual([200, 200, 200, 429]);
      // Through the proxy, each client is its own (the address the proxy appended, not one before it).
      const proxied = [];
      for (let i = 1; i <= 4; i++) proxied.push((await track('10.0.0.1', `192.0.2.99, 203.0.113.${10 + i}`)).statusCode);
      expect(proxied).toEqual([200, 200, 200, 200]);
    } finally {
      await app.close();
    }
  });

  it('counts an IPv6 client by its /64: new addresses in it are refused together, another /64 is served', async () => {
    const app = await throttled([]);
    try {
      const token = await app.anonymousToken();
      const track = (ip: string) => app.call({ method: 'GET', url: '/track/1Z999', token, remoteAddress: ip });
      const answers = [];
      for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2:aaaa::2', '2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:db8:1:2:1234::9'])
        answers.push((await track(ip)).statusCode);
      expect(answers).toEqual([200, 200, 200, 429]);
      expect((await track('2001:db8:1:3::1')).statusCode).toBe(200);
      // An IPv4 client reached over IPv6 (::ffff:a.b.c.d) is its IPv4 address.
      for (let i = 0; i < 3; i++) expect((await track('::ffff:198.51.100.20')).statusCode).toBe(200);
      expect((await track('198.51.100.20')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
