import { countAssignedPickups, listAssignedPickups } from '@fcs/shared/client';
import type { Pickup } from '@fcs/shared/model/entities';
import type { Filter } from '@fcs/shared/model/report';
import { STATUS_FILTER_GROUPS } from '@fcs/shared/model/status';
import type { TableSort } from '@fcs/shared/hooks/use-table-query';

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

export interface CollectPage {
  rows: Pickup[];
  total: number;
}

/** `status in (…)`; none when every status is chosen (ALL). */
export function statusFilters(statuses: readonly string[]): Filter[] {
  if (STATUS_FILTER_GROUPS.assignedPickups.ALL.every((s) => statuses.includes(s))) return [];
  return [{ field: 'status', compare: 'in', value: [...statuses] }];
}

/** The search box matches a part of the pickup number or of the zone name (case-insensitive). */
export function searchFilters(search: string): Filter[] {
  const value = search.trim();
  if (!value) return [];
  return [
    {
      or_group: 'search',
      filters: [
        { field: 'pickup_number', compare: 'like', value },
        { field: 'zone_name', compare: 'like', value },
      ],
    },
  ];
}

/**
 * One page of the pickups assigned to the signed-in staff member (view 'assigned': the api keeps
 * the list to them), with the count for the pager.
 */
export async function fetchCollectPage(
  query: { limit: number; offset: number; sorts: string[] },
  search: string,
  statuses: readonly string[],
): Promise<CollectPage> {
  if (statuses.length === 0) return { rows: [], total: 0 };
  const filters = [...statusFilters(statuses), ...searchFilters(search)];
  const [rows, total] = await Promise.all([listAssignedPickups({ ...query, filters }), countAssignedPickups({ filters })]);
  return { rows, total };
}
