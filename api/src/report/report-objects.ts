import {
  COMPARES,
  fieldTitle,
  hasAnyPrivilege,
  hiddenFields,
  isAdmin,
  PEOPLE_ON_ROWS,
  REPORT_ENTITIES,
  REPORT_OBJECT_LABELS,
  type Compare,
  type FieldDef,
  type Filter,
  type MetaField,
  type Principal,
  type ReportMeta,
  type ReportObject,
  type ReportTable,
} from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { forbidden } from '../lib/http-error';
import { isUuid } from '../lib/values';
import { toDropoff } from '../repositories/dropoffs-repository';
import { toInvoiceRow } from '../repositories/invoices-repository';
import { toPackage } from '../repositories/packages-repository';
import { toPickup } from '../repositories/pickups-repository';
import { toUser } from '../repositories/users-repository';
import { toAuditEntry } from '../audit/audit-entry';
import { reportReader, type ReportReader } from './report-reader';
import { REPORT_SOURCES } from './report-sources';
import type { ReportSource } from './report-sql';

/**
 * The fields of an object the caller may not filter, sort or search on: the ones they read as null
 * (another person's name, phone, e-mail), whose value a filter would reveal. The person's id itself
 * stays filterable (the lists of one customer's rows filter on it; it tells nothing of them).
 */
export function lockedFields(who: Principal, table: ReportTable): Set<string> {
  const locked = hiddenFields(who, table);
  for (const p of PEOPLE_ON_ROWS[table]) locked.delete(p.person);
  return locked;
}

/**
 * The source as the caller may read it in bulk (the CSV, where rows are not mapped one by one):
 * each field of another person the caller has no right to is read as NULL unless the row is the
 * caller's own through that person's column, as redactRow does row by row.
 */
export function redactedSource(who: Principal, table: ReportTable, source: ReportSource): ReportSource {
  if (isAdmin(who.privileges)) return source;
  const columns = { ...source.columns };
  const cid = who.cid && isUuid(who.cid) ? who.cid : null;
  for (const p of PEOPLE_ON_ROWS[table]) {
    if (who.loggedIn && p.seenBy.length > 0 && hasAnyPrivilege(who.privileges, p.seenBy)) continue;
    for (const f of p.fields) {
      const col = columns[f];
      if (!col) continue;
      // cid is the signed-in person's own users.id (a uuid, checked): safe as a literal.
      columns[f] = {
        ...col,
        sql: cid ? `(CASE WHEN ${p.person} = '${cid}'::uuid THEN ${col.sql} END)` : `(CASE WHEN FALSE THEN ${col.sql} END)`,
      };
    }
  }
  return { ...source, columns };
}

/** The report service's one reader per object. */
export function reportReaders(db: Db, publicUrl: string): Record<ReportTable, ReportReader> {
  return {
    packages: reportReader(db, REPORT_SOURCES.packages, (r: never) => toPackage(r, publicUrl)),
    dropoffs: reportReader(db, REPORT_SOURCES.dropoffs, (r: never) => toDropoff(r, publicUrl)),
    pickups: reportReader(db, REPORT_SOURCES.pickups, (r: never) => toPickup(r, publicUrl)),
    invoices: reportReader(db, REPORT_SOURCES.invoices, (r: never) => toInvoiceRow(r)),
    users: reportReader(db, REPORT_SOURCES.users, (r: never) => toUser(r)),
    audit_log: reportReader(db, REPORT_SOURCES.audit_log, (r: never) => toAuditEntry(r)),
  };
}

/**
 * Where a search field is read: a column of the object's table, or of the users row one of its
 * columns names. A number (tracking, pickup, invoice, drop-off number, FCS ID) matches from its
 * start, on a btree index of upper(column); a name anywhere, on its trigram index.
 */
export type SearchColumn = { column: string; via?: string; prefix?: boolean };
export interface SearchDef {
  /** The object's table (trigram indexes on its own columns). */
  table: string;
  fields: Record<string, SearchColumn>;
}

/**
 * The fields full-text search reads, each with a trigram index (on the table, or on the users
 * table the view joins); fields the caller reads as null are left out.
 */
