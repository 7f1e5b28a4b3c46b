import { hasAnyPrivilege, isAdmin, isSuperAdmin, type Principal, type Privilege } from './access';
import type { ReportTable } from './entities';

/**
 * Who reads which rows, one rule per table, for the report service and the single-row reads alike
 * (spec 1 §6, spec 2 §6, spec 3 §6). The api adds the scope to every query whatever the request
 * says; another person's row answers as one that does not exist.
 */

/**
 * Which rows a list is about: `mine` the signed-in person's own rows as a customer (the "My"
 * screens), `assigned` the rows assigned to them as staff (Collect). Without a view, everything
 * the caller may read.
 */
export const READ_VIEWS = ['mine', 'assigned'] as const;
export type ReadView = (typeof READ_VIEWS)[number];

export interface ReadGrant {
  /** Staff holding any one of these (admin, sa and owner pass); absent: a joined customer. */
  privileges?: readonly Privilege[];
  /** The super-admin only (sa; owner passes, admin does not), as Templates. */
  sa?: boolean;
  /** 'all', or the rows where one of these columns is the caller's users.id. */
  rows: 'all' | readonly string[];
  /** The view this grant serves (a grant without one serves only the unrestricted list). */
  view?: ReadView;
}

export interface ReadRule {
  grants: readonly ReadGrant[];
  /** What a caller who holds none of the grants hears (403). */
  refusal: string;
}

export const READ_RULES: Record<ReportTable, ReadRule> = {
  packages: {
    grants: [
      { privileges: ['pkg', 'rpt'], rows: 'all' },
      { rows: ['user_id', 'sender_id'], view: 'mine' },
    ],
    refusal: 'Only joined customers and staff with the "pkg" or "rpt" privilege can read packages',
  },
  pickups: {
    grants: [
      { privileges: ['pku', 'rpt'], rows: 'all' },
      // Collect: a driver (col) reads only the pickups assigned to them.
      { privileges: ['col'], rows: ['pickup_staff_id'], view: 'assigned' },
      { rows: ['customer_id'], view: 'mine' },
    ],
    refusal: 'Only joined customers and staff with the "pku", "col" or "rpt" privilege can read pickups',
  },
  dropoffs: {
    grants: [
      { privileges: ['df', 'rpt'], rows: 'all' },
      { rows: ['customer_id'], view: 'mine' },
    ],
    refusal: 'Only joined customers and staff with the "df" or "rpt" privilege can read drop-offs',
  },
  invoices: {
    grants: [
      { privileges: ['inv', 'rpt'], rows: 'all' },
      { rows: ['user_id'], view: 'mine' },
    ],
    refusal: 'Only joined customers and staff with the "inv" or "rpt" privilege can read invoices',
  },
  // People (spec 2 §2): the customers screens (cu) and reports (rpt) read everyone; a joined
  // customer only their own row.
  users: {
    grants: [
      { privileges: ['cu', 'rpt'], rows: 'all' },
      { rows: ['id'], view: 'mine' },
    ],
    refusal: 'Only joined customers and staff with the "cu" or "rpt" privilege can read users',
  },
  // issue 32: who changed what is the super-admin's alone.
  audit_log: {
    grants: [{ sa: true, rows: 'all' }],
    refusal: 'Only a super-admin can read the audit log',
  },
};

/** Every row, or the rows where one of `columns` is `cid`. */
export type ReadScope = { all: true } | { all: false; cid: string; columns: readonly string[] };

function holds(who: Principal, grant: ReadGrant): boolean {
  if (!who.loggedIn) return false;
  if (grant.sa) return isSuperAdmin(who.privileges);
  if (grant.privileges) return hasAnyPrivilege(who.privileges, grant.privileges);
  return who.status === 'joined' && !!who.cid;
}

/**
 * The rows of `table` the caller may list, optionally narrowed to a view; null when none (403).
 * A view keeps only the grants that serve it, whatever else the caller may read: "My" always means
 * the signed-in person's own rows, even for staff.
 */
