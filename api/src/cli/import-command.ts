import { readFileSync, statSync } from 'node:fs';
import { COMMAND_LINE_ACTOR, IMPORT_KINDS, IMPORT_MAX_BYTES, IMPORT_MSG, isImportKind, type ImportProgress } from '@fcs/shared/contract';
import { actAs } from '../audit/audit-context';
import type { Db } from '../db/db';
import { runImport } from '../imports/import-service';
import { HttpError } from '../lib/http-error';
import { CliError, type CliOutput } from './cli-output';

/**
 * `pnpm fcs import <kind> <file.csv> [--dry-run]` (issue 32): an operator's migration, through the
 * very import the endpoint runs (imports/import-service.ts: the same checks, one transaction), as
 * "command line" in the audit log, printing its progress and the same errors. Exit code 1 when
 * anything is wrong (nothing is imported then).
 */
export async function importCommand(
  kind: string | undefined,
  file: string | undefined,
  { dryRun }: { dryRun: boolean },
  { db, out }: { db: Db; out: CliOutput },
): Promise<void> {
  if (!kind || !isImportKind(kind) || !file) throw new CliError(`Use: pnpm fcs import <${IMPORT_KINDS.join('|')}> <file.csv> [--dry-run]`);
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new CliError(`There is no file ${file}`);
  }
  if (size > IMPORT_MAX_BYTES) throw new CliError(IMPORT_MSG.tooLarge);
  const bytes = readFileSync(file);
  const started = Date.now();
  let last = '';
  const onProgress = (p: ImportProgress) => {
    const text = `${p.phase} ${p.done.toLocaleString('en-US')} of ${p.total.toLocaleString('en-US')}`;
    if (text !== last) out.line(`  ${text}`);
    last = text;
  };
  try {
    const result = await actAs({ id: null, name: COMMAND_LINE_ACTOR, action: `import ${kind}` }, () =>
      runImport(db, kind, bytes, { dryRun, actorId: null, onProgress }),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const count = result.error_count ?? result.errors.length;
    if (count > 0) {
      for (const e of result.errors) out.error(`line ${e.row}${e.column ? `, ${e.column}` : ''}: ${e.message}`);
      if (result.error_count) out.error(`… and ${(result.error_count - result.errors.length).toLocaleString('en-US')} more`);
      throw new CliError(dryRun ? `Checked ${result.rows} rows in ${seconds} s: ${count} errors` : IMPORT_MSG.failed(count));
    }
    out.line(
      `${dryRun ? IMPORT_MSG.checked(result) : IMPORT_MSG.done(result)} (${result.rows.toLocaleString('en-US')} rows in ${seconds} s)`,
    );
  } catch (e) {
    if (e instanceof HttpError) throw new CliError(e.message);
    throw e;
  }
}
