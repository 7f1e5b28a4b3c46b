import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { throwawayPostgres } from '../test-support/throwaway-postgres';
import { zonesRepository } from './zones-repository';

/**
 * Decision 0004: the zones lock makes "check no other zone holds the zip, then write" atomic, so two
 * admins on two connections never give one zip to two zones. Only PostgreSQL has two connections.
 */
const pg = throwawayPostgres();
(pg ? describe : describe.skip)('the zones lock on PostgreSQL (TEST_DATABASE_URL)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await pg!.open();
    await migrate(db);
  }, 60_000);
  afterAll(() => pg!.close(db), 60_000);

  it('lets only one of two concurrent zone writes take a zip', async () => {
    const zones = zonesRepository(db);
    const pause = () => new Promise((r) => setTimeout(r, 150));
    // The route's order: lock, check the holders, then write; the pause keeps the other one waiting in between.
    const make = (name: string) =>
      db.tx(async (t) => {
        await zones.lockZones(t);
        if ((await zones.holdersOf(['10007'], null, t)).length > 0) return 'refused';
        await pause();
        await zones.insertZone(t, { name, zip_codes: ['10007'] });
        return 'made';
      });
    const answers = await Promise.all([make('Race A'), make('Race B')]);
    expect(answers.sort()).toEqual(['made', 'refused']);
    expect(await zones.holdersOf(['10007'], null)).toHaveLength(1);
  });
});
