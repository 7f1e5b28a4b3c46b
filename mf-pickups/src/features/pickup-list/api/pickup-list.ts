import { countPickups, listPickups } from '@fcs/shared/client';
import { PICKUP, type Pickup } from '@fcs/shared/model/entities';
import { parseSort, type Filter } from '@fcs/shared/model/report';
import { PICKUP_STATUSES } from '@fcs/shared/model/status';
import type { TableSort } from '@fcs/shared/hooks/use-table-query';

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

/** The status filter: `status in (…)`, none when all five are chosen (ALL). */
export function statusFilters(statuses: readonly string[]): Filter[] {
  if (PICKUP_STATUSES.every((s) => statuses.includes(s))) return [];
  return [{ field: 'status', compare: 'in', value: [...statuses] }];
}

/** The search box: a part of the pickup number, the zone, the customer's FCS ID or name (any case). */
export function searchFilters(search: string): Filter[] {
  const value = search.trim();
  if (!value) return [];
  return [
    {
      or_group: 'search',
      filters: (['pickup_number', 'zone_name', 'customer_fcs_id', 'customer_name'] as const).map((field) => ({
        field,
        compare: 'like' as const,
        value,
      })),
    },
  ];
}

export interface PickupPage {
  rows: PickupRow[];
  total: number;
}

/** One page of the staff list (pku: every pickup), filtered and sorted in the database, with its count. */
export async function fetchPickupPage(
  query: { limit: number; offset: number; sorts: string[] },
  search: string,
  statuses: readonly string[],
): Promise<PickupPage> {
  if (statuses.length === 0) return { rows: [], total: 0 };
  const filters = [...statusFilters(statuses), ...searchFilters(search)];
  const [rows, total] = await Promise.all([
    listPickups({ ...query, filters, fields: [...LIST_FIELDS] }) as Promise<PickupRow[]>,
    countPickups({ filters }),
  ]);
  return { rows, total };
}
