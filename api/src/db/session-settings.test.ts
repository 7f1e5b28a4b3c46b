import { throwawayPostgres } from '../test-support/throwaway-postgres';
import { openDb, SESSION_SETTINGS, type Db } from './db';

const postgres = throwawayPostgres();

/** Every connection the api reads through, not only the first: five queries at once take five of the pool's. */
async function settingsOfEachConnection(db: Db, name: string): Promise<string[]> {
  const rows = await Promise.all(
    Array.from({ length: 5 }, () => db.query<{ value: string }>('SELECT current_setting($1) AS value, pg_sleep(0.05)', [name])),
  );
  return rows.map((r) => r[0]!.value);
}

describe.each([['PGlite'], ...(postgres ? [['PostgreSQL']] : [])])('the session settings on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = kind === 'PGlite' ? await openDb({}) : await postgres!.open();
  });
  afterAll(() => (kind === 'PGlite' ? db.close() : postgres!.close(db)));

  it('turns Memoize off on every connection, so that a page of ten rows never pays for a hash table sized for a million', async () => {
    expect(SESSION_SETTINGS.enable_memoize).toBe('off');
    for (const [name, value] of Object.entries(SESSION_SETTINGS))
      expect(await settingsOfEachConnection(db, name)).toEqual(Array(5).fill(value));
  });

  it('keeps them inside a transaction', async () => {
    const inside = await db.tx((t) => t.query<{ value: string }>("SELECT current_setting('enable_memoize') AS value"));
    expect(inside[0]!.value).toBe('off');
  });
});
