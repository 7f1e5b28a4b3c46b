import pg from 'pg';

/** A throwaway PostgreSQL database for one suite, dropped after it. */
export async function throwawayDatabase(base: string) {
  const name = `fcs_throwaway_${process.pid}_${Date.now()}`;
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
