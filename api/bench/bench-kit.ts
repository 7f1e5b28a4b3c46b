/**
 * What `pnpm bench:db` and `pnpm bench:db --reports` share: the database made when missing, the
 * real api started on it in a process of its own (bench-api-process.ts: its pool, statement
 * timeout and report lane, without the throttles) with every statement of a call recorded for a
 * direct replay, a keep-alive HTTP client (undici, as a service's client would hold its
 * connections), tokens of the data set's people, and the same SQL's pool set up as the api's, so
 * that api and SQL are measured like with like.
 */
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import pg from 'pg';
import { Pool } from 'undici';
import { apiBuildOptions } from '../scripts/build-options.mjs';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { poolConfig, statementName } from '../src/db/postgres-db';
import { FirebaseIdentity } from '../src/identity/firebase-identity';
import { claimsFor } from '../src/identity/identity';
import { mintIdToken } from '../src/test-support/tokens';

export const log = (line: string) => console.log(line);

/** Creates the database of `url` when its server does not have it. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  await admin.end();
}

/** One statement an api call ran, to be replayed directly. */
export interface Statement {
  sql: string;
  params: readonly unknown[];
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export function stats(times: readonly number[]): { p50: number; p95: number } {
  const s = [...times].sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95) };
}
/** What the api may add to its SQL at p50, for every list, count and search case (issue 21). */
export const ADDED_P50_BUDGET_MS = 1;

/**
 * The added-time columns' heads, for the cases' table: "+p50" and its verdict, "floor", "+api" and
 * its verdict, then where the api's own time went in its process (p50 of each part, Phases).
 */
export const ADDED_HEAD = `${'+p50'.padStart(6)} ${'budget'.padEnd(13)} ${'floor'.padStart(6)} ${'+api'.padStart(6)} ${'budget'.padEnd(13)} ${'before'.padStart(6)} ${'handlr'.padStart(6)} ${'after'.padStart(6)}`;

/** The p50 (ms) of each part of a call inside the api's process (bench-api-process.ts): before its handler, the handler less its SQL, after it. */
export interface Phases {
  before: number;
  handler: number;
  after: number;
}

/**
 * The added-time columns and their verdicts: what the api adds to its SQL ("+p50", issue 21's
 * target), what a bare node:http server adds to the same statements ("floor": HTTP and the
 * machine's waking after the wait), and the difference, the api's own part ("+api").
 */
export function addedVerdict(added: number, floor: number | null, phases: Phases): { text: string; met: boolean; apiMet: boolean } {
  const verdict = (n: number) =>
    `${n.toFixed(2).padStart(6)} ≤ ${ADDED_P50_BUDGET_MS} ms ${n <= ADDED_P50_BUDGET_MS ? 'met   ' : 'MISSED'}`;
  const api = floor === null ? added : added - floor;
  return {
    text: `${verdict(added)} ${floor === null ? '     -' : floor.toFixed(2).padStart(6)} ${verdict(api)} ${[phases.before, phases.handler, phases.after].map((n) => n.toFixed(2).padStart(6)).join(' ')}`,
    met: added <= ADDED_P50_BUDGET_MS,
    apiMet: api <= ADDED_P50_BUDGET_MS,
  };
}

/** The machine's load beside the figures (a busy machine widens every p95). */
export function loadLine(): string {
  return `(load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${cpus().length} cores)`;
}

/** Milliseconds in a column of 7. */
export const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1)).padStart(7);

/** How long `fn` takes, in ms. */
export async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token: string;
}

/**
 * The api's and the floor's processes compiled as `pnpm build` compiles the server (esbuild, into
 * api/node_modules/.cache/fcs-bench): under tsx, every arrow function made on a call is also named at run time (its
 * keepNames), which the server never pays (a page of packages mapped in 0.21 ms instead of 0.15).
 */
async function compileBenchProcesses(): Promise<{ api: string; bare: string }> {
  const outdir = fileURLToPath(new URL('../node_modules/.cache/fcs-bench/', import.meta.url));
  const source = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  await build(
    apiBuildOptions({
      entryPoints: { 'bench-api-process': source('bench-api-process'), 'bench-bare-process': source('bench-bare-process') },
      outdir,
    }),
  );
  return { api: `${outdir}bench-api-process.js`, bare: `${outdir}bench-bare-process.js` };
}

