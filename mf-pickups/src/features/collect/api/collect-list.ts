import { countAssignedPickups, reportPage } from '@fcs/shared/client';
import type { Pickup } from '@fcs/shared/model/entities';
import type { ListPageResult, PageCursor } from '@fcs/shared/hooks/use-list-page';
import type { TableSort } from '@fcs/shared/hooks/use-table-query';
import { searchFilters, statusFilters } from '../../../lib/pickup-filters';

/** Collect's search box: a part of the pickup number or of the zone name. */
export const SEARCH_FIELDS = ['pickup_number', 'zone_name'] as const;

/** Every column but s/n and Address (a JSON snapshot) sorts on the server. */
export const SORTABLE_FIELDS = [
  'pickup_number',
  'pickup_date',
  'pickup_time_from',
  'zone_name',
  'customer_fcs_id',
  'customer_phone_number',
  'status',
] as const;

/** The driver's day first: the earliest pickup date on top (overdue ones, then today, then later). */
export const DEFAULT_SORT: TableSort = { field: 'pickup_date', direction: 'asc' };

export type CollectPage = ListPageResult<Pickup>;

/**
 * One page of the pickups assigned to the signed-in staff member (view 'assigned': the api keeps
 * the list to them), with the count for the pager.
 */
export async function fetchCollectPage(
  query: { limit: number; offset: number; sorts: string[] },
  search: string,
  statuses: readonly string[],
  cursor?: PageCursor,
): Promise<CollectPage> {
  if (statuses.length === 0) return { rows: [], total: 0 };
  const filters = [...statusFilters(statuses), ...searchFilters(search, SEARCH_FIELDS)];
  const [page, total] = await Promise.all([
    reportPage<Pickup>('pickups', { ...query, ...cursor, filters, view: 'assigned' }),
    countAssignedPickups({ filters }),
  ]);
  return { rows: page.rows, total, cursors: page.cursors };
}
