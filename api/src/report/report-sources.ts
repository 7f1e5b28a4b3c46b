import { REPORT_TABLES, type FieldType, type ReportTable } from '@fcs/shared/contract';
import type { ReportColumn, ReportSource } from './report-sql';

/** The api side of the contract's whitelist: where each table's fields are read from. */
const UUID_FIELDS: Record<ReportTable, readonly string[]> = {
  packages: ['id', 'user_id', 'sender_id'],
};
const FROM: Record<ReportTable, { from: string; baseWhere: string }> = {
  packages: { from: 'package_rows', baseWhere: 'NOT is_deleted' },
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
};
