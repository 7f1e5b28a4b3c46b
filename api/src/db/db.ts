import type { Readable } from 'node:stream';

/**
 * The api's one view of the database. Two implementations run the same SQL: PGlite (embedded,
 * file-backed or in memory) and a `pg` Pool (PostgreSQL). Parameters are always positional ($1...).
 */
/**
 * How one query runs: `signal` cancels it (the client went away); `lane: 'report'` queues it behind
 * the other lists; `lane: 'download'` behind the other downloads (a COPY holds its slot as long as
 * its client reads, so downloads never take the lists' slots).
 */
export interface QueryOptions {
  signal?: AbortSignal;
  lane?: 'report' | 'download';
}

export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs fn in one transaction: everything or nothing. Nested calls join the outer transaction. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Several statements at once, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * PostgreSQL only: `COPY (select) TO STDOUT ...` as a stream of its bytes, on a connection of its
   * own held (in its lane when asked) until the stream ends, fails or is destroyed; the
   * signal, or destroying the stream, cancels the COPY. No parameters: COPY takes none.
   */
  copyOut?(sql: string, options?: QueryOptions & { timeoutMs?: number }): Promise<Readable>;
  /** PostgreSQL only: the pool's connections (open, idle) and the calls waiting for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL only: `onNotify` for each NOTIFY on `channel`, on a connection of its own that is
   * made again whenever it drops. `onState(false)` when it drops (notifications may be missed until
   * `onState(true)`). Answers the function that stops listening.
   */
  listen?(channel: string, onNotify: (payload: string) => void, onState?: (listening: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where the api logs what the database does behind a call (a dropped connection). */
export interface DbLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * A new connection could not be had: the server refused it (whatever it answered: 55000 not
 * accepting connections, 53300 too many, 57P03 starting up, 28P01 a rotated password, 3D000 no such
 * database), the network did, or it did not answer within the connect timeout. No statement of the
 * call ran on it, so nothing was written: it answers 503 and may be sent to another replica.
 */
export class DatabaseUnreachable extends Error {
  readonly code: string | undefined;
  constructor(cause: unknown) {
    const code = (cause as { code?: unknown } | null)?.code;
    super(`The database refused or did not answer a new connection: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'DatabaseUnreachable';
    this.code = typeof code === 'string' ? code : undefined;
  }
  /** The server refused the credentials (a password rotated before the api's DATABASE_URL was). */
  get credentialsRefused(): boolean {
    return this.code === '28P01' || this.code === '28000';
  }
}

/**
 * The connection went away while a COMMIT (or a write outside a transaction) was on its way: it may
 * have been applied or not. Answered 502, never 503: a load balancer must not send it again
 * (an Idempotency-Key lets the client ask again safely: its first answer is kept in the same commit).
 */
export class CommitUnknown extends Error {
  readonly code: string | undefined;
  constructor(cause: unknown) {
    super(`The database connection was lost before the commit was confirmed: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'CommitUnknown';
    const code = (cause as { code?: unknown } | null)?.code;
    this.code = typeof code === 'string' ? code : undefined;
  }
}

/**
 * PostgreSQL's answers and the driver's errors that mean "the database is not there now", on a
 * connection that was in use: it was ended (57P01 admin shutdown, 57P02 crash, 57P03 starting or
 * stopping, 57P04 database dropped), any connection exception (class 08), or the network went away.
 * With DatabaseUnreachable (a connect that failed, whatever the reason) a call that meets one answers
 * 503 (plugins/errors), unless a COMMIT's outcome is unknown (CommitUnknown, 502).
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended|connection is closed/i;

export function isDatabaseUnavailable(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  if (e instanceof DatabaseUnreachable || e instanceof CommitUnknown) return true;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (e instanceof AggregateError) return e.errors.some(isDatabaseUnavailable);
  return e instanceof Error && UNAVAILABLE_MESSAGES.test(e.message);
}

/**
 * The server ended the statement before it could finish (so it wrote nothing): safe to try once
 * more on a fresh connection. A connect that failed is not tried again: the call answers 503 within
 * the connect timeout, and the load balancer may try another replica.
 */
export function isSafeToRetry(e: unknown): boolean {
  if (e instanceof DatabaseUnreachable) return false;
  const code = (e as { code?: unknown } | null)?.code;
  return code === '57P01' || code === '57P02' || code === '57P03' || code === 'ECONNREFUSED';
}

/**
 * Memoize off: for a page of ten rows joined to users, the planner may put a Memoize node on the
 * join, whose hash table is sized from the estimate for the whole table (a million packages), not
 * the ten rows: allocating it costs 10 to 15 ms on every query, twenty times the page itself
 * (docs/decisions/0007). The lists, counts and searches join by primary key, where a cache of
 * lookups saves nothing that matters.
 *
 * Custom plans always: the api prepares its reads (postgres-db.ts), to parse and rewrite each text
 * once, but a generic plan would ignore the values that decide a good plan (a rare status against
 * the common one, a search pattern), so each run is still planned with its own.
 *
 * No parallel workers: one query takes one core. On the 2-core host, a count of a million rows with
 * two workers held three cores' worth of processes, and GET /me waited behind ten such lists
 * (81–88 ms p95); without them it waits 15–24 ms, and the count itself is faster (100 ms, not 160).
 */
export const SESSION_SETTINGS = {
  enable_memoize: 'off',
  plan_cache_mode: 'force_custom_plan',
  max_parallel_workers_per_gather: '0',
} as const;

export type DbKind = 'pglite' | 'postgres';

export interface DbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | null;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | null;
  /** PostgreSQL: connections in the pool, and the longest a statement may run. */
  poolSize?: number;
  statementTimeoutMs?: number;
  /** How many report-service queries run at once; the others wait (the rest of the pool stays free). */
  reportConcurrency?: number;
  /** PostgreSQL: the longest to wait for a new connection before the call answers 503. */
  connectTimeoutMs?: number;
  log?: DbLog;
}

export async function openDb(options: DbOptions): Promise<Db & { kind: DbKind }> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres-db');
    return openPostgres(options.databaseUrl, options);
  }
  const { openPglite } = await import('./pglite-db');
  return openPglite(options.dataDir ?? null);
}
