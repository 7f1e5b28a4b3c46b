import { countDropoffs, listDropoffs, reportPage, searchDropoffs } from '@fcs/runtime/client';
import { DROPOFF, type Dropoff } from '@fcs/shared/model/entities';
import { parseSort, type Filter } from '@fcs/shared/model/report';
import { DROPOFF_STATUSES } from '@fcs/shared/model/status';
import type { ListPageResult, PageCursor } from '@fcs/shared/hooks/use-list-page';
import type { TableSort, TableState } from '@fcs/shared/hooks/use-table-query';

/** Every column but No. is sortable (spec 3 §2); updated_date desc by default (§9). */
export const SORTABLE_FIELDS = [
  'dropoff_number',
  'created_date',
  'customer_name',
  'customer_fcs_id',
  'receiving_staff_name',
  'updated_date',
  'status',
] as const;
/** The drop-off entity's default order (spec 3 §9: updated_date descending). */
export const DEFAULT_SORT: TableSort = parseSort(DROPOFF.defaultSort ?? '');

/** How many rows the number (LIKE) half of a search brings, beside the full-text hits. */
export const NUMBER_MATCH_LIMIT = 30;

export type DropoffPage = ListPageResult<Dropoff>;

/** The status filter (spec 3 §7): `status in (…)`, none when all three are chosen (ALL). */
export function statusFilters(statuses: readonly string[]): Filter[] {
  if (DROPOFF_STATUSES.every((s) => statuses.includes(s))) return [];
  return [{ field: 'status', compare: 'in', value: [...statuses] }];
}

/** The search box text as drop-off numbers are written: upper case, no spaces. */
export function normalizeNumber(text: string): string {
  return text.toUpperCase().replace(/\s+/g, '');
}

/** The LIKE half of the search (spec 3 §7): the number contains the text. */
export function numberFilter(text: string): Filter {
  return { field: 'dropoff_number', compare: 'like', value: normalizeNumber(text) };
}

/** One page in the table's order, through the report service (with the count for the pager); the next and previous by cursor. */
export async function fetchDropoffPage(
  query: { limit: number; offset: number; sorts: string[] },
  statuses: readonly string[],
  cursor?: PageCursor,
): Promise<DropoffPage> {
  if (statuses.length === 0) return { rows: [], total: 0 };
  const filters = statusFilters(statuses);
  const [page, total] = await Promise.all([reportPage<Dropoff>('dropoffs', { ...query, ...cursor, filters }), countDropoffs({ filters })]);
  return { rows: page.rows, total, cursors: page.cursors };
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/** Search hits merged (full-text first, each drop-off once), kept to the chosen statuses. */
export function mergeHits(ftsHits: readonly Dropoff[], numberHits: readonly Dropoff[], statuses: readonly string[]): Dropoff[] {
  const seen = new Set<string>();
  const merged: Dropoff[] = [];
  for (const d of [...ftsHits, ...numberHits]) {
    if (seen.has(d.id) || !statuses.includes(d.status)) continue;
    seen.add(d.id);
    merged.push(d);
  }
  return merged;
}

/** The page of the merged hits that the table shows, in its order (nulls last). */
export function pageOf(rows: readonly Dropoff[], state: TableState): Dropoff[] {
  const sorted = state.sort
    ? [...rows].sort((a, b) => {
        const field = state.sort!.field as keyof Dropoff;
        const c = compare(a[field], b[field]);
        return state.sort!.direction === 'asc' ? c : -c;
      })
    : [...rows];
  const start = (state.page - 1) * state.pageSize;
  return sorted.slice(start, start + state.pageSize);
}

/**
 * The search box (spec 3 §2, §7): GET /api/fts/dropoffs/{encoded}/10 merged with a LIKE filter on
 * dropoff_number, within the status filter; paged and sorted here (at most a few dozen rows).
 */
export async function searchDropoffPage(text: string, statuses: readonly string[], state: TableState): Promise<DropoffPage> {
  if (statuses.length === 0) return { rows: [], total: 0 };
  const [fts, byNumber] = await Promise.all([
    searchDropoffs(text),
    listDropoffs({
      limit: NUMBER_MATCH_LIMIT,
      offset: 0,
      sorts: [`${DEFAULT_SORT.field} ${DEFAULT_SORT.direction}`],
      filters: [...statusFilters(statuses), numberFilter(text)],
    }),
  ]);
  const merged = mergeHits(fts, byNumber, statuses);
  return { rows: pageOf(merged, state), total: merged.length };
}
