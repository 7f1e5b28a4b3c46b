import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { CUSTOMER_MSG } from '@fcs/shared/contract';
import { openDb, type Db } from '../db/db';
import { API_DIR, SEED_ASSETS_DIR } from '../paths';
import { multipartBody } from '../test-support/multipart';
import { ensureApiBuilt, freePort, ownPostgres, sleep, startReplica, stopAll, type Replica } from '../test-support/replicas';
import { TestIdentity } from '../test-support/test-identity';
import { tokenForPhone } from '../test-support/tokens';
import { PHONES } from '../test-support/test-app';

/**
 * Issue 20: replicas are interchangeable. Two compiled api replicas on one PostgreSQL server (this
 * test's own) with Debian's HAProxy in front (deploy/haproxy.cfg): what one stores the other
 * serves, a throttle and a disabled account hold whichever replica is called, a rolling restart
 * under load loses nothing, and a replica killed while it sends leaves the rest to the other.
 */
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
let pg: Awaited<ReturnType<typeof ownPostgres>>;
let db: Db;
let identity: TestIdentity;
const replicas: Replica[] = [];
let haproxy: ChildProcess | null = null;
let lb = '';
let lbStats = '';

/**
 * Until HAProxy's own checks count every replica UP (its stats page, as CSV): a rolling restart
 * stops the next replica only once the balancer sends calls to the one started again, as an
 * orchestrator waits for its load balancer, not for a fixed time.
 */
async function untilAllUpInLb(timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const csv = await fetch(`${lbStats}/;csv`).then(
      (r) => r.text(),
      () => '',
    );
    const servers = csv.split('\n').filter((l) => l.startsWith('fcs_api_replicas,api'));
    // The 18th column is the server's status: UP, DOWN, or a transition such as "UP 1/2".
    if (servers.length === 2 && servers.every((l) => l.split(',')[17] === 'UP')) return;
    if (Date.now() - started > timeoutMs) throw new Error(`HAProxy does not count both replicas UP:\n${servers.join('\n')}`);
    await sleep(100);
  }
}
// The SMS provider of both replicas: records each send by the replica's path, holds it 200 ms.
const sms: { replica: string; key: string }[] = [];
let smsServer: http.Server;
let smsPort = 0;

const env = (name: string, extra: Record<string, string> = {}) => ({
  DATABASE_URL: pg.database,
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
  TRUST_PROXY: '127.0.0.1',
  // What the README gives behind HAProxy: above its checks' interval × failures (2 × 500 ms), so it
  // has taken the replica out before the replica stops taking connections.
  DRAIN_DELAY_MS: '1500',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: `http://127.0.0.1:${smsPort}/${name}`,
  SMS_HTTP_TOKEN: 'test',
  DELIVERY_BATCH: '20',
  ...extra,
});
const headers = (token?: string, json = false) => ({
  'project-id': 'demo-fcs',
  ...(token ? { token } : {}),
  ...(json ? { 'content-type': 'application/json' } : {}),
});
const call = async (base: string, method: string, url: string, token?: string, body?: object) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: headers(token, Boolean(body)),
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as { status: string; message: string; data: never } };
};
const token = (phone: string) => tokenForPhone(db, identity, phone);
/** A call that got no answer, with undici's cause (its code and message), so that a failure says why. */
const failed = (e: Error & { cause?: { code?: string; message?: string } }) => ({
  status: 0,
  json: { message: [e.message, e.cause?.code, e.cause?.message].filter(Boolean).join(': ') },
});