export function readScope(who: Principal, table: ReportTable, view?: ReadView): ReadScope | null {
  const grants = READ_RULES[table].grants.filter((g) => holds(who, g) && (view === undefined || g.view === view));
  if (grants.length === 0) return null;
  if (grants.some((g) => g.rows === 'all')) return { all: true };
  const columns = [...new Set(grants.flatMap((g) => g.rows as readonly string[]))];
  return { all: false, cid: who.cid!, columns };
}

/** May the caller open this row (its columns as read from the database), optionally within one view? */
export function canReadRow(who: Principal, table: ReportTable, row: object, view?: ReadView): boolean {
  const scope = readScope(who, table, view);
  if (!scope) return false;
  if (scope.all) return true;
  return scope.columns.some((c) => (row as Record<string, unknown>)[c] === scope.cid);
}

/**
 * A person named on a row: the column holding their users.id, their fields on the row, and the
 * staff whose screens the spec gives these fields to. Admin, sa and owner see them, and so does the
 * person; everyone else reads them as null. So nobody sees another person's phone number unless
 * the spec gives their role that right.
 */
export interface PersonOnRow {
  person: string;
  fields: readonly string[];
  seenBy: readonly Privilege[];
}

export const PEOPLE_ON_ROWS: Record<ReportTable, readonly PersonOnRow[]> = {
  // Only admin and sa see a package's sender and consignee (spec 1 §2.5, §6).
  packages: [
    { person: 'user_id', fields: ['user_id', 'fcs_id', 'user_name', 'phone_number'], seenBy: [] },
    { person: 'sender_id', fields: ['sender_id', 'sender_fcs_id', 'sender_name', 'sender_phone_number'], seenBy: [] },
  ],
  // The pickup screens and the route legs show the customer's phone to pickup staff and drivers.
  pickups: [{ person: 'customer_id', fields: ['customer_phone_number'], seenBy: ['pku', 'col'] }],
  // The drop-off screens show the customer's phone to the drop-off desk.
  dropoffs: [{ person: 'customer_id', fields: ['customer_phone_number'], seenBy: ['df'] }],
  invoices: [{ person: 'user_id', fields: ['phone_number'], seenBy: [] }],
  // The customers screens (cu) show a customer's phone and e-mail; reports (rpt) alone do not.
  users: [{ person: 'id', fields: ['phone_number', 'email', 'email_verification'], seenBy: ['cu'] }],
  // Read by the super-admin only, who sees everyone.
  audit_log: [],
};

/** The fields of a table the caller reads as null on some row of their scope: they may not filter, sort or search on them. */
export function hiddenFields(who: Principal, table: ReportTable): Set<string> {
  const hidden = new Set<string>();
  if (isAdmin(who.privileges)) return hidden;
  const scope = readScope(who, table);
  for (const p of PEOPLE_ON_ROWS[table]) {
    if (who.loggedIn && p.seenBy.length > 0 && hasAnyPrivilege(who.privileges, p.seenBy)) continue;
    // A customer reading only rows that are theirs through this very column sees these fields on all of them.
    if (scope && !scope.all && scope.columns.length === 1 && scope.columns[0] === p.person) continue;
    for (const f of p.fields) hidden.add(f);
  }
  return hidden;
}

/** The row as the caller may see it: other people's fields they have no right to are null. */
export function redactRow<T extends object>(who: Principal, table: ReportTable, row: T): T {
  if (isAdmin(who.privileges)) return row;
  let out: T = row;
  for (const p of PEOPLE_ON_ROWS[table]) {
    const own = !!who.cid && (row as Record<string, unknown>)[p.person] === who.cid;
    if (own || (who.loggedIn && p.seenBy.length > 0 && hasAnyPrivilege(who.privileges, p.seenBy))) continue;
    out = { ...out, ...Object.fromEntries(p.fields.filter((f) => f in row).map((f) => [f, null])) };
  }
  return out;
}
