import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  CommitUnknown,
  DatabaseUnreachable,
  isDatabaseUnavailable,
  isSafeToRetry,
  SESSION_SETTINGS,
  type Db,
  type DbKind,
  type DbLog,
  type DbOptions,
  type QueryOptions,
} from './db';

// bigint (count(*), sequences) as a number, numeric as a number: the api's amounts and counts fit.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

type Client = pg.Pool | pg.PoolClient;

const SESSION_OPTIONS = Object.entries(SESSION_SETTINGS)
  .map(([k, v]) => `-c ${k}=${v}`)
  .join(' ');

/** A query whose request went away: PostgreSQL is told to stop it (pg_cancel_backend), not left to run. */
export class QueryCanceled extends Error {
  constructor() {
    super('The request went away: its query was canceled');
    this.name = 'QueryCanceled';
  }
}

/** At most `size` at a time; the rest wait their turn (first come, first served). */
function lane(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await fn();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** A connection of the pool; any failure to make one is DatabaseUnreachable (nothing ran on it). */
async function connect(pool: pg.Pool): Promise<pg.PoolClient> {
  try {
    return await pool.connect();
  } catch (e) {
    throw new DatabaseUnreachable(e);
  }
}

/** How many prepared statements each connection keeps; the least recently used is deallocated. */
export const PREPARED_PER_CONNECTION = 200;

/** Each connection's prepared statements, least recently used first (a Map keeps insertion order). */
const preparedOn = new WeakMap<pg.PoolClient, Map<string, true>>();

type Connection = pg.PoolClient & { connection: { parsedStatements: Record<string, string> } };

/** A statement's name: its text's hash, so the same text is the same statement whatever built it. */
export const statementName = (sql: string) => `fcs_${createHash('sha1').update(sql).digest('base64url')}`;

/**
 * A query with parameters outside a transaction runs as a named prepared statement of its
 * connection (decision 0007): PostgreSQL parses, analyses and rewrites its text (a report view's
 * first page: 1.15 ms as text, 0.81 ms prepared) once per connection, and still plans each run
 * with its values (SESSION_SETTINGS: force_custom_plan). At most PREPARED_PER_CONNECTION are kept.
 */
async function prepared(conn: pg.PoolClient, sql: string, params: unknown[]) {
  const name = statementName(sql);
  let kept = preparedOn.get(conn);
  if (!kept) preparedOn.set(conn, (kept = new Map()));
  kept.delete(name);
  kept.set(name, true);
  if (kept.size > PREPARED_PER_CONNECTION) {
    const oldest = kept.keys().next().value!;
    kept.delete(oldest);
    const parsed = (conn as Connection).connection.parsedStatements;
    if (parsed[oldest] !== undefined) {
      await conn.query(`DEALLOCATE "${oldest}"`);
      delete parsed[oldest];
    }
  }
  return conn.query({ name, text: sql, values: params });
}

/** How often a call meets a connection that PostgreSQL has just ended before it is answered 503. */
const RETRIES = 3;
const IS_READ = /^\s*SELECT\b/i;

/**
 * Runs a query on a connection of the pool (prepared when it has parameters), and cancels it in
 * PostgreSQL when the signal fires. A connection that turns out to have been ended by the server
 * (a restart, a failover, an idle-session timeout) is dropped and the query tried on another, when
 * that cannot write twice: a read, or a statement the server refused before running it.
 */
async function onPool(pool: pg.Pool, sql: string, params: unknown[], signal?: AbortSignal, attempt = 1): Promise<pg.QueryResult> {
  if (signal?.aborted) throw new QueryCanceled();
  const conn = await connect(pool);
  const pid = (conn as unknown as { processID: number }).processID;
  const cancel = () => void pool.query('SELECT pg_cancel_backend($1)', [pid]).catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  let broken: Error | undefined;
  try {
    return params.length ? await prepared(conn, sql, params) : await conn.query(sql);
  } catch (e) {
    if (signal?.aborted) throw new QueryCanceled();
    if (!isDatabaseUnavailable(e)) throw e;
    broken = e as Error;
  } finally {
    signal?.removeEventListener('abort', cancel);
    conn.release(broken);
  }
  if (attempt < RETRIES && (IS_READ.test(sql) || isSafeToRetry(broken))) return onPool(pool, sql, params, signal, attempt + 1);
  // A write whose connection was lost on the way, without the server saying it stopped it: applied or not, nobody knows.
  if (!IS_READ.test(sql) && !isSafeToRetry(broken)) throw new CommitUnknown(broken);
  throw broken;
}

/** A connection with BEGIN sent: one that the server has ended meanwhile is dropped for another. */
async function begin(pool: pg.Pool, attempt = 1): Promise<pg.PoolClient> {
  const conn = await connect(pool);
  try {
    await conn.query('BEGIN');
    return conn;
  } catch (e) {
    conn.release(e as Error);
    if (attempt < RETRIES && isDatabaseUnavailable(e)) return begin(pool, attempt + 1);
    throw e;
  }
}

/** The longest a COPY may stream (a slow client holds it up): far longer than a statement may run. */
const COPY_TIMEOUT_MS = 30 * 60_000;

/**
 * `COPY ... TO STDOUT` as a stream, in a read-only transaction of its own connection, holding a
 * slot of its lane (when asked) until it is over. The stream's consumer sets its pace (the socket's
 * backpressure reaches PostgreSQL); destroying it, or the signal, cancels the COPY and drops the
 * connection rather than returning it to the pool in the middle of a COPY.
 */
async function copyOut(pool: pg.Pool, lanes: Lanes, sql: string, options: QueryOptions & { timeoutMs?: number }): Promise<Readable> {
  if (options.signal?.aborted) throw new QueryCanceled();
  let freeSlot!: () => void;
  const slot = new Promise<void>((resolve) => (freeSlot = resolve));
  await new Promise<void>((started) => {
    const hold = () => {
      started();
      return slot;
    };
    void (options.lane ? lanes[options.lane](hold) : hold());
  });
  let conn: pg.PoolClient | undefined;
  try {
    if (options.signal?.aborted) throw new QueryCanceled();
    conn = await connect(pool);
    const timeout = Math.max(0, Math.floor(options.timeoutMs ?? COPY_TIMEOUT_MS));
    await conn.query(`BEGIN READ ONLY; SET LOCAL statement_timeout = ${timeout}`);
  } catch (e) {
    conn?.release(true);
    freeSlot();
    throw e;
  }
  const c = conn;
  const pid = (c as unknown as { processID: number }).processID;
  const stream = c.query(copyTo(sql));
  let done = false;
  const abort = () => stream.destroy(new QueryCanceled());
  const finish = (broken: boolean) => {
    if (done) return;
    done = true;
    options.signal?.removeEventListener('abort', abort);
    if (broken) {
      void pool.query('SELECT pg_cancel_backend($1)', [pid]).catch(() => undefined);
      c.release(true);
    } else {
      c.query('COMMIT').then(
        () => c.release(),
        () => c.release(true),
      );
    }
    freeSlot();
  };
  stream.once('end', () => finish(false));
  stream.once('error', () => finish(true));
  stream.once('close', () => finish(!stream.readableEnded));
  options.signal?.addEventListener('abort', abort, { once: true });
  return stream;
}

type Lanes = Record<'report' | 'download', ReturnType<typeof lane>>;

function wrap(client: Client, pool: pg.Pool | null, lanes: Lanes): Db {
  return {
    async query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      // On the pool: prepared, cancellable. In a transaction (its own connection): as it is.
      const run = () => (pool ? onPool(pool, sql, params as unknown[], options.signal) : client.query(sql, params as unknown[]));
      const res = options.lane && pool ? await lanes[options.lane](run) : await run();
      return res.rows as T[];
    },
    async tx<T>(fn: (db: Db) => Promise<T>) {
      if (!pool) return fn(wrap(client, null, lanes));
      const conn = await begin(pool);
      let broken: Error | undefined;
      try {
        const result = await fn(wrap(conn, null, lanes));
        try {
          await conn.query('COMMIT');
        } catch (e) {
          // Lost on the way: the server may have committed it or not.
          if (isDatabaseUnavailable(e)) throw new CommitUnknown(e);
          throw e;
        }
        return result;
      } catch (e) {
        if (isDatabaseUnavailable(e)) broken = e as Error;
        else await conn.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        conn.release(broken);
      }
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    ...(pool ? { copyOut: (sql: string, options: QueryOptions & { timeoutMs?: number } = {}) => copyOut(pool, lanes, sql, options) } : {}),
    async close() {
      if (pool) await pool.end();
    },
  };
}

/**
 * How the api's connections are made: the pool's size, the longest a statement may run, the
 * longest to wait for a new connection, and the session's planner settings (SESSION_OPTIONS). The
 * bench's direct SQL uses the same, like with like.
 */
export function poolConfig(connectionString: string, options: DbOptions = {}): pg.PoolConfig {
  return {
    connectionString,
    max: options.poolSize ?? 20,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    options: SESSION_OPTIONS,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 2_000,
    // A peer that vanished (a failover, a cut network) is noticed by TCP, not only at the next query.
    keepAlive: true,
  };
}

const quiet: DbLog = { warn() {}, info() {} };

/**
 * LISTEN on a connection of its own, made again (every second, while it fails) whenever it drops,
 * since a pooled connection may be handed to a query or ended by the pool.
 */
function listener(config: pg.PoolConfig, log: DbLog) {
  return async (channel: string, onNotify: (payload: string) => void, onState?: (listening: boolean) => void) => {
    let stopped = false;
    let current: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    const schedule = () => {
      if (!stopped && !retry) retry = setTimeout(() => ((retry = null), void connect()), 1_000);
    };
    const connect = async () => {
      const c = new pg.Client({ ...config, statement_timeout: 0 });
      let up = false;
      const lost = (err?: Error) => {
        if (current !== c) return;
        current = null;
        void c.end().catch(() => undefined);
        if (up && !stopped) {
          log.warn({ err, channel }, 'the database connection that listens for changes dropped: reconnecting');
          onState?.(false);
        }
        schedule();
      };
      c.on('error', lost);
      c.on('end', () => lost());
      c.on('notification', (n) => {
        if (n.channel === channel) onNotify(n.payload ?? '');
      });
      current = c;
      try {
        await c.connect();
        await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
        if (stopped || current !== c) return void c.end().catch(() => undefined);
        up = true;
        onState?.(true);
      } catch {
        lost();
      }
    };
    await connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = current;
      current = null;
      await c?.end().catch(() => undefined);
    };
  };
}

