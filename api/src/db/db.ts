import type { Readable } from 'node:stream';

/**
 * The api's one view of the database. Two implementations run the same SQL: PGlite (embedded,
 * file-backed or in memory) and a `pg` Pool (PostgreSQL). Parameters are always positional ($1...).
 */
/** How one query runs: `signal` cancels it (the client went away); `lane: 'report'` queues it behind the other lists. */
export interface QueryOptions {
  signal?: AbortSignal;
  lane?: 'report';
}

export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs fn in one transaction: everything or nothing. Nested calls join the outer transaction. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Several statements at once, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * PostgreSQL only: `COPY (select) TO STDOUT ...` as a stream of its bytes, on a connection of its
   * own held (in the report lane when asked) until the stream ends, fails or is destroyed; the
   * signal, or destroying the stream, cancels the COPY. No parameters: COPY takes none.
   */
  copyOut?(sql: string, options?: QueryOptions & { timeoutMs?: number }): Promise<Readable>;
  close(): Promise<void>;
}

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
}

export async function openDb(options: DbOptions): Promise<Db & { kind: DbKind }> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres-db');
    return openPostgres(options.databaseUrl, options);
  }
  const { openPglite } = await import('./pglite-db');
  return openPglite(options.dataDir ?? null);
}
