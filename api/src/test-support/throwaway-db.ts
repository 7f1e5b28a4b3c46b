import pg from 'pg';

/**
 * A throwaway PostgreSQL database on `base`'s server for one suite: its URL, and `drop` for
 * afterwards. Empty, or `seeded`: a copy of the run's migrated and seeded template when the global
 * setup made one (FCS_TEST_PG_TEMPLATE, make-templates.ts), which the suite's createTestApp then
 * neither migrates nor seeds again.
 */
export async function throwawayDatabase(base: string, { seeded = false }: { seeded?: boolean } = {}) {
  const name = `fcs_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const template = seeded ? process.env.FCS_TEST_PG_TEMPLATE : undefined;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
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