/** The real api on `databaseUrl`, in a process of its own, and what a bench measures it with. `base` reads the data set's people. */
export async function startBenchApi(databaseUrl: string, base: Db) {
  const config = { ...loadConfig(), databaseUrl };
  const compiled = await compileBenchProcesses();
  // As the server runs (node --enable-source-maps dist/server.js); BENCH_API_PROF=<dir> writes its CPU profile there.
  const profile = process.env.BENCH_API_PROF
    ? ['--cpu-prof', '--cpu-prof-interval=100', `--cpu-prof-dir=${process.env.BENCH_API_PROF}`]
    : [];
  const child = fork(compiled.api, [], {
    execArgv: ['--enable-source-maps', ...profile],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const [first] = (await once(child, 'message')) as [{ address: string }];
  const address = first.address;
  const http = new Pool(address, { connections: 16, keepAliveTimeout: 60_000 });
  // The floor under the api for the same statements (bench-bare-process.ts), through a client held alike.
  const bareChild = fork(compiled.bare, [], {
    execArgv: ['--enable-source-maps'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const [bareFirst] = (await once(bareChild, 'message')) as [{ address: string }];
  const bareHttp = new Pool(bareFirst.address, { connections: 16, keepAliveTimeout: 60_000 });
  /** The statements run by the bare server: its round trip and their time inside it (ms). */
  async function viaBare(statements: readonly Statement[]): Promise<{ roundTrip: number; inside: number }> {
    const started = performance.now();
    const res = await bareHttp.request({ method: 'POST', path: '/', body: JSON.stringify(statements) });
    const answer = JSON.parse(await res.body.text()) as { inside?: number; error?: string };
    const roundTrip = performance.now() - started;
    if (answer.inside === undefined) throw new Error(`the bare server: ${answer.error}`);
    return { roundTrip, inside: answer.inside };
  }
  const identity = new FirebaseIdentity({ projectId: config.projectId, emulatorHost: config.authEmulatorHost });
  // The same SQL on a pool set up as the api's (size, statement timeout): like with like.
  const direct = new pg.Pool(poolConfig(databaseUrl, { poolSize: config.poolSize, statementTimeoutMs: config.statementTimeoutMs }));
  const headers = (token: string) => ({ 'content-type': 'application/json', 'project-id': config.projectId, token });

  /** One api call; its answer's text, or an error naming the refusal. */
  const call = async ({ method, path, body, token }: Call): Promise<string> => {
    const res = await http.request({ method, path, headers: headers(token), body: body ? JSON.stringify(body) : undefined });
    const text = await res.body.text();
    if (res.statusCode >= 400) throw new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 300)}`);
    return text;
  };

  /**
   * The statements of a call run directly, one after the other: as their text (as psql or any
   * client sends them), or prepared on the connection as the api runs them (like with like).
   */
  async function replay(statements: readonly Statement[], how: 'text' | 'prepared'): Promise<void> {
    for (const s of statements) {
      const values = s.params as unknown[];
      await (how === 'prepared' && values.length
        ? direct.query({ name: statementName(s.sql), text: s.sql, values })
        : direct.query(s.sql, values));
    }
  }
  /** The statements run by the api's own pool in its process, on the connection its call used (ms). */
  async function replayInApi(statements: readonly Statement[]): Promise<{ replayed: number; inCall: number }> {
    child.send({ replay: statements });
    const [m] = (await once(child, 'message')) as [{ replayed: number; inCall: number; error?: string }];
    if (m.replayed < 0) throw new Error(`replay in the api's process: ${m.error}`);
    return m;
  }
  /** Where the api's own time went in its calls since the last asking (p50s; bench-api-process.ts). */
  async function phasesOfCalls(): Promise<Phases> {
    child.send('phases');
    const [m] = (await once(child, 'message')) as [Phases];
    return m;
  }
  /** The statements the api runs for `c` (one call, recorded in the api's process). */
  async function statementsOf(c: Call): Promise<Statement[]> {
    child.send('record-start');
    await call(c);
    child.send('record-stop');
    const [m] = (await once(child, 'message')) as [{ statements: Statement[] }];
    return m.statements;
  }

  return {
    replay,
    statementsOf,
    config,
    address,
    direct,
    headers,
    call,
    /**
     * One case: `c` warmed up (20 calls), its statements recorded, then up to `runs` rounds (at least 30, then
     * while under `caseMs`) of the api's call and its statements replayed prepared and as text, the
     * three taking turns at running first.
     */
    async measure(c: Call, { runs, caseMs = Infinity }: { runs: number; caseMs?: number }) {
      // Warm: the api's code for this kind of call compiled (the first case would otherwise pay for it).
      for (let i = 0; i < 20; i++) await call(c);
      const statements = await statementsOf(c);
      const api: number[] = [];
      const sql: number[] = [];
      const text: number[] = [];
      const same: number[] = [];
      const inCall: number[] = [];
      const bare: number[] = [];
      await phasesOfCalls(); // from here on: this case's calls only
      const started = performance.now();
      for (let i = 0; i < runs && (i < 30 || performance.now() - started < caseMs); i++) {
        const viaApi = async () => {
          api.push(await time(() => call(c)));
          // Right after the call, on the connection (the backend) it used.
          const here = statements.length ? await replayInApi(statements) : { replayed: 0, inCall: 0 };
          same.push(here.replayed);
          inCall.push(here.inCall);
        };
        const prepared = async () => sql.push(await time(() => replay(statements, 'prepared')));
        const asText = async () => text.push(await time(() => replay(statements, 'text')));
        const floor = async () => {
          const b = await viaBare(statements);
          bare.push(b.roundTrip - b.inside);
        };
        // The four take turns at running first, so that none is always the one that warms the pages.
        const ways = statements.length ? [viaApi, prepared, asText, floor] : [viaApi, prepared, asText];
        for (let k = 0; k < ways.length; k++) await ways[(i + k) % ways.length]!();
      }
      // What the api adds: the median of each round's api time less the same statements run right
      // after it by the api's own pool on the same connection (so the same backend), pair by pair,
      // so that a busy moment of the machine weighs on both halves of a pair alike.
      const added = stats(api.map((t, i) => t - (same[i] ?? 0))).p50;
      // What a bare node:http server adds to the same statements (the floor), and so what is the api's own.
      const floor = bare.length ? stats(bare).p50 : null;
      const phases = await phasesOfCalls();
      return {
        phases,
        statements,
        api: stats(api),
        sql: stats(sql),
        text: stats(text),
        same: stats(same),
        inCall: stats(inCall),
        added,
        floor,
      };
    },
    /** An ID token of the data set's person with this phone, with their claims. */
    async tokenOf(phone: string): Promise<string> {
      const user = (
        await base.query<{ id: string; auth_uid: string; privileges: string[]; status: string }>(
          'SELECT id, auth_uid, privileges, status FROM users WHERE phone_number = $1',
          [phone],
        )
      )[0];
      if (!user) throw new Error(`no user ${phone}`);
      await identity.ensureUser({ uid: user.auth_uid, phoneNumber: phone });
      return mintIdToken({ uid: user.auth_uid, phoneNumber: phone, claims: claimsFor(user), expiresIn: 3600 });
    },
    async close(): Promise<void> {
      await Promise.all([http.close(), bareHttp.close()]);
      child.send('close');
      bareChild.send('close');
      await Promise.all([once(child, 'exit'), once(bareChild, 'exit')]);
      await direct.end();
    },
  };
}

/**
 * What one HTTP round trip costs on this machine with no framework and no work: a bare node:http
 * server in a process of its own, answering a small JSON body, through the same keep-alive client.
 * No api can add less than this to its SQL; both benches print it beside their cases.
 */
export async function httpFloor(runs = 2000): Promise<{ p50: number; p95: number }> {
  const server = spawn(
    process.execPath,
    [
      '-e',
      `const s = require('node:http').createServer((q, r) => { q.resume(); q.on('end', () => r.end('{"status":"Success"}')); });
       s.listen(0, '127.0.0.1', () => console.log(s.address().port));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [chunk] = (await once(server.stdout!, 'data')) as [Buffer];
  const http = new Pool(`http://127.0.0.1:${Number(chunk.toString())}`, { connections: 1 });
  const one = async () => (await http.request({ method: 'POST', path: '/', body: '{"limit":10}' })).body.text();
  try {
    for (let i = 0; i < 200; i++) await one();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await time(one));
    return stats(times);
  } finally {
    await http.close();
    server.kill();
  }
}
