import { MAX_QUERY_LIMIT } from './constants';
import { REPORT_ENTITIES, type FieldDef, type ReportTable } from './entities';
import type { ReadView } from './read-rules';

/** The report service's query language (spec 1 §7): filters {field, compare, value} or {or_group, filters}. */
export const COMPARES = ['=', '==', 'like', 'LIKE', 'in', 'IN', '>=', '<=', '>', '<', 'blank', 'not blank'] as const;
export type Compare = (typeof COMPARES)[number];

export interface FieldFilter {
  field: string;
  compare: Compare;
  value?: unknown;
}
export interface OrGroup {
  or_group: string;
  filters: Filter[];
}
export type Filter = FieldFilter | OrGroup;

/** What a list asks the report service for. */
export interface ReportQuery {
  limit?: number;
  offset?: number;
  sorts?: string[];
  filters?: Filter[];
  /** Only the caller's own rows (the "My" screens) or the rows assigned to them (Collect). */
  view?: ReadView;
  /** The columns the list shows (id and the sort columns always come); all when absent. */
  fields?: string[];
  /** The next page: the rows after this cursor (a `cursors.last` of an earlier answer), not offset. */
  after?: string;
  /** The previous page: the rows before this cursor (a `cursors.first`). */
  before?: string;
  /** For /api/row: count exactly up to this many; above it the answer says "more than". */
  count_limit?: number;
}

/** Where a page of /api/data starts and ends, to ask for the next or previous page without offset. */
export interface PageCursors {
  first: string | null;
  last: string | null;
}

/** How /api/row counted: exactly, or only that there are more than `count_limit`, or an estimate. */
export type CountKind = 'exact' | 'more_than' | 'about';

/** The count a list shows: exact up to this many, beyond it "more than" (or "about" for a whole table). */
export const LIST_COUNT_LIMIT = 10_000;

/**
 * A page of a whole-table list ("about" count) that starts more than this many rows in is placed by
 * the database's statistics, not by counting the rows before it: it starts about there (within
 * about 1% of the table), and the page says "about". Nearer pages, and next and previous pages
 * (after or before the rows seen), are exact.
 */
export const EXACT_OFFSET_LIMIT = LIST_COUNT_LIMIT;

/** How deep or-groups may nest, and how many conditions one query may hold in all. */
export const MAX_FILTER_DEPTH = 5;
export const MAX_FILTER_CONDITIONS = 100;

/**
 * Why a filter tree is refused (too deep, too many conditions), or null. Walks the raw input
 * iteratively and stops at the first excess, so that a huge or deeply nested tree costs nothing.
 */
export function filterTreeProblem(filters: unknown): string | null {
  if (!Array.isArray(filters)) return null;
  const stack: { list: unknown[]; depth: number }[] = [{ list: filters, depth: 1 }];
  let conditions = 0;
  while (stack.length) {
    const { list, depth } = stack.pop()!;
    if (depth > MAX_FILTER_DEPTH) return `Filters may nest at most ${MAX_FILTER_DEPTH} levels deep`;
    for (const f of list) {
      conditions++;
      if (conditions > MAX_FILTER_CONDITIONS) return `A query may hold at most ${MAX_FILTER_CONDITIONS} filter conditions`;
      const inner = (f as { filters?: unknown } | null)?.filters;
      if (Array.isArray(inner)) stack.push({ list: inner, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * The LIKE pattern of a "like" filter (spec 1 §5): a value holding * uses it as the wildcard;
 * otherwise it is a contains match. %, _ and \ are matched literally.
 */
export function likePattern(value: string): string {
  const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
  return value.includes('*') ? escaped.replace(/\*/g, '%') : `%${escaped}%`;
}
export { MAX_QUERY_LIMIT };

/** The fields of a report object that may be filtered and sorted: every field but objects (photos, JSON). */
export function queryableFields(table: ReportTable): string[] {
  return Object.entries(REPORT_ENTITIES[table].fields as Record<string, FieldDef>)
    .filter(([, f]) => f.type !== 'object')
    .map(([name]) => name);
}

export function parseSort(sort: string): { field: string; direction: 'asc' | 'desc' } {
  const [field, dir] = sort.trim().split(/\s+/);
  return { field: field ?? '', direction: dir?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}
