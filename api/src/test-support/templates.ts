import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/db';
import { openPglite } from '../db/pglite-db';

/**
 * An in-memory PGlite for one test file, started from the run's template (make-templates.ts, made
 * by the global setup: FCS_TEST_TEMPLATES) when there is one, otherwise empty.
 */
export async function openTestPglite(template: 'migrated' | 'seeded'): Promise<Db> {
  const dir = process.env.FCS_TEST_TEMPLATES;
  const file = dir && path.join(dir, `${template}.tar`);
  return openPglite(null, file && existsSync(file) ? { from: new Blob([readFileSync(file)]) } : {});
}
