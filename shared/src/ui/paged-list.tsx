import type { ReactNode } from 'react';
import type { ListPage } from '../hooks/use-list-page';
import type { DataTableColumn } from './data-table';
import { ListFailure } from './list-failure';
import { ListView } from './list-view';

export interface PagedListProps<T extends { id: string }> {
  /** The screen's useListPage: its table state, rows, count, loading and failure. */
  list: ListPage<T>;
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The failure's title ("The pickups could not be loaded."). */
  failure: string;
  /** Whether the failure also says the api's reason (staff screens); a customer's says only the title. */
  failureReason?: boolean;
  emptyText: ReactNode;
}

/**
 * The body of a list screen: its failure with Retry above the list (a table, or cards on a small
 * screen) with its pager, all from the screen's useListPage.
 */
export function PagedList<T extends { id: string }>({ list, label, columns, failure, failureReason = true, emptyText }: PagedListProps<T>) {
  const { table, rows, total, loading, error, reload } = list;
  return (
    <>
      {error ? <ListFailure title={failure} description={failureReason ? error.message : undefined} onRetry={reload} /> : null}
      <ListView
        label={label}
        columns={columns}
        rows={rows}
        total={total}
        rowKey={(row) => row.id}
        page={table.page}
        pageSize={table.pageSize}
        sort={table.sort}
        onChange={table.change}
        loading={loading}
        emptyText={emptyText}
      />
    </>
  );
}
