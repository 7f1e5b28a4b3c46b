import type { ReportTemplate, TemplateField } from '@fcs/shared/model/entities';

export const field = (over: Partial<TemplateField> & { field_name: string }): TemplateField => ({
  display_name: over.field_name,
  field_type: 'string',
  show: true,
  display_format: '',
  allow_filter: false,
  allow_sort: false,
  default_sort: 'no_sort',
  filter_compare: '=',
  dropdown_display_field: '',
  order: 0,
  ...over,
});

/** A packages report: tracking id, status (a dropdown filter), received date (a date filter, sorted desc), an unshown user id. */
export const PACKAGES_TEMPLATE: ReportTemplate = {
  id: 't-1',
  name: 'Packages by status',
  object: 'packages',
  delete_time: 0,
  fields: [
    field({
      field_name: 'received_date',
      display_name: 'Received Date',
      field_type: 'date',
      allow_filter: true,
      filter_compare: '>=',
      allow_sort: true,
      default_sort: 'desc',
      order: 2,
    }),
    field({ field_name: 'tracking_id', display_name: 'Tracking Id', allow_sort: true, order: 0 }),
    field({ field_name: 'status', display_name: 'Status', allow_filter: true, dropdown_display_field: 'status', order: 1 }),
    field({ field_name: 'user_id', display_name: 'User', show: false, allow_filter: true, filter_compare: 'blank', order: 3 }),
  ],
};
