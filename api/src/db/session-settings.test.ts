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

// The prepared reads are the pg pool's (postgres-db.ts): without TEST_DATABASE_URL they are skipped, and the report says so.
(postgres ? describe : describe.skip)('prepared reads on PostgreSQL (TEST_DATABASE_URL)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await postgres!.open();
  });
  afterAll(() => postgres!.close(db));

  it('prepares a read with parameters once per connection, keeps at most PREPARED_PER_CONNECTION, and answers the same after one is deallocated', async () => {
    const { PREPARED_PER_CONNECTION } = await import('./postgres-db');
    const read = (i: number) => db.query<{ n: number; v: string }>(`SELECT ${i} AS n, $1::text AS v`, [`value ${i}`]);
    const prepared = async () =>
      Number((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'fcs_%'"))[0]!.n);
    // One connection at a time: the pool hands back the connection just released.
    expect(await read(1)).toEqual([{ n: 1, v: 'value 1' }]);
    expect(await read(1)).toEqual([{ n: 1, v: 'value 1' }]);
    const once = await prepared();
    expect(once).toBeGreaterThanOrEqual(1);
    for (let i = 2; i <= PREPARED_PER_CONNECTION + 30; i++) expect(await read(i)).toEqual([{ n: i, v: `value ${i}` }]);
    expect(await prepared()).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
    // The first ones were deallocated: they are prepared again, and answer alike.
    expect(await read(1)).toEqual([{ n: 1, v: 'value 1' }]);
    expect(await read(2)).toEqual([{ n: 2, v: 'value 2' }]);
  });

  it('reports a bad statement as the database error it is, and the connection goes on', async () => {
    await expect(db.query('SELECT $1::int AS n', ['not a number'])).rejects.toThrow(/invalid input syntax/);
    await expect(db.query('SELEC $1', [1])).rejects.toThrow(/syntax error/);
    expect(await db.query<{ n: number }>('SELECT $1::int AS n', [7])).toEqual([{ n: 7 }]);
  });
});
