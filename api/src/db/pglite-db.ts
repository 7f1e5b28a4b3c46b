import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
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
  const db = wrap(pg, pg);
  return {
    ...db,
    kind: 'pglite',
    dump,
    async close() {
      await db.close();
      unlock();
    },
  };
}

/**
 * PGlite's files belong to one process at a time (two would corrupt them): the api and a command
 * (`pnpm fcs …`) on the same DATA_DIR. The holder's pid is kept beside the folder; a live holder is
 * refused with what to do, a dead one's lock is taken over. Answers the release.
 */
function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir.replace(/\/+$/, '')}.pid`;
  let holder = 0;
  try {
    holder = Number(readFileSync(file, 'utf8').trim()) || 0;
  } catch {
    // no lock
  }
  if (holder && holder !== process.pid && alive(holder))
    throw new Error(
      `The database under ${dataDir} is open in another process (pid ${holder}, the api?): stop it first, or use PostgreSQL (DATABASE_URL), which many processes share.`,
    );
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, String(process.pid));
  const release = () => {
    try {
      if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file, { force: true });
    } catch {
      // gone already
    }
  };
  process.once('exit', release);
  return release;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
