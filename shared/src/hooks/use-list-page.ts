import { useEffect } from 'react';
import { useAsync } from './use-async';
import { useTableQuery, type TableQuery, type TableQueryOptions } from './use-table-query';

export interface ListPageOptions<T> extends TableQueryOptions {
  /** What the list holds, for the console when it cannot be loaded ("My pickups"). */
  what: string;
  /** One page of rows and the total, for the table's query and search (and anything in `deps`). */
  load: (query: TableQuery['query'], search: string, table: TableQuery) => Promise<{ rows: T[]; total: number }>;
  /** More that the call depends on (filters kept outside the table's query), as values. */
  deps?: readonly unknown[];
}

export interface ListPage<T> {
  table: TableQuery;
  rows: T[];
  total: number;
  loading: boolean;
  error: { status: number; message: string } | null;
  reload: () => void;
}

/**
 * Every list screen's state: page, size, sort and search in the URL (useTableQuery), one page of
 * rows and its count loaded for them, reloaded when they change. A failed load leaves the list
 * empty and is logged (spec 1 §8); the screen offers Retry.
 */
export function useListPage<T>({ what, load, deps = [], ...tableOptions }: ListPageOptions<T>): ListPage<T> {
  const table = useTableQuery(tableOptions);
  const key = JSON.stringify([table.query, table.search, ...deps]);
  const { data, loading, error, reload } = useAsync(key, () => load(table.query, table.search, table));
  useEffect(() => {
    if (error) console.error(`${what} could not be loaded: ${error.message}`);
  }, [error, what]);
  return { table, rows: error ? [] : (data?.rows ?? []), total: error ? 0 : (data?.total ?? 0), loading, error, reload };
}