beforeAll(async () => {
  ensureApiBuilt();
  smsServer = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      sms.push({ replica: req.url!.slice(1), key: String(req.headers['idempotency-key']) });
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `sms-${sms.length}` })), 300);
    });
  });
  await new Promise<void>((r) => smsServer.listen(0, '127.0.0.1', r));
  smsPort = (smsServer.address() as { port: number }).port;
  pg = await ownPostgres();
  // The first migrates and seeds; the second finds it done.
  replicas.push(await startReplica(env('r1')));
  replicas.push(await startReplica(env('r2')));
  const [lbPort, statsPort] = [await freePort(), await freePort()];
  lb = `http://127.0.0.1:${lbPort}`;
  lbStats = `http://127.0.0.1:${statsPort}`;
  haproxy = spawn(HAPROXY, ['-db', '-f', path.join(API_DIR, '../deploy/haproxy.cfg')], {
    env: {
      ...process.env,
      FCS_LB_BIND: `127.0.0.1:${lbPort}`,
      FCS_API_1: `127.0.0.1:${replicas[0]!.port}`,
      FCS_API_2: `127.0.0.1:${replicas[1]!.port}`,
      FCS_LB_STATS: `127.0.0.1:${statsPort}`,
    },
    stdio: 'ignore',
  });
  await untilAllUpInLb();
  db = await openDb({ databaseUrl: pg.database });
  identity = new TestIdentity();
}, 240_000);

afterAll(async () => {
  haproxy?.kill('SIGINT');
  await stopAll(replicas);
  await db?.close();
  await identity?.close();
  pg?.remove();
  smsServer?.close();
}, 60_000);

it('serves through one replica the photo uploaded through the other', async () => {
  const [r1, r2] = replicas as [Replica, Replica];
  const [dropoff] = await db.query<{ id: string }>("SELECT id FROM dropoffs WHERE status = 'received' ORDER BY id LIMIT 1");
  const jpeg = readFileSync(path.join(SEED_ASSETS_DIR, 'parcel-2.jpg'));
  const { payload, headers: multipart } = multipartBody(
    { folder: `dropoffs/${dropoff!.id}` },
    { name: 'parcel.jpg', type: 'image/jpeg', bytes: jpeg },
  );
  const res = await fetch(`${r1.url}/uploads`, {
    method: 'POST',
    headers: { ...headers(await token(PHONES.dropoffStaff)), ...multipart },
    body: payload,
  });
  expect(res.status).toBe(200);
  const url = ((await res.json()) as { data: { url: string } }).data.url;
  const key = url.slice(url.indexOf('/files/'));
  const served = await fetch(`${r2.url}${key}`);
  expect([served.status, served.headers.get('content-type'), served.headers.get('cache-control')]).toEqual([
    200,
    'image/jpeg',
    'private, max-age=31536000, immutable',
  ]);
  const first = await fetch(`${r1.url}${key}`);
  expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
});

it('holds the e-mail-code throttle when the calls alternate replicas', async () => {
  const alice = await token(PHONES.alice);
  const [me] = await db.query<{ id: string }>('SELECT id FROM users WHERE phone_number = $1', [PHONES.alice]);
  const ask = (r: Replica, n: number) => call(r.url, 'PUT', '/update_email', alice, { id: me!.id, email: `alice.${n}@example.com` });
  const first = await ask(replicas[0]!, 1);
  expect(first.status).toBe(200);
  for (let n = 2; n <= 5; n++) {
    const again = await ask(replicas[n % 2]!, n);
    expect([again.status, again.json.message]).toEqual([429, expect.stringMatching(/^A code was sent a moment ago: try again in/)]);
  }
});

it('refuses on the other replica, at its next call, a user disabled through one', async () => {
  const [r1, r2] = replicas as [Replica, Replica];
  const ben = await token(PHONES.ben);
  // Ben's row is now in r2's cache.
  expect((await call(r2.url, 'GET', '/me', ben)).status).toBe(200);
  const [row] = await db.query<{ id: string; version: number }>('SELECT id, version FROM users WHERE phone_number = $1', [PHONES.ben]);
  const staff = await token(PHONES.packageStaff);
  const off = await call(r1.url, 'PUT', '/enable_user', staff, { id: row!.id, version: row!.version, enabled: false });
  expect(off.status).toBe(200);
  const refused = await call(r2.url, 'GET', '/me', ben);
  expect([refused.status, refused.json.message]).toEqual([403, CUSTOMER_MSG.accountDisabled]);
  const [now] = await db.query<{ version: number }>('SELECT version FROM users WHERE id = $1', [row!.id]);
  expect((await call(r2.url, 'PUT', '/enable_user', staff, { id: row!.id, version: now!.version, enabled: true })).status).toBe(200);
  // Disabling ended his sessions: enabled again, he signs in again and the other replica lets him in.
  expect((await call(r1.url, 'GET', '/me', await token(PHONES.ben))).status).toBe(200);
});

