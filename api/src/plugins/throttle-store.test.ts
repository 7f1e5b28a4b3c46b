import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DEFAULT_RATE_LIMITS } from '../config';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';
import { freePort, sleep } from '../test-support/replicas';
import { SYNC_MS } from './throttle-store';

/**
 * Issue 20: two api replicas on one database do not double a limit. Two apps over one database,
 * as two replicas are: the e-mail codes (counted in the database on every call) hold exactly; the
 * public reads (counted locally, summed across replicas every second) hold within that second.
 */
let a: TestApp;
let b: FastifyInstance;
beforeAll(async () => {
  a = await createTestApp({
    overrides: {
      emailCodeCooldownSeconds: 0,
      rateLimits: { ...DEFAULT_RATE_LIMITS, emailCode: { max: 3, windowMs: 60_000 }, track: { max: 4, windowMs: 60_000 } },
    },
  });
  b = await buildApp({ config: a.app.config, db: a.db, identity: a.identity });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const inject = (app: FastifyInstance, method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  app.inject({ method, url, headers: { 'project-id': 'demo-fcs', ...(token ? { token } : {}) }, payload });

it('counts a user’s e-mail codes across replicas, exactly', async () => {
  const token = await a.tokenFor(PHONES.alice);
  const id = (await a.user(PHONES.alice)).id;
  const ask = (app: FastifyInstance, n: number) => inject(app, 'PUT', '/update_email', token, { id, email: `shared.${n}@example.com` });
  const answers = [];
  for (let n = 0; n < 4; n++) answers.push((await ask(n % 2 ? b : a.app, n)).statusCode);
  expect(answers).toEqual([200, 200, 200, 429]);
  const refused = await ask(b, 9);
  expect([refused.statusCode, refused.json().message]).toEqual([429, expect.stringMatching(/^Too many requests: try again in/)]);
});

it('counts an address’s public reads across replicas within a second', async () => {
  const track = (app: FastifyInstance) => inject(app, 'GET', '/track/BLK000001');
  for (let n = 0; n < 4; n++) expect((await track(a.app)).statusCode).toBe(200);
  await new Promise((r) => setTimeout(r, SYNC_MS * 1.5));
  // b has not heard of a's four yet: this one passes, and b's count goes to the database.
  expect((await track(b)).statusCode).toBe(200);
  await new Promise((r) => setTimeout(r, SYNC_MS * 1.5));
  const refused = await track(b);
  expect([refused.statusCode, refused.json().message]).toEqual([429, expect.stringMatching(/^Too many requests: try again in/)]);
  // The refusal is counted for the metrics.
  expect(await b.metrics.client.register.metrics()).toMatch(/fcs_throttle_refusals_total\{route="\/track\/:list"\} [1-9]/);
});

describe('with REDIS_URL: the counts in Redis', () => {
  let redis: ChildProcess;
  let c: TestApp;
  let d: FastifyInstance;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      process.env.REDIS_SERVER ?? 'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const config = {
      redisUrl: `redis://127.0.0.1:${port}`,
      emailCodeCooldownSeconds: 0,
      rateLimits: { ...DEFAULT_RATE_LIMITS, emailCode: { max: 2, windowMs: 60_000 } },
    };
    for (let i = 0; i < 50; i++) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('connect', () => (socket.end(), resolve(true))).on('error', () => resolve(false));
      });
      if (up) break;
      await sleep(100);
    }
    c = await createTestApp({ overrides: config });
    d = await buildApp({ config: c.app.config, db: c.db, identity: c.identity });
  });
  afterAll(async () => {
    await d?.close();
    await c?.close();
    redis?.kill();
  });

  it('counts a user’s e-mail codes across replicas', async () => {
    const token = await c.tokenFor(PHONES.ben);
    const id = (await c.user(PHONES.ben)).id;
    const answers = [];
    for (let n = 0; n < 3; n++) {
      const app = n % 2 ? d : c.app;
      answers.push((await inject(app, 'PUT', '/update_email', token, { id, email: `redis.${n}@example.com` })).statusCode);
    }
    expect(answers).toEqual([200, 200, 429]);
    // Counted in Redis, not in the database.
    const { Redis } = await import('ioredis');
    const client = new Redis(c.app.config.redisUrl!);
    expect((await client.keys('fcs-throttle:*')).length).toBeGreaterThan(0);
    await client.quit();
    expect(await c.db.query("SELECT key FROM throttle_counters WHERE key LIKE 'PUT /update_email %'")).toEqual([]);
  });
});
