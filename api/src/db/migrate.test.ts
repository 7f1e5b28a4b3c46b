import { openDb, type Db } from './db';
import { throwawayPostgres } from '../test-support/throwaway-postgres';
import { loadMigrations, migrate } from './migrate';

const TABLES = [
  'users',
  'delivery_addresses',
  'packages',
  'package_status_history',
  'invoices',
  'invoice_lines',
  'zones',
  'pickup_dates',
  'pickup_date_zones',
  'pickups',
  'dropoffs',
  'report_templates',
  'email_formats',
  'notification_outbox',
  'sms_messages',
  'sms_rates',
  'settings',
];

/** The same checks on PGlite and on PostgreSQL: the migrations and the schema's rules. */
function schemaSuite(open: () => Promise<Db>, close: (db: Db) => Promise<void>) {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => close(db));

  it('applies every migration once, in order, and nothing the second time', async () => {
    expect(await migrate(db)).toEqual(loadMigrations().map((m) => m.id));
    expect(await migrate(db)).toEqual([]);
    const tables = await db.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()',
    );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining([...TABLES, 'schema_migrations', 'package_rows', 'sms_months']));
  });

  it('numbers users FCS00001, FCS00002 and keeps phone numbers unique', async () => {
    const [a] = await db.query<{ id: string; fcs_id: string }>(
      "INSERT INTO users (user_name, phone_number, status) VALUES ('A', '+15551230001', 'joined') RETURNING id, fcs_id",
    );
    const [b] = await db.query<{ fcs_id: string }>(
      "INSERT INTO users (user_name, phone_number) VALUES ('B', '+15551230002') RETURNING fcs_id",
    );
    expect([a!.fcs_id, b!.fcs_id]).toEqual(['FCS00001', 'FCS00002']);
    await expect(db.query("INSERT INTO users (user_name, phone_number) VALUES ('C', '+15551230001')")).rejects.toThrow();
    await expect(db.query("INSERT INTO users (user_name, status) VALUES ('D', 'vip')")).rejects.toThrow();
  });

  it('lets the numbers grow past their padding: FCS99999, then FCS100000', async () => {
    await db.query("SELECT setval('fcs_id_seq', 99998)");
    const ids = [];
    for (const n of [1, 2]) {
      const [row] = await db.query<{ fcs_id: string }>(
        `INSERT INTO users (user_name, phone_number) VALUES ('Grow', '+1555129000${n}') RETURNING fcs_id`,
      );
      ids.push(row!.fcs_id);
    }
    expect(ids).toEqual(['FCS99999', 'FCS100000']);
    expect((await db.query<{ n: string }>('SELECT padded_number(1234567, 6) AS n'))[0]!.n).toBe('1234567');
    expect((await db.query<{ n: string }>('SELECT padded_number(42, 6) AS n'))[0]!.n).toBe('000042');
  });

  it('allows one default address per user', async () => {
    const [u] = await db.query<{ id: string }>("SELECT id FROM users WHERE fcs_id = 'FCS00001'");
    const insert = (isDefault: boolean) =>
      db.query(
        `INSERT INTO delivery_addresses (user_id, full_name, phone_number, country, address_line1, city, state, zip_code, is_default)
         VALUES ($1, 'A', '+15551230001', 'United States', '1 Main St', 'Edison', 'NJ', '08817', $2)`,
        [u!.id, isDefault],
      );
    await insert(true);
    await insert(false);
    await expect(insert(true)).rejects.toThrow();
  });

  it('derives received_date and all_status from the status history', async () => {
    const [p] = await db.query<{ id: string }>(
      "INSERT INTO packages (tracking_id, status) VALUES ('1ZTEST0000000001', 'processed') RETURNING id",
    );
    await db.query(
      "INSERT INTO package_status_history (package_id, status, date) VALUES ($1, 'received', '2024-03-01T10:00:00Z'), ($1, 'processed', '2024-03-02T10:00:00Z')",
      [p!.id],
    );
    const [row] = await db.query<{ received_date: Date; all_status: { status: string }[] }>(
      'SELECT received_date, all_status FROM package_rows WHERE id = $1',
      [p!.id],
    );
    expect(new Date(row!.received_date).toISOString()).toBe('2024-03-01T10:00:00.000Z');
    expect(row!.all_status.map((s) => s.status)).toEqual(['received', 'processed']);
    await expect(db.query("UPDATE packages SET status = 'lost' WHERE id = $1", [p!.id])).rejects.toThrow();
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      db.tx(async (t) => {
        await t.query("INSERT INTO zones (name, zip_codes) VALUES ('Rollback zone', '{08817}')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query("SELECT 1 FROM zones WHERE name = 'Rollback zone'")).toEqual([]);
  });

  it('uses trigram indexes for tracking search', async () => {
    const [idx] = await db.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE indexname = 'packages_tracking_id_trgm'");
    expect(idx!.indexdef).toContain('gin_trgm_ops');
    const [row] = await db.query<{ sim: number }>("SELECT similarity('1Z999AA10123456784', '1Z999AA1012345678') AS sim");
    expect(row!.sim).toBeGreaterThan(0.5);
  });
}

describe('migrations on PGlite', () => {
  schemaSuite(
    () => openDb({}),
    (db) => db.close(),
  );
});

const postgres = throwawayPostgres();
if (postgres) {
  describe('migrations on PostgreSQL (TEST_DATABASE_URL)', () => {
    schemaSuite(postgres.open, postgres.close);
  });
} else {
  describe.skip('migrations on PostgreSQL (TEST_DATABASE_URL)', () => undefined);
}
