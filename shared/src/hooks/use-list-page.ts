import { useEffect, useRef } from 'react';
import type { PageCursors } from '../model/report';
import { useAsync } from './use-async';
import { useTableQuery, type TableQuery, type TableQueryOptions } from './use-table-query';

/** The next page after the last row seen, or the previous before the first: no offset to skip. */
export type PageCursor = { after: string } | { before: string } | undefined;

export interface ListPageResult<T> {
  rows: T[];
  total: number;
  /** Where the page starts and ends (report lists): the next and previous pages go from there. */
  cursors?: PageCursors;
}

export interface ListPageOptions<T> extends TableQueryOptions {
  /** What the list holds, for the console when it cannot be loaded ("My pickups"). */
  what: string;
  /**
   * One page of rows and the total, for the table's query and search (and anything in `deps`).
   * `cursor` is set when the page is the next or the previous one of the page last shown: a list
   * that passes it on (reportPage) costs the same on page 1 and page 100,000.
   */
  load: (query: TableQuery['query'], search: string, table: TableQuery, cursor: PageCursor) => Promise<ListPageResult<T>>;
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

/** The cursor of a page next to the one last shown with the same size, sort, search and filters. */
export function cursorFor(last: { list: string; page: number; cursors?: PageCursors } | null, list: string, page: number): PageCursor {
  if (!last || last.list !== list || !last.cursors) return undefined;
  if (page === last.page + 1 && last.cursors.last) return { after: last.cursors.last };
  if (page === last.page - 1 && page > 1 && last.cursors.first) return { before: last.cursors.first };
  return undefined;
}

/**
 * Every list screen's state: page, size, sort and search in the URL (useTableQuery), one page of
 * rows and its count loaded for them, reloaded when they change. A failed load leaves the list
 * empty and is logged (spec 1 §8); the screen offers Retry. Next and previous go by cursor when the
 * loader gives cursors.
 */
export function useListPage<T>({ what, load, deps = [], ...tableOptions }: ListPageOptions<T>): ListPage<T> {
  const table = useTableQuery(tableOptions);
  const list = JSON.stringify([table.query.limit, table.query.sorts, table.search, ...deps]);
  const key = JSON.stringify([table.query, table.search, ...deps]);
  const last = useRef<{ list: string; page: number; cursors?: PageCursors } | null>(null);
  const { data, loading, error, reload } = useAsync(key, async () => {
    const result = await load(table.query, table.search, table, cursorFor(last.current, list, table.page));
    last.current = { list, page: table.page, cursors: result.cursors };
    return result;
  });
  useEffect(() => {
    if (error) console.error(`${what} could not be loaded: ${error.message}`);
  }, [error, what]);
  return { table, rows: error ? [] : (data?.rows ?? []), total: error ? 0 : (data?.total ?? 0), loading, error, reload };
}
