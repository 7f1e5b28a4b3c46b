import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../model/constants';

export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  field: string;
  direction: SortDirection;
}

/** What a list shows: one page of one size, in one order, for one search text. */
export interface TableState {
  page: number;
  pageSize: number;
  sort: TableSort | null;
}

export interface TableQueryOptions {
  /** The order when the URL names none (e.g. received_date desc for packages). */
  defaultSort?: TableSort | null;
  /** Fields the URL may sort by; anything else falls back to the default sort. */
  sortableFields?: readonly string[];
  /** Prefix of the query keys, for two lists on one page. */
  prefix?: string;
  /** The sizes the list offers and its default (10, 20, 30 and 10 unless given). */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
}

export interface TableQuery extends TableState {
  search: string;
  /** limit/offset/sorts for reportData. */
  query: { limit: number; offset: number; sorts: string[] };
  /** Apply a change from the table: a new size or a new sort goes back to page 1. */
  change: (next: TableState) => void;
  /** A new search text (or '' to clear it) goes back to page 1. */
  setSearch: (text: string) => void;
}

const PAGE_SIZE_SET: readonly number[] = PAGE_SIZES;

/** `received_date desc` <-> `received_date.desc` in the URL (a space would be encoded). */
export function sortToParam(sort: TableSort | null): string {
  return sort ? `${sort.field}.${sort.direction}` : '';
}

export function sortFromParam(value: string | null, sortableFields?: readonly string[]): TableSort | null {
  const match = /^(\w+)\.(asc|desc)$/.exec(value ?? '');
  if (!match?.[1] || !match[2]) return null;
  if (sortableFields && !sortableFields.includes(match[1])) return null;
  return { field: match[1], direction: match[2] as SortDirection };
}

export function sortsOf(sort: TableSort | null): string[] {
  return sort ? [`${sort.field} ${sort.direction}`] : [];
}

/** Read page, size, sort and search from the query string, ignoring values that make no sense. */
export function readTableParams(params: URLSearchParams, options: TableQueryOptions = {}): TableState & { search: string } {
  const key = (name: string) => `${options.prefix ?? ''}${name}`;
  const page = Number.parseInt(params.get(key('page')) ?? '', 10);
  const size = Number.parseInt(params.get(key('size')) ?? '', 10);
  const hasSort = params.has(key('sort'));
  const sizes = options.pageSizes ?? PAGE_SIZE_SET;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: sizes.includes(size) ? size : (options.defaultPageSize ?? DEFAULT_PAGE_SIZE),
    sort: (hasSort ? sortFromParam(params.get(key('sort')), options.sortableFields) : null) ?? options.defaultSort ?? null,
    search: params.get(key('q')) ?? '',
  };
}

/**
 * One URL-synced table hook for every list: page, size, sort and search live in the query string,
 * so a list is shareable and survives reload. Defaults are left out of the URL.
 */
export function useTableQuery(options: TableQueryOptions = {}): TableQuery {
  const [params, setParams] = useSearchParams();
  const { prefix = '', defaultSort = null, sortableFields, pageSizes, defaultPageSize = DEFAULT_PAGE_SIZE } = options;
  const sortKey = sortToParam(defaultSort);
  const state = useMemo(
    () => readTableParams(params, { prefix, defaultSort: sortFromParam(sortKey), sortableFields, pageSizes, defaultPageSize }),
    [params, prefix, sortKey, sortableFields, pageSizes, defaultPageSize],
  );

  const write = useCallback(
    (next: TableState & { search: string }) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          const put = (name: string, value: string, fallback: string) => {
            if (value && value !== fallback) out.set(`${prefix}${name}`, value);
            else out.delete(`${prefix}${name}`);
          };
          put('page', String(next.page), '1');
          put('size', String(next.pageSize), String(defaultPageSize));
          // An explicit "no sort" is kept as an empty value so that it wins over the default.
          if (sortToParam(next.sort) === sortKey) out.delete(`${prefix}sort`);
          else out.set(`${prefix}sort`, sortToParam(next.sort));
          put('q', next.search, '');
          return out;
        },
        { replace: false },
      );
    },
    [setParams, prefix, sortKey, defaultPageSize],
  );

  const change = useCallback(
    (next: TableState) => {
      const sameSort = sortToParam(next.sort) === sortToParam(state.sort);
      const resetPage = next.pageSize !== state.pageSize || !sameSort;
      write({ ...next, page: resetPage ? 1 : next.page, search: state.search });
    },
    [state, write],
  );

  const setSearch = useCallback(
    (text: string) => {
      if (text === state.search && state.page === 1) return;
      write({ ...state, page: 1, search: text });
    },
    [state, write],
  );

  return {
    ...state,
    query: { limit: state.pageSize, offset: (state.page - 1) * state.pageSize, sorts: sortsOf(state.sort) },
    change,
    setSearch,
  };
}
