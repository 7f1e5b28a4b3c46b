import type { ImportError, ImportProgress } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import type { CsvRow } from './csv-file';

/** A checked row of a file: its line and its values as the contract's row schema made them. */
export interface CheckedRow<R> {
  line: number;
  row: R;
}

/**
 * What a file would do, worked out against the database in the import's transaction: the counts,
 * the rows' errors, and the writes (run only when there is no error and it is not a dry run).
 */
export interface ImportPlan {
  created: number;
  updated: number;
  unchanged: number;
  errors: ImportError[];
  write(progress: (done: number) => void): Promise<void>;
}

/** One kind of import: its rows checked against the database, and its writes. */
export type Planner<R> = (t: Db, rows: CheckedRow<R>[], context: { actorId: string | null }) => Promise<ImportPlan>;

export type ProgressListener = (progress: ImportProgress) => void;

/** Rows written per statement: large enough that 100,000 packages take a few dozen statements. */
export const CHUNK = 5_000;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The cells of a row as the schema takes them. */
export const cellsOf = (row: CsvRow) => row.cells;
