import pg from 'pg';

/** A throwaway PostgreSQL database on `base`'s server for one suite: its URL, and `drop` for afterwards. */
export async function throwawayDatabase(base: string) {
  const name = `fcs_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const at = new URL(base);
  at.pathname = `/${name}`;
  return {
    url: at.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
