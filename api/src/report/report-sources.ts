import { REPORT_TABLES, type FieldType, type ReportTable } from '@fcs/shared/contract';
import type { ReportColumn, ReportSource } from './report-sql';

/** The api side of the contract's whitelist: where each table's fields are read from. */
const UUID_FIELDS: Record<ReportTable, readonly string[]> = {
  packages: ['id', 'user_id', 'sender_id'],
  dropoffs: ['id', 'customer_id', 'receiving_staff_id'],
  pickups: ['id', 'zone_id', 'customer_id', 'pickup_staff_id'],
  invoices: ['id', 'user_id'],
};
const FROM: Record<ReportTable, { from: string; baseWhere: string }> = {
  packages: { from: 'package_rows', baseWhere: 'NOT is_deleted' },
  dropoffs: { from: 'dropoffs', baseWhere: 'TRUE' },
  pickups: { from: 'pickup_rows', baseWhere: 'TRUE' },
  invoices: { from: 'invoice_rows', baseWhere: 'TRUE' },
};

function sourceOf(table: ReportTable): ReportSource {
  const meta = REPORT_TABLES[table];
  const columns: Record<string, ReportColumn> = {};
  for (const [field, type] of Object.entries(meta.fields) as [string, FieldType][]) {
    columns[field] = { sql: field, type, uuid: UUID_FIELDS[table].includes(field) };
  }
  return { name: table, ...FROM[table], columns, defaultSort: meta.defaultSort, tieBreaker: 'id ASC' };
}

export const REPORT_SOURCES: Record<ReportTable, ReportSource> = {
  packages: sourceOf('packages'),
  dropoffs: sourceOf('dropoffs'),
  pickups: sourceOf('pickups'),
  invoices: sourceOf('invoices'),
};
