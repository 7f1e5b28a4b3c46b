/**
 * The audit log (issue 32): who changed what, appended by the api in the transaction of every write
 * by staff (api/src/audit), read by the super-admin in Reports as the object `audit_log`.
 */

/** The tables whose rows the log follows (migration 021), as its `entity` field names them. */
export const AUDITED_TABLES = [
  'users',
  'delivery_addresses',
  'packages',
  'pickups',
  'pickup_attempts',
  'dropoffs',
  'invoices',
  'invoice_lines',
  'zones',
  'pickup_dates',
  'pickup_date_zones',
  'email_formats',
  'settings',
  'sms_rates',
  'report_templates',
  'status_links',
] as const;
export type AuditedTable = (typeof AUDITED_TABLES)[number];

export const AUDIT_OPERATIONS = ['insert', 'update', 'delete'] as const;
export type AuditOperation = (typeof AUDIT_OPERATIONS)[number];

/** Who the log names for what an operator does at the command line (`pnpm fcs …`). */
export const COMMAND_LINE_ACTOR = 'command line';

/** The fields that changed: each with its value before and after (null: none). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** The template display format that shows `changes` as "field: before → after" lines. */
export const CHANGES_FORMAT = 'changes';

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** `changes` as text: "status: requested → confirmed; remark: — → Call first". */
export function formatAuditChanges(changes: unknown): string {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return changes == null ? '' : JSON.stringify(changes);
  return Object.entries(changes as Record<string, { before?: unknown; after?: unknown } | null>)
    .map(([field, c]) => `${field}: ${shown(c?.before)} → ${shown(c?.after)}`)
    .join('; ');
}
