import { countPickups, reportPage } from '@fcs/runtime/client';
import { PICKUP, type Pickup } from '@fcs/shared/model/entities';
import { parseSort } from '@fcs/shared/model/report';
import type { ListPageResult, PageCursor } from '@fcs/shared/hooks/use-list-page';
import type { TableSort } from '@fcs/shared/hooks/use-table-query';
import { searchFilters, statusFilters, WAITING } from '../../../lib/pickup-filters';

/** The fields a row of /pickups shows (and the label needs): the list asks for no more. */
export const LIST_FIELDS = [
  'id',
  'pickup_number',
  'pickup_date',
  'zone_name',
  'customer_fcs_id',
  'customer_name',
  'pickup_staff_name',
  'updated_date',
  'status',
  'pickup_address',
  'failed_attempt_at',
  'failed_attempt_reason',
] as const satisfies readonly (keyof Pickup)[];
export type PickupRow = Pick<Pickup, (typeof LIST_FIELDS)[number]>;

/** Every column but No. sorts (spec 2 §2); the newest change first by default. */
export const SORTABLE_FIELDS = [
  'pickup_number',
  'pickup_date',
  'zone_name',
  'customer_fcs_id',
  'pickup_staff_name',
  'updated_date',
  'status',
] as const;
export const DEFAULT_SORT: TableSort = parseSort(PICKUP.defaultSort ?? '');

/** The staff list's search box: a part of the number, the zone, the customer's FCS ID or name. */
export const SEARCH_FIELDS = ['pickup_number', 'zone_name', 'customer_fcs_id', 'customer_name'] as const;

export type PickupPage = ListPageResult<PickupRow>;

/**
 * One page of the staff list (pku: every pickup), filtered and sorted in the database, with its
 * count; the next and previous pages by cursor. `waiting`: only the pickups not collected, waiting to
 * be rescheduled.
 */
export async function fetchPickupPage(
  query: { limit: number; offset: number; sorts: string[] },
  search: string,
  statuses: readonly string[],
  cursor?: PageCursor,
  waiting = false,
): Promise<PickupPage> {
  if (statuses.length === 0) return { rows: [], total: 0 };
  const filters = [...statusFilters(statuses), ...(waiting ? [WAITING] : []), ...searchFilters(search, SEARCH_FIELDS)];
  const [page, total] = await Promise.all([
    reportPage<PickupRow>('pickups', { ...query, ...cursor, filters, fields: [...LIST_FIELDS] }),
    countPickups({ filters }),
  ]);
  return { rows: page.rows, total, cursors: page.cursors };
}
