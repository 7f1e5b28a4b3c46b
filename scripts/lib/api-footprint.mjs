// The api's start time and memory, as an operator sees them (issue 20): the compiled api (node on
// api/dist, as production runs it) on PostgreSQL, started on an existing database and timed to its
// first /health answer (budget 3 s), then driven through the calls of the portal's journeys (customers,
// staff, reports, public Track) and measured for resident memory (budget 250 MB). Used by `pnpm bench`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_COMMAND, ensureApiBuild } from './api-build.mjs';
import { ROOT } from './services.mjs';

// The api's PostgreSQL driver (the root has none of its own).
const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');

const PHONES = ['+15550100001', '+15550100002', '+15550100004', '+15550100005', '+15550100006', '+15550100007', '+15550100009'];
export const BUDGETS = { startMs: 3_000, rssMb: 250 };

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
/** CPU time the process has used (user + system), in ms: steadier than wall time on a busy machine. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

/** A real ID token for a demo phone from the Auth emulator (the api synced the accounts and their claims). */
async function signIn(emulator, phone) {
  const api = `${emulator}/identitytoolkit.googleapis.com/v1`;
  const post = async (path, body) =>
    (
      await fetch(`${api}/${path}?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const { sessionInfo } = await post('accounts:sendVerificationCode', { phoneNumber: phone, recaptchaToken: 'bench' });
  const codes = await (await fetch(`${emulator}/emulator/v1/projects/demo-fcs/verificationCodes`)).json();
  const { code } = codes.verificationCodes.find((c) => c.sessionInfo === sessionInfo);
  return (await post('accounts:signInWithPhoneNumber', { sessionInfo, code })).idToken;
}

function startApi(env) {
  const [command, args] = API_COMMAND;
  const child = spawn(command, args, { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

async function untilHealthy(url, child, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the api exited (${child.exitCode}) before answering /health`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`the api did not answer /health within ${timeoutMs / 1000} s`);
}

const stop = (child) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))));

/** The calls of the journeys, in rounds: each signed-in person's screens, staff lists, reports, Track. */
function journeyCalls(tokens) {
  const data = (table, body = {}) => ({ method: 'POST', path: `/api/data/${table}`, body: { limit: 10, offset: 0, ...body } });
  const mine = [
    { path: '/me' },
    data('packages', { view: 'mine' }),
    { path: '/delivery_addresses' },
    data('pickups'),
    data('invoices'),
    data('dropoffs'),
  ];
  const staff = [
    data('packages'),
    data('pickups'),
    data('users'),
    data('invoices'),
    data('dropoffs'),
    { path: '/staff' },
    { path: '/zones' },
    { path: '/pickup_dates' },
  ];
  const admin = [
    { path: '/sms_months' },
    { path: '/sms_rates' },
    { path: '/email_formats' },
    { path: '/templates' },
    { path: '/api/objs' },
    { path: '/api/meta/packages' },
  ];
  return [
    ...tokens.slice(0, 2).flatMap((token) => mine.map((c) => ({ ...c, token }))),
    ...tokens.slice(2, 5).flatMap((token) => staff.map((c) => ({ ...c, token }))),
    ...tokens.slice(5).flatMap((token) => [...admin, ...staff].map((c) => ({ ...c, token }))),
    { path: '/track/BLK000001%2CBLK000002%2CBLK000003' },
    { path: '/settings' },
  ];
}

/**
 * Starts the api on a throwaway PostgreSQL database (made, migrated and seeded by a first start),
 * then `restarts` times on it: the start to /health (wall and CPU time), and after the last start
 * `rounds` rounds of the journeys' calls, 8 at a time: the resident memory. Answers the figures.
 */
export async function measureApiFootprint({
  emulator,
  databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  restarts = 3,
  rounds = 40,
}) {
  ensureApiBuild();
  const name = `fcs_footprint_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: url.toString(),
    PORT: String(port),
    PUBLIC_URL: api,
    FIREBASE_AUTH_EMULATOR_HOST: new URL(emulator).host,
    DELIVERY_WORKER: 'off',
  };
  let child = null;
  try {
    child = startApi(env);
    await untilHealthy(api, child, 300_000);
    await stop(child);
    const starts = [];
    for (let i = 0; i < restarts; i++) {
      const t = performance.now();
      child = startApi(env);
      await untilHealthy(api, child, 60_000);
      starts.push({ wallMs: Math.round(performance.now() - t), cpuMs: cpuMs(child.pid) });
      if (i < restarts - 1) await stop(child);
    }
    // The demo accounts are synced into the emulator in the background after start.
    let tokens = [];
    for (let attempt = 0; attempt < 60 && tokens.length < PHONES.length; attempt++) {
      tokens = (await Promise.all(PHONES.map((p) => signIn(emulator, p).catch(() => null)))).filter(Boolean);
      if (tokens.length < PHONES.length) await sleep(500);
    }
    const calls = journeyCalls(tokens);
    let done = 0;
    let failed = 0;
    const queue = Array.from({ length: rounds }, () => calls).flat();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let c = queue.shift(); c; c = queue.shift()) {
          const res = await fetch(`${api}${c.path}`, {
            method: c.method ?? 'GET',
            headers: {
              'project-id': 'demo-fcs',
              ...(c.token ? { token: c.token } : {}),
              ...(c.body ? { 'content-type': 'application/json' } : {}),
            },
            body: c.body ? JSON.stringify(c.body) : undefined,
          });
          await res.arrayBuffer();
          done++;
          if (res.status >= 500) failed++;
        }
      }),
    );
    const sorted = [...starts].sort((a, b) => a.wallMs - b.wallMs);
    return { starts, medianStart: sorted[Math.floor(sorted.length / 2)], rssMb: Math.round(rssMb(child.pid)), calls: done, failed };
  } finally {
    if (child) await stop(child);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

// `node scripts/lib/api-footprint.mjs <emulator url>`: the figures alone, with a running Auth emulator.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureApiFootprint({ emulator: process.argv[2] ?? 'http://127.0.0.1:9099' }), null, 2));
}
