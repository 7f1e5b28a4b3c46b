/**
 * The api's one view of the database. Two implementations run the same SQL: PGlite (embedded,
 * file-backed or in memory) and a `pg` Pool (PostgreSQL). Parameters are always positional ($1...).
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs fn in one transaction: everything or nothing. Nested calls join the outer transaction. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Several statements at once, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export type DbKind = 'pglite' | 'postgres';

export interface DbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | null;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | null;
}

export async function openDb(options: DbOptions): Promise<Db & { kind: DbKind }> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres-db');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite-db');
  return openPglite(options.dataDir ?? null);
}
