import { canReadRow, READ_RULES, readScope, redactRow, type ReadScope, type ReadView, type ReportTable } from '@fcs/shared/contract';
import type { Principal } from '@fcs/shared/contract';
import { forbidden, notFound } from './http-error';

/** The caller's rows of a table (optionally one view of them); 403 with the table's refusal when none. */
export function scopeOf(who: Principal, table: ReportTable, view?: ReadView): ReadScope {
  const scope = readScope(who, table, view);
  if (!scope) throw forbidden(READ_RULES[table].refusal);
  return scope;
}

/**
 * One row as the caller may see it. A caller who may read none of the table hears why (403); a row
 * that is missing or another person's answers the same 404, so that ids cannot be probed.
 */
export function readable<T extends object>(who: Principal, table: ReportTable, row: T | null, notFoundMessage: string): T {
  scopeOf(who, table);
  if (!row || !canReadRow(who, table, row)) throw notFound(notFoundMessage);
  return row;
}

/** Other people's fields the caller has no right to, as null (the contract's rule). */
export const redact = <T extends object>(who: Principal, table: ReportTable, row: T): T => redactRow(who, table, row);
