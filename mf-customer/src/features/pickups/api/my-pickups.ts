import { reportCount, reportData } from '@fcs/runtime/client';
import { PICKUP, type Pickup } from '@fcs/shared/model/entities';
import { parseSort, type Filter } from '@fcs/shared/model/report';
import type { TableSort } from '@fcs/shared/hooks/use-table-query';

/** The fields a row of /my-pickups needs. */
export type PickupRow = Pick<Pickup, 'id' | 'pickup_number' | 'status' | 'zone_name' | 'pickup_date' | 'updated_date'>;

/** Every column but No. is sortable (spec 2 §2); the newest change first by default. */
export const SORTABLE_FIELDS = ['pickup_number', 'pickup_date', 'zone_name', 'updated_date', 'status'] as const;
const defaultSort = parseSort(PICKUP.defaultSort ?? '');
export const DEFAULT_SORT: TableSort = { field: defaultSort.field, direction: defaultSort.direction };

/** The search box matches a part of the pickup number or of the zone name (case-insensitive). */
export function pickupSearchFilters(search: string): Filter[] {
  const text = search.trim();
  if (!text) return [];
  const value = text;
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

export interface PickupPage {
  rows: PickupRow[];
  total: number;
}

/** One page of the signed-in customer's pickups; the server adds the customer's scope. */
export async function fetchMyPickups(query: { limit: number; offset: number; sorts: string[] }, search: string): Promise<PickupPage> {
  const filters = pickupSearchFilters(search);
  const [rows, total] = await Promise.all([
    reportData<PickupRow>('pickups', { ...query, filters, view: 'mine' }),
    reportCount('pickups', { filters, view: 'mine' }),
  ]);
  return { rows, total };
}
