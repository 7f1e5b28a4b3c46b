import { countAssignedPickups, reportPage } from '@fcs/runtime/client';
import type { Pickup } from '@fcs/shared/model/entities';
import type { Filter } from '@fcs/shared/model/report';
import type { ListPageResult, PageCursor } from '@fcs/shared/hooks/use-list-page';
import type { TableSort } from '@fcs/shared/hooks/use-table-query';
import { NOT_WAITING, searchFilters, statusFilters } from '../../../lib/pickup-filters';

/** Collect's search box: a part of the pickup number, the zone or the customer's name (a driver searches by whom they visit). */
export const SEARCH_FIELDS = ['pickup_number', 'zone_name', 'customer_name'] as const;

/**
 * The search box's filters: the text in the number, zone and name; a phone as typed (555-010-0001,
 * (555) 010 0001) by its digits, the way phone numbers are stored (+15550100001). The api keeps them
 * to the driver's own pickups first (the staff index), so the text match runs on those rows only.
 */
export function collectSearchFilters(search: string): Filter[] {
  const text = searchFilters(search, SEARCH_FIELDS);
  const digits = search.replace(/\D/g, '');
  if (!text.length || !/^[+\d\s().-]+$/.test(search.trim()) || digits.length < 3) return text;
  const [group] = text as [{ or_group: string; filters: Filter[] }];
  return [{ ...group, filters: [...group.filters, { field: 'customer_phone_number', compare: 'like', value: digits }] }];
}

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
 * the list to them), with the count for the pager; a stop recorded as not collected has left it.
 */
export async function fetchCollectPage(
  query: { limit: number; offset: number; sorts: string[] },
  search: string,
  statuses: readonly string[],
  cursor?: PageCursor,
): Promise<CollectPage> {
  if (statuses.length === 0) return { rows: [], total: 0 };
  const filters = [...statusFilters(statuses), NOT_WAITING, ...collectSearchFilters(search)];
  const [page, total] = await Promise.all([
    reportPage<Pickup>('pickups', { ...query, ...cursor, filters, view: 'assigned' }),
    countAssignedPickups({ filters }),
  ]);
  return { rows: page.rows, total, cursors: page.cursors };
}
