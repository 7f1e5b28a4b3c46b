import { ensureApiBuilt, ownPostgres, sleep, startReplica, stopAll, type Replica } from '../test-support/replicas';

/**
 * Issue 20: the api survives its database. The compiled api on a PostgreSQL server this test owns:
 * its connections are ended twice (a restart, a failover, an idle timeout do the same) and it lives
 * on; the server is stopped for 10 s: every call answers 503 within 3 s meanwhile, 200 again within
 * 10 s of its return, and the outbox worker sends what was queued.
 */
let pg: Awaited<ReturnType<typeof ownPostgres>>;
let api: Replica;
// A public read that needs the database on every call (no cache, no token).
const track = () => fetch(`${api.url}/track/BLK000001`, { headers: { 'project-id': 'demo-fcs' } });
const RELATED = '00000000-0000-4000-8000-000000000020';

beforeAll(async () => {
  ensureApiBuilt();
  pg = await ownPostgres();
  // SMS recorded by the development provider (the Auth emulator is set): the worker's sends.
  api = await startReplica({ DATABASE_URL: pg.database, FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST! });
}, 180_000);
afterAll(async () => {
  await stopAll([api]);
  pg?.remove();
});

const alive = () => api.child.exitCode === null && api.child.signalCode === null;

it('lives on when PostgreSQL ends every connection, twice, and answers the next call', async () => {
  expect((await track()).status).toBe(200);
  for (let round = 0; round < 2; round++) {
    // Connections in use and idle alike, as a restart or pg_terminate_backend does.
    const ended = pg.psql(
      "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = 'fcs' AND pid <> pg_backend_pid()",
    );
    expect(Number(ended)).toBeGreaterThan(0);
    await sleep(300);
    expect(alive()).toBe(true);
    const res = await track();
    expect([res.status, (await res.json()).status]).toEqual([200, 'Ok']);
  }
  expect(alive()).toBe(true);
}, 60_000);

it('answers 503 within 3 s while the server is down, 200 within 10 s of its return, and sends what was queued', async () => {
  // Three SMS due while the server is away.
  pg.psql(
    `INSERT INTO notification_outbox (channel, recipient, body, related_id, next_attempt_at)
     SELECT 'sms', '+1555010000' || n, 'outage test ' || n, '${RELATED}', now() + interval '3 seconds' FROM generate_series(1, 3) n`,
    'fcs',
  );
  pg.stop();
  const downSince = Date.now();
  const answers: { status: number; ms: number; message: string }[] = [];
  while (Date.now() - downSince < 10_000) {
    const t = Date.now();
    const res = await track();
    const body = await res.json();
    answers.push({ status: res.status, ms: Date.now() - t, message: body.message });
    await sleep(500);
  }
  expect(answers.length).toBeGreaterThan(5);
  for (const a of answers) {
    expect(a.status).toBe(503);
    expect(a.ms).toBeLessThan(3_000);
    expect(a.message).toBe('The database is not available at the moment: try again in a few seconds');
  }
  expect((await fetch(`${api.url}/ready`)).status).toBe(503);
  // Liveness: the process is fine, only its database is away.
  const health = await fetch(`${api.url}/health`);
  expect([health.status, (await health.json()).data]).toEqual([200, { db: 'unavailable' }]);
  expect(alive()).toBe(true);

  pg.start();
  const restarted = Date.now();
  let status = 0;
  while (status !== 200 && Date.now() - restarted < 10_000) {
    status = await track().then(
      (r) => r.status,
      () => 0,
    );
    if (status !== 200) await sleep(200);
  }
  expect(status).toBe(200);
  expect(Date.now() - restarted).toBeLessThan(10_000);
  expect((await fetch(`${api.url}/ready`)).status).toBe(200);

  // The worker paused while the server was away and sends the three once it is back.
  const started = Date.now();
  let statuses = '';
  while (Date.now() - started < 15_000) {
    statuses = pg.psql(`SELECT string_agg(status, ',' ORDER BY id) FROM notification_outbox WHERE related_id = '${RELATED}'`, 'fcs');
    if (statuses === 'sent,sent,sent') break;
    await sleep(300);
  }
  expect(statuses).toBe('sent,sent,sent');
  expect(alive()).toBe(true);
}, 90_000);

it('drains on SIGTERM and exits 0', async () => {
  expect(await api.stop()).toBe(0);
  expect(api.output()).not.toMatch(/Unhandled|uncaught/i);
}, 30_000);
