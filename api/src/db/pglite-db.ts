import { mkdirSync } from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SESSION_SETTINGS, type Db, type DbKind } from './db';

type Runner = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(runner: Runner, root: PGlite | null): Db {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await runner.query<T>(sql, params as unknown[]);
      return res.rows;
    },
    async tx<T>(fn: (db: Db) => Promise<T>) {
      // Inside a transaction already: PGlite has one connection, so join it.
      if (!root) return fn(wrap(runner, null));
      return root.transaction((t) => fn(wrap(t, null)));
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
    async close() {
      if (root && !root.closed) await root.close();
    },
  };
}

/**
 * PGlite in `dataDir`, or in memory; `from`: starting from a dump of another's data directory (the
 * tests' migrated template). `dump()` answers this one's data directory as such a dump.
 */
export async function openPglite(
  dataDir: string | null,
  { from }: { from?: Blob } = {},
): Promise<Db & { kind: DbKind; dump: () => Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // numeric as a number, as the pg driver is set up too: both implementations answer alike.
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(from ? { loadDataDir: from } : {}),
    extensions: { pg_trgm },
    parsers: { [types.NUMERIC]: (v: string) => Number(v) },
  });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await pg.query('SELECT set_config($1, $2, false)', [name, value]);
  // A checkpoint first: a dump of a running database starts by recovering from its log, where each
  // sequence is written 32 numbers ahead (the next pickup would be PU000067, not PU000035). Without
  // recycling, the checkpoint deletes the log segments before it instead of keeping them renamed for
  // later: the dump carries one 16 MB segment, not two (the tests' seeded template: 72 → 56 MB).
  const dump = async () => {
    await pg.exec('SET wal_recycle = off; CHECKPOINT');
    return pg.dumpDataDir('none');
  };
  return { ...wrap(pg, pg), kind: 'pglite', dump };
}
