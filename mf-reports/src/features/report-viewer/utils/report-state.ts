import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@fcs/shared/model/constants';
import type { ReportTemplate, TemplateField } from '@fcs/shared/model/entities';
import { decodeJson, encodeJson } from '@fcs/shared/model/format';
import { parseSort } from '@fcs/shared/model/report';

/** A filter's value as the viewer keeps it: text as typed, a day as YYYY-MM-DD, a dropdown's value. */
export type FilterValue = string | number | boolean | null;

/** One filter of the report (spec 3 §3: field, compare, value); blank and not blank have no value. */
export interface ReportFilter {
  field: string;
  compare: TemplateField['filter_compare'];
  value: FilterValue;
}

/**
 * Everything a report shows besides its template (spec 3 §2: "base64 JSON holding filters, order and
 * the selected field"): the filters, the order, the page and its size, where that page starts (a
 * keyset cursor, so that a reload shows the same rows and a deep page costs what page 1 does), and
 * whether the filters are shown.
 */
export interface ReportState {
  filters: ReportFilter[];
  /** Sorts as the report service takes them: "field asc|desc". */
  order: string[];
  page: number;
  size: number;
  /** The page starts after this row (the next page of the one shown before)... */
  after?: string;
  /** ...or ends before this one (the previous page). */
  before?: string;
  /** The filter panel is open. */
  open?: boolean;
}

/** A template's fields in their card order. */
export function orderedFields(template: Pick<ReportTemplate, 'fields'>): TemplateField[] {
  return [...(template.fields ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** The order a report starts with: each field's default_sort, in the fields' order. */
export function defaultOrder(template: Pick<ReportTemplate, 'fields'>): string[] {
  return orderedFields(template)
    .filter((f) => f.allow_sort && f.default_sort !== 'no_sort')
    .map((f) => `${f.field_name} ${f.default_sort}`);
}

export function initialState(template: Pick<ReportTemplate, 'fields'>): ReportState {
  return { filters: [], order: defaultOrder(template), page: 1, size: DEFAULT_PAGE_SIZE };
}

const isValue = (v: unknown): v is FilterValue => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const noValue = (compare: string) => compare === 'blank' || compare === 'not blank';

/** A filter worth sending: blank and not blank always, others only with a value. */
export function isActive(filter: ReportFilter): boolean {
  return noValue(filter.compare) ? filter.value === true : filter.value !== null && filter.value !== '';
}

/**
 * The state a URL holds, checked against the template: only its filterable fields (with the
 * template's compare, whatever the URL says), only its sortable fields, a real page and size. A URL
 * that cannot be read gives the template's first page.
 */
export function readState(template: Pick<ReportTemplate, 'fields'>, raw: unknown): ReportState {
  const start = initialState(template);
  if (!raw || typeof raw !== 'object') return start;
  const input = raw as Record<string, unknown>;
  const fields = orderedFields(template);
  const filterable = new Map(fields.filter((f) => f.allow_filter).map((f) => [f.field_name, f]));
  const sortable = new Set(fields.filter((f) => f.allow_sort).map((f) => f.field_name));

  const filters: ReportFilter[] = [];
  for (const f of Array.isArray(input.filters) ? input.filters : []) {
    const field = filterable.get((f as ReportFilter)?.field);
    const value = (f as ReportFilter)?.value;
    if (!field || !isValue(value) || filters.some((x) => x.field === field.field_name)) continue;
    const filter = { field: field.field_name, compare: field.filter_compare, value };
    if (isActive(filter)) filters.push(filter);
  }

  // No order (or none of the template's) is the template's default order.
  let order = start.order;
  if (Array.isArray(input.order)) {
    const seen = new Set<string>();
    const asked = input.order
      .filter((s): s is string => typeof s === 'string' && /^\w+ (asc|desc)$/.test(s))
      .filter((s) => {
        const { field } = parseSort(s);
        if (!sortable.has(field) || seen.has(field)) return false;
        seen.add(field);
        return true;
      })
      .slice(0, 5);
    if (asked.length) order = asked;
  }

  const page = Number(input.page);
  const size = Number(input.size);
  const cursor = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 2000 ? v : undefined);
  const state: ReportState = {
    filters,
    order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
  // The service pages by cursor on one sort column only.
  const keyset = state.page > 1 && order.length <= 1;
  const after = cursor(input.after);
  const before = after ? undefined : cursor(input.before);
  if (keyset && after) state.after = after;
  if (keyset && before) state.before = before;
  if (input.open === true) state.open = true;
  return state;
}

/** The state's part of the URL: base64 JSON (the router encodes it once more as a path segment). */
export function encodeState(state: ReportState): string {
  return decodeURIComponent(encodeJson(state));
}

/** The state of a URL's segment, for a template. */
export function decodeState(template: Pick<ReportTemplate, 'fields'>, segment: string | undefined): ReportState {
  return readState(template, segment ? decodeJson(segment) : null);
}
