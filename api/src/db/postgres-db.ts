import pg from 'pg';
import type { Db, DbKind } from './db';

// bigint (count(*), sequences) as a number, numeric as a number: the api's amounts and counts fit.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

type Client = pg.Pool | pg.PoolClient;

function wrap(client: Client, pool: pg.Pool | null): Db {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await client.query(sql, params as unknown[]);
      return res.rows as T[];
    },
    async tx<T>(fn: (db: Db) => Promise<T>) {
      if (!pool) return fn(wrap(client, null));
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(wrap(conn, null));
        await conn.query('COMMIT');
        return result;
      } catch (e) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        conn.release();
      }
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async close() {
      if (pool) await pool.end();
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Db & { kind: DbKind }> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('SELECT 1');
  return { ...wrap(pool, pool), kind: 'postgres' };
}