it('loses no call and no acknowledged write in a rolling restart under steady load', async () => {
  const alice = await token(PHONES.alice);
  const [me] = await db.query<{ id: string }>('SELECT id FROM users WHERE phone_number = $1', [PHONES.alice]);
  const failures: string[] = [];
  const written: string[] = [];
  let calls = 0;
  let running = true;
  const reader = async () => {
    while (running) {
      const res = await call(lb, 'GET', '/me', alice).catch(failed);
      calls++;
      if (res.status !== 200) failures.push(`GET /me ${res.status} ${res.json.message}`);
    }
  };
  const writer = async (w: number) => {
    for (let n = 0; running; n++) {
      const name = `Rolling ${w}-${n}`;
      const res = await call(lb, 'POST', '/delivery_address', alice, {
        user_id: me!.id,
        full_name: name,
        phone_number: '+15550100001',
        country: 'United States',
        address_line1: '12 Elm Street',
        address_line2: '',
        city: 'Edison',
        state: 'NJ',
        zip_code: '08817',
      }).catch(failed);
      calls++;
      if (res.status === 200) written.push(name);
      else failures.push(`POST /delivery_address ${res.status} ${res.json.message}`);
    }
  };
  const load = Promise.all([reader(), reader(), writer(1), writer(2)]);
  await sleep(1_000);
  // One replica at a time: SIGTERM (it drains, exits 0), start it again, wait until it is ready.
  for (let i = 0; i < 2; i++) {
    const old = replicas[i]!;
    expect(await old.stop()).toBe(0);
    replicas[i] = await startReplica(env(`r${i + 1}`), old.port);
    await untilAllUpInLb();
  }
  running = false;
  await load;
  expect(failures).toEqual([]);
  expect(calls).toBeGreaterThan(50);
  const stored = (await db.query<{ full_name: string }>("SELECT full_name FROM delivery_addresses WHERE full_name LIKE 'Rolling %'")).map(
    (r) => r.full_name,
  );
  expect(stored.sort()).toEqual([...written].sort());
}, 180_000);

it('finishes, on the other replica within 15 s, the messages a replica claimed when it was killed (-9) mid-send', async () => {
  sms.length = 0;
  const related = '00000000-0000-4000-8000-000000000021';
  await db.query(
    `INSERT INTO notification_outbox (channel, recipient, body, related_id)
     SELECT 'sms', '+1555010' || lpad(n::text, 4, '0'), 'crash test ' || n, $1 FROM generate_series(1, 10) n`,
    [related],
  );
  // The first send shows which replica claimed the batch (of 20: all ten); it dies with it in hand.
  while (!sms.length) await sleep(20);
  const victim = sms[0]!.replica;
  const index = victim === 'r1' ? 0 : 1;
  replicas[index]!.child.kill('SIGKILL');
  await replicas[index]!.exited;
  const killedAt = Date.now();
  let sent = 0;
  while (Date.now() - killedAt < 15_000) {
    const [row] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM notification_outbox WHERE related_id = $1 AND status = 'sent'",
      [related],
    );
    sent = row!.n;
    if (sent === 10) break;
    await sleep(200);
  }
  expect(sent).toBe(10);
  expect(Date.now() - killedAt).toBeLessThan(15_000);
  // Only the message in hand at the kill may have gone out twice (the same idempotency key).
  const counts = new Map<string, number>();
  for (const s of sms) counts.set(s.key, (counts.get(s.key) ?? 0) + 1);
  const twice = [...counts].filter(([, n]) => n > 1).map(([k]) => k);
  expect(twice.length).toBeLessThanOrEqual(1);
  if (twice.length) expect(twice[0]).toBe(sms[0]!.key);
  expect(counts.size).toBe(10);
  replicas[index] = await startReplica(env(victim), replicas[index]!.port);
}, 90_000);
