import {
  CHANGES_FORMAT,
  REPORT_ENTITIES,
  type FieldDef,
  type ReportObject,
  type TemplateField,
  type TemplateInput,
} from '@fcs/shared/contract';

type Options = Partial<Omit<TemplateField, 'field_name' | 'display_name' | 'field_type' | 'order'>>;

/** One field card: its type is the object's (the api refuses any other). */
function card(object: ReportObject, field_name: string, display_name: string, o: Options = {}): Omit<TemplateField, 'order'> {
  const def = (REPORT_ENTITIES[object].fields as Record<string, FieldDef>)[field_name];
  if (!def) throw new Error(`${object} has no field ${field_name}`);
  return {
    field_name,
    display_name,
    field_type: def.type,
    show: true,
    display_format: '',
    allow_filter: false,
    allow_sort: false,
    default_sort: 'no_sort',
    filter_compare: '=',
    dropdown_display_field: '',
    ...o,
  };
}

function template(name: string, object: ReportObject, cards: [string, string, Options?][]): TemplateInput {
  return { name, object, fields: cards.map(([f, d, o], order) => ({ ...card(object, f, d, o), order })) };
}

const sortable = { allow_sort: true };
const since: Options = { allow_filter: true, allow_sort: true, filter_compare: '>=', display_format: 'MM/DD/YYYY' };

/**
 * The demo report templates (issue 13 · 6): one per report object, so that the viewer shows
 * something on first start. Every sortable field has its list index (migrations 009, 016); the
 * dropdowns are of a few values each.
 */
export const DEMO_TEMPLATES: TemplateInput[] = [
  template('Packages received', 'packages', [
    ['tracking_id', 'Tracking No.', { ...sortable, allow_filter: true, filter_compare: '=' }],
    ['status', 'Status', { ...sortable, allow_filter: true, dropdown_display_field: 'status' }],
    ['received_date', 'Received', { ...since, default_sort: 'desc' }],
    ['updated_date', 'Updated', { ...sortable, display_format: 'MM/DD/YYYY' }],
    ['fcs_id', 'FCS ID'],
    ['remark', 'Remark'],
  ]),
  template('Pickups by date', 'pickups', [
    ['pickup_number', 'Pickup No.', sortable],
    ['pickup_date', 'Pickup Date', { ...since, default_sort: 'desc' }],
    ['status', 'Status', { ...sortable, allow_filter: true, dropdown_display_field: 'status' }],
    ['zone_name', 'Zone'],
    ['customer_fcs_id', 'FCS ID'],
    ['customer_name', 'Customer'],
    ['pickup_staff_name', 'Pickup Staff'],
    ['updated_date', 'Updated', { ...sortable, display_format: 'MM/DD/YYYY' }],
  ]),
  template('Invoices', 'invoices', [
    ['invoice_number', 'Invoice No.', sortable],
    ['invoice_date', 'Date', { ...since, default_sort: 'desc' }],
    ['status', 'Status', { ...sortable, allow_filter: true, dropdown_display_field: 'status' }],
    ['amount', 'Amount', { ...sortable, allow_filter: true, filter_compare: '>=', display_format: '$0.00' }],
    ['fcs_id', 'FCS ID'],
    ['user_name', 'Customer'],
  ]),
  template('Users', 'users', [
    ['fcs_id', 'FCS ID', sortable],
    ['user_name', 'Name', { ...sortable, allow_filter: true, filter_compare: '=' }],
    ['status', 'Status', { ...sortable, allow_filter: true, dropdown_display_field: 'status' }],
    ['is_employee', 'Staff', { allow_filter: true }],
    ['phone_number', 'Phone'],
    ['email', 'E-mail'],
    ['updated_date', 'Updated', { ...sortable, default_sort: 'desc', display_format: 'MM/DD/YYYY' }],
  ]),
  template('Drop-offs', 'dropoffs', [
    ['dropoff_number', 'Drop-off No.', sortable],
    ['status', 'Status', { ...sortable, allow_filter: true, dropdown_display_field: 'status' }],
    ['created_date', 'Created', { ...since, default_sort: 'desc' }],
    ['customer_name', 'Customer'],
    ['customer_fcs_id', 'FCS ID'],
    ['receiving_staff_name', 'Received By'],
    // Filtered by who received it, chosen by name; the column above shows the name, not the id.
    ['receiving_staff_id', 'Staff', { show: false, allow_filter: true, dropdown_display_field: 'receiving_staff_name' }],
    ['updated_date', 'Updated', { ...sortable, display_format: 'MM/DD/YYYY' }],
  ]),
];

/**
 * The "Audit log" template (issue 32): the super-admin's one click to who changed what, newest
 * first, filtered by when, who, the table or the record's number. Every database has it: migration
 * 022 writes this very template (a test compares the two), the demo seed keeps it after a reset.
 */
export const AUDIT_LOG_TEMPLATE: TemplateInput = template('Audit log', 'audit_log', [
  ['at', 'When', { ...since, display_format: '', default_sort: 'desc' }],
  ['actor_name', 'Who', { allow_filter: true, filter_compare: '=' }],
  ['action', 'Action', { allow_filter: true, filter_compare: '=' }],
  ['entity', 'Record', { allow_filter: true, dropdown_display_field: 'entity' }],
  ['entity_number', 'Number', { allow_filter: true, filter_compare: '=' }],
  ['operation', 'Change', { allow_filter: true, dropdown_display_field: 'operation' }],
  ['changes', 'Before → after', { display_format: CHANGES_FORMAT }],
  ['entity_id', 'Record id', { show: false, allow_filter: true, filter_compare: '=' }],
  ['actor_id', 'Staff id', { show: false, allow_filter: true, filter_compare: '=' }],
]);
