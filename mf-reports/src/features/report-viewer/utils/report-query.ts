import { REPORT_ENTITIES, type FieldDef, type ReportTable, type TemplateField } from '@fcs/shared/model/entities';
import { etDayStart, nextDay } from '@fcs/shared/model/packages';
import type { Filter } from '@fcs/shared/model/report';
import { isActive, type ReportFilter } from './report-state';

/** A field of the object kept as a calendar day (yyyymmdd), not a moment. */
export function isDayField(object: string, field: string): boolean {
  const def = (REPORT_ENTITIES[object as ReportTable]?.fields as Record<string, FieldDef> | undefined)?.[field];
  return !!def?.day;
}

/**
 * A day picked for a moment field, as the moments it stands for (the report's days are ET days,
 * spec 1 §9): `=` is the whole day, `>=` from its midnight, `<=` up to the next midnight, `>` from
 * the next midnight, `<` before its midnight.
 */
function dayFilters(field: string, compare: ReportFilter['compare'], day: string): Filter[] {
  const start = etDayStart(day)?.toISOString();
  const end = etDayStart(nextDay(day))?.toISOString();
  if (!start || !end) return [];
  switch (compare) {
    case '=':
      return [
        { field, compare: '>=', value: start },
        { field, compare: '<', value: end },
      ];
    case '>=':
      return [{ field, compare: '>=', value: start }];
    case '<=':
      return [{ field, compare: '<', value: end }];
    case '>':
      return [{ field, compare: '>=', value: end }];
    case '<':
      return [{ field, compare: '<', value: start }];
    default:
      return [];
  }
}

/**
 * The report service's filters of a report's filters (all of them must hold): blank and not blank
 * as they are, a day on a moment field as its ET day, a day on a day field as yyyymmdd, numbers as
 * numbers, yes/no as booleans.
 */
export function reportFilters(object: string, fields: readonly TemplateField[], filters: readonly ReportFilter[]): Filter[] {
  const byName = new Map(fields.map((f) => [f.field_name, f]));
  const out: Filter[] = [];
  for (const filter of filters) {
    const field = byName.get(filter.field);
    if (!field || !field.allow_filter || !isActive(filter)) continue;
    const compare = field.filter_compare;
    if (compare === 'blank' || compare === 'not blank') {
      out.push({ field: field.field_name, compare });
      continue;
    }
    const value = filter.value;
    if (field.field_type === 'date' && typeof value === 'string' && !field.dropdown_display_field) {
      if (isDayField(object, field.field_name)) out.push({ field: field.field_name, compare, value: value.replace(/-/g, '') });
      else out.push(...dayFilters(field.field_name, compare, value));
      continue;
    }
    if ((field.field_type === 'int' || field.field_type === 'float') && typeof value === 'string') {
      const n = Number(value);
      if (value.trim() === '' || !Number.isFinite(n)) continue;
      out.push({ field: field.field_name, compare, value: n });
      continue;
    }
    if (field.field_type === 'bool' && typeof value === 'string') {
      out.push({ field: field.field_name, compare, value: value === 'true' });
      continue;
    }
    out.push({ field: field.field_name, compare, value });
  }
  return out;
}

/** The columns a report shows: its fields marked show, in their order. */
export const shownFields = (fields: readonly TemplateField[]) => fields.filter((f) => f.show);

/** The compare shown beside a filter's name (blank and not blank are said in words). */
export const COMPARE_SIGNS: Record<TemplateField['filter_compare'], string> = {
  '=': '=',
  '>=': '≥',
  '<=': '≤',
  '>': '>',
  '<': '<',
  blank: 'is blank',
  'not blank': 'is not blank',
};
