import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import type { Db } from './db';

export interface Migration {
  id: string;
  sql: string;
}

/** The migration files NNN-name.sql, in order. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ id: f.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, f), 'utf8') }));
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in one transaction. The advisory
 * lock keeps replicas that start together from applying the same migration twice.
 */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  return db.tx(async (t) => {
    await t.query('SELECT pg_advisory_xact_lock(727001)');
    // Building an index over a million rows may take longer than a request's statement timeout.
    await t.exec('SET LOCAL statement_timeout = 0');
    await t.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await t.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await t.exec(m.sql);
      await t.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
      applied.push(m.id);
    }
    return applied;
  });
}
