/**
 * What `pnpm bench:db` and `pnpm bench:db --reports` share: the database made when missing, the
 * real api started on it (its pool, statement timeout and report lane, without the throttles) with
 * every statement of a call recorded for a direct replay, tokens of the data set's people, and the
 * same SQL's pool set up as the api's, so that api and SQL are measured like with like.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../src/config';
import { openDb, type Db } from '../src/db/db';
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

/** The api's database, recording each statement into `into.list` while `into.on`. */
function recording(db: Db, into: { on: boolean; list: Statement[] }): Db {
  const wrap = (inner: Db): Db => ({
    ...inner,
    query: (sql, params = [], ...rest) => {
      if (into.on) into.list.push({ sql, params });
      return inner.query(sql, params, ...rest);
    },
    tx: (fn) => inner.tx((t) => fn(wrap(t))),
  });
  return wrap(db);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export function stats(times: readonly number[]): { p50: number; p95: number } {
  const s = [...times].sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95) };
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

/** The real api on `databaseUrl`, and what a bench measures it with. `base` reads the data set's people. */
export async function startBenchApi(databaseUrl: string, base: Db) {
  const record = { on: false, list: [] as Statement[] };
  // The bench measures speed, not the throttles (/track allows 60 calls a minute per address).
  const unthrottled = Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [k, { ...v, max: 1_000_000_000 }]),
  ) as typeof DEFAULT_RATE_LIMITS;
  const config = { ...loadConfig(), databaseUrl, rateLimits: unthrottled };
  const identity = new FirebaseIdentity({ projectId: config.projectId, emulatorHost: config.authEmulatorHost });
  // The api's database as the server opens it: its pool, statement timeout and report lane.
  const db = await openDb({
    databaseUrl,
    poolSize: config.poolSize,
    statementTimeoutMs: config.statementTimeoutMs,
    reportConcurrency: config.reportConcurrency,
  });
  const app = await buildApp({ config, db: recording(db, record), identity });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The same SQL on a pool set up as the api's (size, statement timeout): like with like.
  const direct = new pg.Pool({ connectionString: databaseUrl, max: config.poolSize, statement_timeout: config.statementTimeoutMs });
  const headers = (token: string) => ({ 'content-type': 'application/json', 'project-id': config.projectId, token });

  return {
    config,
    address,
    record,
    direct,
    headers,
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
    /** One api call; its answer's text, or an error naming the refusal. */
    async call({ method, path, body, token }: Call): Promise<string> {
      const res = await fetch(`${address}${path}`, { method, headers: headers(token), body: body ? JSON.stringify(body) : undefined });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
      return text;
    },
    async close(): Promise<void> {
      await app.close();
      await db.close();
      await direct.end();
    },
  };
}