export const SEARCH: Record<ReportTable, SearchDef> = {
  packages: {
    table: 'packages',
    fields: {
      tracking_id: { column: 'tracking_id', prefix: true },
      fcs_id: { via: 'user_id', column: 'fcs_id', prefix: true },
      user_name: { via: 'user_id', column: 'user_name' },
    },
  },
  pickups: {
    table: 'pickups',
    fields: {
      pickup_number: { column: 'pickup_number', prefix: true },
      customer_fcs_id: { via: 'customer_id', column: 'fcs_id', prefix: true },
      customer_name: { via: 'customer_id', column: 'user_name' },
    },
  },
  invoices: {
    table: 'invoices',
    fields: {
      invoice_number: { column: 'invoice_number', prefix: true },
      fcs_id: { via: 'user_id', column: 'fcs_id', prefix: true },
      user_name: { via: 'user_id', column: 'user_name' },
    },
  },
  dropoffs: {
    table: 'dropoffs',
    fields: {
      dropoff_number: { column: 'dropoff_number', prefix: true },
      customer_name: { column: 'customer_name' },
      customer_fcs_id: { column: 'customer_fcs_id', prefix: true },
    },
  },
  users: {
    table: 'users',
    fields: {
      fcs_id: { column: 'fcs_id', prefix: true },
      user_name: { column: 'user_name' },
      // As the customer search: FCS ID, name and phone (e-mail is shown, not searched).
      phone_number: { column: 'phone_number' },
    },
  },
  // issue 32: a record's number (FCS ID, tracking, pickup number…) and who did it, each from its start (migration 021's indexes).
  audit_log: {
    table: 'audit_log',
    fields: {
      entity_number: { column: 'entity_number', prefix: true },
    },
  },
};

const ORDERED: readonly Compare[] = ['=', '>=', '<=', '>', '<', 'in', 'blank', 'not blank'];
const TEXT: readonly Compare[] = ['=', '>=', '<=', '>', '<', 'like', 'in', 'blank', 'not blank'];
const BOOL: readonly Compare[] = ['=', 'blank', 'not blank'];

function comparesOf(def: FieldDef): readonly Compare[] {
  if (def.type === 'object') return [];
  if (def.type === 'bool') return BOOL;
  if (def.type === 'string' && !def.uuid) return TEXT;
  return ORDERED;
}

/** GET /api/meta/{object} as the caller sees it: fields they read as null can be shown but not filtered, sorted or searched. */
export function metaOf(object: ReportObject, who: Principal): ReportMeta {
  const hidden = lockedFields(who, object);
  const fields: MetaField[] = Object.entries(REPORT_ENTITIES[object].fields as Record<string, FieldDef>).map(([name, def]) => {
    const queryable = def.type !== 'object' && !hidden.has(name);
    return {
      field_name: name,
      display_name: fieldTitle(name),
      field_type: def.type,
      nullable: def.nullable,
      ...(def.values ? { values: [...def.values] } : {}),
      filterable: queryable,
      sortable: queryable,
      compares: queryable ? [...comparesOf(def)] : [],
      searchable: Object.hasOwn(SEARCH[object].fields, name) && !hidden.has(name),
    };
  });
  return { name: object, display_name: REPORT_OBJECT_LABELS[object], default_sort: REPORT_ENTITIES[object].defaultSort!, fields };
}
export { COMPARES };

function filterFields(filters: readonly Filter[]): string[] {
  return filters.flatMap((f) => ('or_group' in f ? filterFields(f.filters) : [f.field]));
}

/**
 * 403 when a query filters or sorts on a field the caller reads as null (another person's phone or
 * e-mail): a filter would tell the value the row hides.
 */
export function assertVisible(
  who: Principal,
  table: ReportTable,
  q: { filters?: readonly Filter[]; sorts?: readonly string[]; extra?: readonly string[] },
): void {
  const hidden = lockedFields(who, table);
  if (hidden.size === 0) return;
  const named = [...filterFields(q.filters ?? []), ...(q.sorts ?? []).map((s) => s.trim().split(/\s+/)[0] ?? ''), ...(q.extra ?? [])];
  const bad = named.find((f) => hidden.has(f));
  if (bad) throw forbidden(`You have no right to filter, sort or search on "${bad}" of ${table}`);
}

/** The search fields of an object the caller may search. */
export function searchFieldsFor(who: Principal, table: ReportTable): SearchColumn[] {
  const hidden = lockedFields(who, table);
  return Object.entries(SEARCH[table].fields)
    .filter(([f]) => !hidden.has(f))
    .map(([, c]) => c);
}
