import * as contract from '@fcs/shared/contract';
import type { EntityDef, FieldDef } from '@fcs/shared/contract';
import { throwawayPostgres } from '../test-support/throwaway-postgres';
import { openDb, type Db } from './db';
import { migrate } from './migrate';

/** Every entity of the contract that the api reads from one view or table. */
const isEntity = (v: unknown): v is EntityDef =>
  typeof v === 'object' && v !== null && 'fields' in v && typeof (v as EntityDef).source === 'string';
const ENTITIES = (Object.entries(contract) as [string, unknown][]).filter((e): e is [string, EntityDef] => isEntity(e[1]));

/** The SQL types a field of each type may be read from. */
function accepts(f: FieldDef, dataType: string): boolean {
  if (f.uuid) return dataType === 'uuid';
  switch (f.type) {
    case 'string':
    case 'time':
      return ['text', 'character varying'].includes(dataType);
    case 'date':
      return f.day ? dataType === 'text' : dataType === 'timestamp with time zone';
    case 'int':
      return ['integer', 'bigint', 'smallint'].includes(dataType);
    case 'float':
      return ['numeric', 'double precision', 'real', 'integer', 'bigint'].includes(dataType);
    case 'bool':
      return dataType === 'boolean';
    case 'object':
      return ['jsonb', 'json', 'ARRAY'].includes(dataType);
  }
}

/** One shape per entity: each field of the contract is a column of the view it is read from, of a type it can be read as. */
function entitiesSuite(open: () => Promise<Db>, close: (db: Db) => Promise<void>) {
  let db: Db;
  beforeAll(async () => {
    db = await open();
    await migrate(db);
  });
  afterAll(() => close(db));

  it('reads at least the report objects and the people from views and tables', () => {
    expect(ENTITIES.map(([name]) => name)).toEqual(expect.arrayContaining(['PACKAGE', 'PICKUP', 'DROPOFF', 'INVOICE', 'USER', 'ADDRESS']));
  });

  it.each(ENTITIES)('%s: every field is a column of its source with a matching type', async (_name, def) => {
    const columns = await db.query<{ column_name: string; data_type: string }>(
      'SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
      [def.source],
    );
    const types = new Map(columns.map((c) => [c.column_name, c.data_type]));
    for (const [field, f] of Object.entries(def.fields)) {
      expect([field, types.has(field)]).toEqual([field, true]);
      expect([field, types.get(field), accepts(f, types.get(field)!)]).toEqual([field, types.get(field), true]);
    }
  });
}

describe('entities against PGlite', () => {
  entitiesSuite(
    () => openDb({}),
    (db) => db.close(),
  );
});

const postgres = throwawayPostgres();
if (postgres) {
  describe('entities against PostgreSQL (TEST_DATABASE_URL)', () => {
    entitiesSuite(postgres.open, postgres.close);
  });
} else {
  describe.skip('entities against PostgreSQL (TEST_DATABASE_URL)', () => undefined);
}
