import { reportCount, reportData } from '@fcs/runtime/client';
import { PACKAGE } from '@fcs/shared/model/entities';
import type { PackageListRow } from '@fcs/shared/model/packages';
import { parseSort, type Filter } from '@fcs/shared/model/report';
import type { TableSort } from '@fcs/shared/hooks/use-table-query';

/** The fields a row of the list needs. */
export type PackageRow = PackageListRow;

/** Received and updated dates are sortable (spec 1 §2.6); received_date desc by default (§4). */
export const SORTABLE_FIELDS = ['received_date', 'updated_date'] as const;
const defaultSort = parseSort(PACKAGE.defaultSort ?? '');
export const DEFAULT_SORT: TableSort = { field: defaultSort.field, direction: defaultSort.direction };

/** The search box text as it is matched: upper-cased, spaces removed. */
export function normalizeSearch(text: string): string {
  return text.toUpperCase().replace(/\s+/g, '');
}

/**
 * The tracking-number filter (spec 1 §5): the api matches a "like" value as contains, or with `*`
 * as the wildcard when typed. No filter for an empty search.
 */
export function trackingFilters(search: string): Filter[] {
  const text = normalizeSearch(search);
  return text ? [{ field: 'tracking_id', compare: 'like', value: text }] : [];
}

export interface PackagePage {
  rows: PackageRow[];
  total: number;
}

/** One page of the signed-in customer's packages; the server adds the customer's scope. */
export async function fetchMyPackages(query: { limit: number; offset: number; sorts: string[] }, search: string): Promise<PackagePage> {
  const filters = trackingFilters(search);
  const [rows, total] = await Promise.all([
    reportData<PackageRow>('packages', { ...query, filters, view: 'mine' }),
    reportCount('packages', { filters, view: 'mine' }),
  ]);
  return { rows, total };
}