/**
 * A pool sized for the load, every statement bounded in time, and the report service's lists in a
 * lane of their own that leaves connections free, so that no slow list starves the other calls.
 * A connection that PostgreSQL ends (a restart, a failover, pg_terminate_backend, an idle timeout)
 * is logged and replaced, never fatal: the pool and every connection have an error listener.
 */
export async function openPostgres(connectionString: string, options: DbOptions = {}): Promise<Db & { kind: DbKind }> {
  const max = options.poolSize ?? 20;
  const log = options.log ?? quiet;
  const config = poolConfig(connectionString, options);
  const pool = new pg.Pool(config);
  pool.on('error', (err) =>
    log.warn({ err: err.message, code: (err as { code?: string }).code }, 'an idle database connection was closed'),
  );
  // A connection in use has no pool listener: its failure reaches the query, never the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // A refusal at start (not accepting connections yet, a wrong password, no such database) is a
  // database that is not there: the server waits for it (server.ts) rather than exit.
  try {
    await pool.query('SELECT 1');
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw isDatabaseUnavailable(e) ? e : new DatabaseUnreachable(e);
  }
  const report = Math.max(1, Math.min(max - 4, options.reportConcurrency ?? 4));
  // Downloads (each a COPY that lasts as long as its client reads) in a lane of their own: at most
  // half as many as the lists, and never the lists' slots.
  const lanes: Lanes = { report: lane(report), download: lane(Math.max(1, Math.floor(report / 2))) };
  return {
    ...wrap(pool, pool, lanes),
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: listener(config, log),
  };
}
