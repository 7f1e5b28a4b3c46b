import { hasPrivilege, type Privilege, type ReportTable } from '@fcs/shared/contract';
import { forbidden } from '../lib/http-error';
import type { ApiPrincipal } from '../plugins/auth';
import type { Params } from '../report/report-sql';

/**
 * Who reads which rows, one rule per table, for the report service and for the single-row reads
 * alike: staff holding one of `staff` (admin, sa and owner pass) read every row; a joined customer
 * reads the rows where one of `ownerColumns` is their users.id; nobody else reads any.
 */
export interface ReadRule {
  staff: readonly Privilege[];
  /** uuid columns naming the customer a row belongs to (any of them makes it theirs). */
  ownerColumns: readonly string[];
  /** What a caller who is neither hears. */
  refusal: string;
}

export const READ_RULES: Record<ReportTable, ReadRule> = {
  packages: {
    staff: ['pkg'],
    ownerColumns: ['user_id', 'sender_id'],
    refusal: 'Only joined customers and staff with the "pkg" privilege can read packages',
  },
  pickups: {
    staff: ['pku', 'col'],
    ownerColumns: ['customer_id'],
    refusal: 'Only joined customers and staff with the "pku" or "col" privilege can read pickups',
  },
  // Issue 4 (drop-offs) owns this rule; a customer's drop-offs are those recorded against their users row.
  dropoffs: {
    staff: ['df'],
    ownerColumns: ['customer_id'],
    refusal: 'Only joined customers and staff with the "df" privilege can read drop-offs',
  },
  invoices: {
    staff: ['inv'],
    ownerColumns: ['user_id'],
    refusal: 'Only joined customers and staff with the "inv" privilege can read invoices',
  },
};

export type ReadScope = { all: true } | { all: false; cid: string };

function isStaffFor(who: ApiPrincipal, rule: ReadRule): boolean {
  return who.loggedIn && rule.staff.some((code) => hasPrivilege(who.privileges, code));
}

/** The caller's scope on a table; 403 with the table's refusal when they may read none of it. */
export function readScope(who: ApiPrincipal, table: ReportTable): ReadScope {
  const rule = READ_RULES[table];
  if (isStaffFor(who, rule)) return { all: true };
  if (who.loggedIn && who.status === 'joined' && who.cid) return { all: false, cid: who.cid };
  throw forbidden(rule.refusal);
}

/** May the caller open this row (its owner columns as read from the database)? */
export function canRead(who: ApiPrincipal, table: ReportTable, row: object): boolean {
  const rule = READ_RULES[table];
  if (isStaffFor(who, rule)) return true;
  if (!who.loggedIn || who.status !== 'joined' || !who.cid) return false;
  return rule.ownerColumns.some((column) => (row as Record<string, unknown>)[column] === who.cid);
}

/** The scope as SQL conditions added to every report query, whatever its filters say. */
export function scopeConditions(table: ReportTable, scope: ReadScope): (p: Params) => string[] {
  if (scope.all) return () => [];
  const columns = READ_RULES[table].ownerColumns;
  return (p) => {
    const cid = p.add(scope.cid);
    return [columns.map((column) => `${column} = ${cid}::uuid`).join(' OR ')];
  };
}
