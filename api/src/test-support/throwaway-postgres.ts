import { openDb, type Db } from '../db/db';
import { throwawayDatabase } from './throwaway-db';

/**
 * A throwaway PostgreSQL database on TEST_DATABASE_URL's server for one test file, opened as the
 * api opens its database and dropped afterwards; null when TEST_DATABASE_URL is not set (those
 * suites are skipped).
 */
export function throwawayPostgres(): {
  open: () => Promise<Db>;
  /** Another pool on the same database (a second api replica); closed by its user. */
  openAnother: () => Promise<Db>;
  close: (db: Db) => Promise<void>;
} | null {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  let made: Awaited<ReturnType<typeof throwawayDatabase>> | null = null;
  return {
    async open() {
      made = await throwawayDatabase(url);
      return openDb({ databaseUrl: made.url });
    },
    openAnother: () => openDb({ databaseUrl: made!.url }),
    async close(db) {
      await db.close();
      await made?.drop();
    },
  };
}
