import type { Db } from './db';
import { requestScopedDb } from './request-tx';

/**
 * The call's transaction: plain reads before its first write stay on the pool; a lock, a write or a
 * repository's `tx` begins it; each `tx` is a savepoint (all or nothing on its own); the end commits
 * or rolls back, and what follows runs outside it.
 */
function fakeDb() {
  const log: string[] = [];
  const ends: string[] = [];
  const on = (where: string): Db =>
    ({
      query: async (sql: string) => (log.push(`${where}: ${sql}`), []),
      tx: async (fn: (t: Db) => Promise<unknown>) => fn(on(where)),
      exec: async () => undefined,
      close: async () => undefined,
    }) as unknown as Db;
  const base = on('pool');
  base.tx = async <T>(fn: (t: Db) => Promise<T>) => {
    log.push('BEGIN');
    try {
      const r = await fn(on('tx'));
      ends.push('COMMIT');
      return r;
    } catch (e) {
      ends.push('ROLLBACK');
      throw e;
    }
  };
  return { base, log, ends };
}

describe('the request transaction', () => {
  it('keeps reads on the pool until the first write, then runs everything in one transaction', async () => {
    const { base, log, ends } = fakeDb();
    const scoped = requestScopedDb(base);
    const rtx = scoped.begin();
    await scoped.run(rtx, async () => {
      await scoped.db.query('SELECT 1');
      await scoped.db.query('SELECT id FROM pickups WHERE id = $1 FOR UPDATE', ['x']);
      await scoped.db.query('SELECT 2');
      await scoped.db.query('INSERT INTO t VALUES (1)');
    });
    await rtx.finish(true);
    expect(log).toEqual([
      'pool: SELECT 1',
      'BEGIN',
      'tx: SELECT id FROM pickups WHERE id = $1 FOR UPDATE',
      'tx: SELECT 2',
      'tx: INSERT INTO t VALUES (1)',
    ]);
    expect(ends).toEqual(['COMMIT']);
    // Afterwards (the call answered), a statement of work it started runs on the pool.
    await scoped.run(rtx, () => scoped.db.query('INSERT INTO t VALUES (2)'));
    expect(log.at(-1)).toBe('pool: INSERT INTO t VALUES (2)');
  });

  it('makes each tx a savepoint: a failed one is undone alone, and the call may still commit', async () => {
    const { base, log, ends } = fakeDb();
    const scoped = requestScopedDb(base);
    const rtx = scoped.begin();
    await scoped.run(rtx, async () => {
      await scoped.db.tx((t) => t.query('UPDATE a SET n = 1'));
      await expect(
        scoped.db.tx(async (t) => {
          await t.query('UPDATE b SET n = 1');
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
    });
    await rtx.finish(true);
    const steps = log.map((l) => l.replace(/fcs_sp_\d+/, 'sp'));
    expect(steps).toEqual([
      'BEGIN',
      'tx: SAVEPOINT sp',
      'tx: UPDATE a SET n = 1',
      'tx: RELEASE SAVEPOINT sp',
      'tx: SAVEPOINT sp',
      'tx: UPDATE b SET n = 1',
      'tx: ROLLBACK TO SAVEPOINT sp',
    ]);
    expect(ends).toEqual(['COMMIT']);
  });

  it('rolls back when told, and begins nothing for a call that only read', async () => {
    const { base, log, ends } = fakeDb();
    const scoped = requestScopedDb(base);
    const written = scoped.begin();
    await scoped.run(written, () => scoped.db.query('DELETE FROM t'));
    await written.finish(false);
    expect(ends).toEqual(['ROLLBACK']);
    const read = scoped.begin();
    await scoped.run(read, () => scoped.db.query('SELECT 1'));
    await read.finish(true);
    expect(log.filter((l) => l === 'BEGIN')).toHaveLength(1);
    expect(read.started).toBe(false);
  });

  it('is made once per database: what the server made its photo storage on is what the app uses', () => {
    const { base } = fakeDb();
    const scope = requestScopedDb(base);
    expect(requestScopedDb(scope.db)).toBe(scope);
    expect(requestScopedDb(base)).not.toBe(scope);
  });
});
