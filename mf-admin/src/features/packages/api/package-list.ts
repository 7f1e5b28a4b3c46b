import { reportListCount, reportPage } from '@fcs/runtime/client';
import type { ListPageResult, PageCursor } from '@fcs/shared/hooks/use-list-page';
import type { TableSort } from '@fcs/shared/hooks/use-table-query';
import { PACKAGE } from '@fcs/shared/model/entities';
import { PACKAGE_LIST_FIELDS, packageReportFilters, type PackageFilterEntry, type PackageListRow } from '@fcs/shared/model/packages';
import { parseSort, type CountKind, type Filter } from '@fcs/shared/model/report';

/** Received and updated dates sort (spec 1 §2.5, as My Packages); received_date desc by default (§4). */
export const SORTABLE_FIELDS = ['received_date', 'updated_date'] as const;
export const DEFAULT_SORT: TableSort = parseSort(PACKAGE.defaultSort ?? '');

/** One customer's packages (/user-packages/{userId}): those they receive or send. */
export function customerFilters(userId: string | undefined): Filter[] {
  return userId
    ? [
        {
          or_group: 'customer',
          filters: [
            { field: 'user_id', compare: '=', value: userId },
            { field: 'sender_id', compare: '=', value: userId },
          ],
        },
      ]
    : [];
}

/** The report filters of a list: the customer (if one) and the filter dialog's entries, one place for both list and CSV. */
export const listFilters = (entries: readonly PackageFilterEntry[], userId?: string): Filter[] => [
  ...customerFilters(userId),
  ...packageReportFilters(entries),
];

export type PackagePage = ListPageResult<PackageListRow> & { totalKind: CountKind };

/**
 * One page of the staff list through the report service (keyset cursors for next and previous),
 * with its bounded count ("more than 10,000" beyond it).
 */
export async function fetchPackagePage(
  query: { limit: number; offset: number; sorts: string[] },
  filters: Filter[],
  cursor?: PageCursor,
): Promise<PackagePage> {
  const [page, count] = await Promise.all([
    reportPage<PackageListRow>('packages', { ...query, ...cursor, filters, fields: [...PACKAGE_LIST_FIELDS] }),
    reportListCount('packages', { filters }),
  ]);
  return { rows: page.rows, total: count.count, totalKind: count.kind, cursors: page.cursors };
}
