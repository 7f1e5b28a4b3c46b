import { countMyDropoffs, listMyDropoffs } from '@fcs/runtime/client';
import { DROPOFF, type Dropoff } from '@fcs/shared/model/entities';
import { parseSort, type Filter } from '@fcs/shared/model/report';
import type { TableSort } from '@fcs/shared/hooks/use-table-query';

export type DropoffRow = Pick<Dropoff, 'id' | 'dropoff_number' | 'status' | 'created_date' | 'receiving_staff_name' | 'updated_date'>;

/** Every column but No. is sortable (spec 3 §2); the newest change first by default. */
export const SORTABLE_FIELDS = ['dropoff_number', 'created_date', 'receiving_staff_name', 'updated_date', 'status'] as const;
const defaultSort = parseSort(DROPOFF.defaultSort ?? '');
export const DEFAULT_SORT: TableSort = { field: defaultSort.field, direction: defaultSort.direction };

/** The search box matches a part of the drop-off number. */
export function dropoffSearchFilters(search: string): Filter[] {
  const text = search.trim().replace(/[%_]/g, '');
  return text ? [{ field: 'dropoff_number', compare: 'like', value: text }] : [];
}

/** One page of the customer's own drop-offs: the server limits the report to them. */
export async function fetchMyDropoffs(query: { limit: number; offset: number; sorts: string[] }, search: string) {
  const filters = dropoffSearchFilters(search);
  const [rows, total] = await Promise.all([listMyDropoffs({ ...query, filters }), countMyDropoffs({ filters })]);
  return { rows: rows as DropoffRow[], total };
}
