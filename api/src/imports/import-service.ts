import { IMPORT_MAX_ERRORS, IMPORT_ROW_SCHEMAS, type ImportError, type ImportKind, type ImportResult } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { planAddresses } from './addresses-import';
import { readCsv } from './csv-file';
import { planCustomers } from './customers-import';
import type { CheckedRow, Planner, ProgressListener } from './import-plan';
import { planPackages } from './packages-import';

const PLANNERS: Record<ImportKind, Planner<never>> = {
  customers: planCustomers as Planner<never>,
  addresses: planAddresses as Planner<never>,
  packages: planPackages as Planner<never>,
};

/** Imports of one database run one at a time: two files naming the same person or package never both pass their checks. */
const IMPORT_LOCK = 727003;

export interface ImportOptions {
  dryRun: boolean;
  /** users.id of who imports (the history's "changed by"); null for the command line. */
  actorId: string | null;
  onProgress?: ProgressListener;
}

/**
 * One import (issue 32), the api's for the endpoint and the command line alike: the file read
 * (csv-file.ts: a bad file is a 400), each row checked with the contract's schema, then against the
 * database in one transaction, and written in that transaction only when no row has an error and
 * it is not a dry run: all or nothing per file. Run again, the same file changes nothing.
 */
export async function runImport(db: Db, kind: ImportKind, bytes: Uint8Array, options: ImportOptions): Promise<ImportResult> {
  const progress = options.onProgress ?? (() => undefined);
  const { rows } = readCsv(kind, bytes);
  const total = rows.length;
  progress({ phase: 'reading', done: total, total });

  const schema = IMPORT_ROW_SCHEMAS[kind];
  const errors: ImportError[] = [];
  const checked: CheckedRow<unknown>[] = [];
  for (const [i, row] of rows.entries()) {
    if (row.problem) errors.push({ row: row.line, column: '', message: row.problem });
    else {
      const result = schema.safeParse(row.cells);
      if (result.success) checked.push({ line: row.line, row: result.data });
      else {
        // One message per column, the first the schema gives.
        const seen = new Set<string>();
        for (const issue of result.error.issues) {
          const column = String(issue.path[0] ?? '');
          if (seen.has(column)) continue;
          seen.add(column);
          errors.push({ row: row.line, column, message: issue.message });
        }
      }
    }
    if ((i + 1) % 5_000 === 0) progress({ phase: 'checking', done: i + 1, total });
  }

  return db.tx(async (t) => {
    await t.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
    const plan = await PLANNERS[kind](t, checked as CheckedRow<never>[], { actorId: options.actorId });
    progress({ phase: 'checking', done: total, total });
    const all = [...errors, ...plan.errors].sort((a, b) => a.row - b.row);
    const result: ImportResult = {
      rows: total,
      created: plan.created,
      updated: plan.updated,
      unchanged: plan.unchanged,
      errors: all.slice(0, IMPORT_MAX_ERRORS),
      ...(all.length > IMPORT_MAX_ERRORS ? { error_count: all.length } : {}),
    };
    if (all.length > 0 || options.dryRun) return result;
    const writes = plan.created + plan.updated;
    progress({ phase: 'writing', done: 0, total: writes });
    await plan.write((done) => progress({ phase: 'writing', done: Math.min(done, writes), total: writes }));
    return result;
  });
}
