// Run once per jest run by the global setup (node --import tsx): the migrated databases that the
// test files start from, so that migrations and the demo seed run once, not once per test file.
//   PGlite: a dump of the data directory, migrated (migrated.tar) and migrated and seeded (seeded.tar),
//   loaded by each test file's in-memory database (test-app.ts).
//   PostgreSQL (TEST_DATABASE_URL): a database migrated and seeded, which throwawayDatabase clones
//   with CREATE DATABASE ... TEMPLATE. Prints its name.
//   make-templates.ts <dir> [<postgres template name>]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDb, type Db } from '../db/db';
import { openPglite } from '../db/pglite-db';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed/seed';

const [dir, postgresName] = process.argv.slice(2);
if (!dir) throw new Error('make-templates.ts <dir> [<postgres template name>]');

async function pgliteTemplate(): Promise<void> {
  const db = await openPglite(null);
  await migrate(db);
  writeFileSync(path.join(dir!, 'migrated.tar'), Buffer.from(await (await db.dump()).arrayBuffer()));
  await seed(db);
  writeFileSync(path.join(dir!, 'seeded.tar'), Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
}

async function postgresTemplate(base: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const at = new URL(base);
  at.pathname = `/${name}`;
  const db: Db = await openDb({ databaseUrl: at.toString() });
  await migrate(db);
  await seed(db);
  await db.close();
}

const url = process.env.TEST_DATABASE_URL;
await Promise.all([pgliteTemplate(), url && postgresName ? postgresTemplate(url, postgresName) : null]);
