import type { Compare, Filter, ReportQuery } from './report';
import { REPORT_ENTITIES, type FieldType, type ReportTemplate, type ReportTable, type TemplateField } from './entities';

/**
 * Report templates and the report service's metadata (spec 3 §2, §3, §7): the objects a template
 * may be built on, what GET /api/meta tells about their fields, and the calls' answers.
 */

/** The report objects (GET /api/objs), in menu order. */
export const REPORT_OBJECTS = [
  'packages',
  'pickups',
  'invoices',
  'users',
  'dropoffs',
  'audit_log',
] as const satisfies readonly ReportTable[];
export type ReportObject = (typeof REPORT_OBJECTS)[number];

export const REPORT_OBJECT_LABELS: Record<ReportObject, string> = {
  packages: 'Packages',
  pickups: 'Pickups',
  invoices: 'Invoices',
  users: 'Users',
  dropoffs: 'Drop-offs',
  audit_log: 'Audit log',
};

/** One object of GET /api/objs. */
export interface ReportObjectInfo {
  name: ReportObject;
  display_name: string;
}

/** One field of GET /api/meta/{object}. */
export interface MetaField {
  field_name: string;
  /** A readable default for the template's display_name. */
  display_name: string;
  field_type: FieldType;
  nullable: boolean;
  /** The only values it takes (a status), when it is one of a few. */
  values?: string[];
  /** May be filtered and sorted (objects may not; nor fields the caller reads as null). */
  filterable: boolean;
  sortable: boolean;
  /** The compares a filter on it may use. */
  compares: Compare[];
  /** GET /api/fts searches it. */
  searchable: boolean;
}

/** GET /api/meta/{object}. */
export interface ReportMeta {
  name: ReportObject;
  display_name: string;
  /** The order of a list when none is asked for, "field asc|desc". */
  default_sort: string;
  fields: MetaField[];
}

/** A field of a template as saved (order 0 first). */
export type { TemplateField, ReportTemplate };

/** What POST and PUT /templates take (PUT with the id). */
export interface TemplateInput {
  id?: string;
  name: string;
  object: ReportObject;
  fields: TemplateField[];
}

/** The most fields a template may hold, and the longest texts. */
export const TEMPLATE_LIMITS = { fields: 60, name: 100, displayName: 100, displayFormat: 64 } as const;

/** The api's answers and the editor's alerts (spec 3 §8). */
export const TEMPLATE_MSG = {
  created: 'Add template successful!',
  updated: 'Update template successful!',
  deleted: 'Delete template successful!',
  notFound: 'This template does not exist or was deleted',
  unknownField: (object: string, field: string) => `The object "${object}" has no field "${field}"`,
  duplicateField: (field: string) => `The field "${field}" appears twice in the template`,
  notFilterable: (field: string) => `"${field}" cannot be filtered or sorted (it is an object)`,
  unknownDropdownField: (object: string, field: string) => `The dropdown display field "${field}" is not a field of "${object}"`,
  deleteConfirm: (name: string) => `Delete this field "${name}"?`,
} as const;

/** One value of a filter dropdown (POST /api/filter_values): the value filtered on and what the dropdown shows. */
export interface FilterValueOption {
  value: string | number | boolean | null;
  label: string;
}

/** The values of one field: complete is false when there were more than the limit. */
export interface FieldValues {
  field_name: string;
  values: FilterValueOption[];
  complete: boolean;
}

/** POST /api/filter_values: each field's distinct values (in the caller's scope), with its dropdown label field. */
export interface FilterValuesRequest {
  object: ReportObject;
  fields: (string | { field_name: string; dropdown_display_field?: string })[];
  /** Only the values of the rows these filters select (the other filters of the report). */
  filters?: Filter[];
  /** Values per field, at most FILTER_VALUES_LIMIT. */
  limit?: number;
}
export const FILTER_VALUES_LIMIT = 500;

/** POST /api/download/{object}: the rows a report query selects, as CSV (the columns in `fields`, titled by `headers`). */
export interface ReportDownloadRequest extends Pick<ReportQuery, 'sorts' | 'filters' | 'view'> {
  fields?: string[];
  headers?: string[];
  download_file_type?: 'CSV';
}

/** GET /templates: the active templates (delete_time 0) by name; count is all of them. */
export interface TemplateList {
  data: ReportTemplate[];
  count: number;
}

/** A readable default title for a field: tracking_id -> Tracking Id, fcs_id -> FCS ID. */
export function fieldTitle(field: string): string {
  return field
    .split('_')
    .map((w) => (['id', 'fcs', 'sn'].includes(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** The fields of a report object, by name (the whitelist). */
export function objectFieldNames(object: ReportObject): string[] {
  return Object.keys(REPORT_ENTITIES[object].fields);
}
