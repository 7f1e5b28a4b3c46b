import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DEFAULT_RATE_LIMITS } from '../config';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';
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
  const metrics = await b.inject({ method: 'GET', url: '/metrics' });
  expect(metrics.body).toMatch(/fcs_throttle_refusals_total\{route="\/track\/:list"\} [1-9]/);
});
