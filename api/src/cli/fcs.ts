/**
 * `pnpm fcs …` at the repository root (scripts/fcs.mjs), `node dist/fcs.js …` where the api is
 * deployed (issue 32): the operator's commands against the api's database (DATABASE_URL, or the
 * PGlite under DATA_DIR when it is unset; migrated first).
 *
 *   fcs staff add --phone <E.164> --name "<name>" --privileges <codes>
 *   fcs staff list
 *   fcs staff disable --phone <E.164>
 *   fcs import <customers|addresses|packages> <file.csv> [--dry-run]
 *   fcs photos clean
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { auditedDb } from '../audit/audited-db';
import { loadConfig } from '../config';
import { openDb } from '../db/db';
import { migrate } from '../db/migrate';
import { FirebaseIdentity } from '../identity/firebase-identity';
import { watchUserWrites } from '../identity/caches';
import { CliError, consoleOutput } from './cli-output';
import { importCommand } from './import-command';
import { photosCommand } from './photos-command';
import { photoStorageFromConfig } from '../files/photo-storage-from-config';
import { staffCommand } from './staff-command';

const USAGE = `Usage:
  pnpm fcs staff add --phone <E.164> --name "<name>" --privileges <comma-separated codes>
  pnpm fcs staff list
  pnpm fcs staff disable --phone <E.164>
  pnpm fcs import <customers|addresses|packages> <file.csv> [--dry-run]
  pnpm fcs photos clean     re-encode the photos stored before uploads were (metadata removed, at most 2,048 px)`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        phone: { type: 'string' },
        name: { type: 'string' },
        privileges: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    consoleOutput.error(`${(e as Error).message}\n${USAGE}`);
    return 1;
  }
  const [command, sub, file] = parsed.positionals;
  if (parsed.values.help || !command || !['staff', 'import', 'photos'].includes(command)) {
    (parsed.values.help ? consoleOutput.line : consoleOutput.error)(USAGE);
    return parsed.values.help ? 0 : 1;
  }
  const config = loadConfig();
  const raw = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    connectTimeoutMs: config.connectTimeoutMs,
  });
  // A write to users tells the running api replicas at once (PostgreSQL NOTIFY): a disabled staff
  // member is refused on their very next call.
  const db = auditedDb(watchUserWrites(raw, () => undefined));
  try {
    const applied = await migrate(raw);
    if (applied.length) consoleOutput.line(`Migrations applied: ${applied.join(', ')}`);
    if (command === 'staff') {
      const real = config.authEmulatorHost || process.env.GOOGLE_APPLICATION_CREDENTIALS;
      const identity = real ? new FirebaseIdentity({ projectId: config.projectId, emulatorHost: config.authEmulatorHost }) : null;
      await staffCommand(sub, parsed.values, { db, out: consoleOutput, identity });
    } else if (command === 'photos') await photosCommand(sub, { storage: await photoStorageFromConfig(config, raw), out: consoleOutput });
    else await importCommand(sub, file, { dryRun: parsed.values['dry-run'] ?? false }, { db, out: consoleOutput });
    return 0;
  } catch (e) {
    if (e instanceof CliError) {
      consoleOutput.error(e.message);
      return 1;
    }
    throw e;
  } finally {
    await raw.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
