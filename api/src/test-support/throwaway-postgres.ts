import pg from 'pg';
import { openDb, type Db } from '../db/db';

/**
 * A throwaway PostgreSQL database on TEST_DATABASE_URL's server for one test file, dropped
 * afterwards; null when TEST_DATABASE_URL is not set (those suites are skipped).
 */
export function throwawayPostgres(): {
  open: () => Promise<Db>;
  /** Another pool on the database `open` made, as a second api replica would have. */
  openAnother: () => Promise<Db>;
  close: (db: Db) => Promise<void>;
} | null {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const name = `fcs_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    async open() {
      await admin(`CREATE DATABASE ${name}`);
      return openDb({ databaseUrl: u.toString() });
    },
    openAnother: () => openDb({ databaseUrl: u.toString() }),
    async close(db) {
      await db.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
