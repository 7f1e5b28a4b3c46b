import { REPORT_ENTITIES, type FieldDef, type ReportTable } from '@fcs/shared/contract';
import type { ReportColumn, ReportSource } from './report-sql';

/** What every read of a table leaves out (soft deletes). */
const BASE_WHERE: Partial<Record<ReportTable, string>> = { packages: 'is_deleted = false' };

/** The view's columns that are its table's own (the rest come from joins and the history). */
const TABLE_COLUMNS: Partial<Record<ReportTable, readonly string[]>> = {
  packages: ['id', 'tracking_id', 'status', 'remark', 'received_date', 'updated_date', 'user_id', 'sender_id', 'is_deleted'],
  invoices: ['id', 'invoice_number', 'invoice_date', 'amount', 'status', 'user_id', 'created_date', 'updated_date'],
  pickups: [
    'id',
    'pickup_number',
    'status',
    'zone_id',
    'pickup_date',
    'pickup_time_from',
    'pickup_time_to',
    'customer_id',
    'pickup_staff_id',
    'customer_remark',
    'remark',
    'confirm_remark',
    'reschedule_remark',
    'created_date',
    'updated_date',
    'version',
  ],
};

/**
 * The api side of the report service's whitelist: each object's fields are its entity's, read from
 * the entity's view; nothing else can be selected, filtered or sorted.
 */
function sourceOf(table: ReportTable): ReportSource {
  const def = REPORT_ENTITIES[table];
  const columns: Record<string, ReportColumn> = {};
  for (const [name, f] of Object.entries(def.fields) as [string, FieldDef][]) {
    columns[name] = { sql: name, type: f.type, uuid: f.uuid, day: f.day };
  }
  return {
    name: table,
    table,
    tableColumns: TABLE_COLUMNS[table],
    from: def.source!,
    baseWhere: BASE_WHERE[table] ?? 'TRUE',
    columns,
    defaultSort: def.defaultSort!,
    tieBreaker: 'id ASC',
  };
}

export const REPORT_SOURCES: Record<ReportTable, ReportSource> = {
  packages: sourceOf('packages'),
  dropoffs: sourceOf('dropoffs'),
  pickups: sourceOf('pickups'),
  invoices: sourceOf('invoices'),
  users: sourceOf('users'),
  audit_log: sourceOf('audit_log'),
};
