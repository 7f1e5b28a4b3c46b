import { Pagination, Table } from 'antd';
import type { ColumnsType, SorterResult, SortOrder, TablePaginationConfig } from 'antd/es/table/interface';
import type { Key, ReactNode } from 'react';
import { PAGE_SIZES } from '../model/constants';
import type { CountKind } from '../model/report';
import type { TableSort, TableState } from '../hooks/use-table-query';

/**
 * Paging text of spec 1 §9: `1-10 of N` (`0-0 of 0` for an empty list). A count that stopped at its
 * limit reads `1-10 of more than 10,000`; a whole table's estimate `1-10 of about 1,000,000`.
 */
export function pagingText(page: number, pageSize: number, total: number, kind: CountKind = 'exact'): string {
  const from = total === 0 ? 0 : kind === 'exact' ? Math.min((page - 1) * pageSize + 1, total) : (page - 1) * pageSize + 1;
  const to = kind === 'exact' ? Math.min(page * pageSize, total) : page * pageSize;
  if (kind === 'exact') return `${from}-${to} of ${total}`;
  return `${from}-${to} of ${kind === 'more_than' ? 'more than' : 'about'} ${total.toLocaleString('en-US')}`;
}

/** The No. column: the row's number across pages (1-based). */
export function rowNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}

/**
 * The table state after a change: a new page keeps size and sort; a new size or a new sort goes
 * back to page 1 (spec 1 §9).
 */
export function nextTableState(prev: TableState, change: Partial<TableState>): TableState {
  const next = { ...prev, ...change };
  const sortChanged =
    'sort' in change && `${change.sort?.field}.${change.sort?.direction}` !== `${prev.sort?.field}.${prev.sort?.direction}`;
  const sizeChanged = change.pageSize !== undefined && change.pageSize !== prev.pageSize;
  return sortChanged || sizeChanged ? { ...next, page: 1 } : next;
}

export interface DataTableColumn<T> {
  /** The row field the column shows; also the sort field when sortable. */
  key: string;
  title: ReactNode;
  render?: (row: T, index: number) => ReactNode;
  /** The server can sort by this field: a click toggles ascending and descending. */
  sortable?: boolean;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface DataTableProps<T> extends TableState {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  total: number;
  /** How the total was counted (exact unless the list asked for a bounded count). */
  totalKind?: CountKind;
  rowKey: (row: T) => Key;
  onChange: (next: TableState) => void;
  loading?: boolean;
  emptyText?: ReactNode;
  /** Where the pager sits; 'both' repeats it above the table for long pages. */
  pagination?: 'bottom' | 'top' | 'both';
  /** Accessible name of the table. */
  label?: string;
}

const ORDER: Record<TableSort['direction'], SortOrder> = { asc: 'ascend', desc: 'descend' };
// Cycling ascend -> descend -> ascend: a click toggles, it never drops the sort.
const TOGGLE: SortOrder[] = ['ascend', 'descend', 'ascend'];
const PLACEMENT = { bottom: ['bottomEnd'], top: ['topEnd'], both: ['topEnd', 'bottomEnd'] } as const;

function sortOfSorter<T>(sorter: SorterResult<T> | SorterResult<T>[]): TableSort | null {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || one.columnKey === undefined) return null;
  return { field: String(one.columnKey), direction: one.order === 'ascend' ? 'asc' : 'desc' };
}

/**
 * The list table of every remote: server-side paging (sizes 10/20/30, `1-10 of N`), a sort toggle
 * per sortable column, loading and empty states. It is controlled: the caller keeps the state
 * (usually in the URL through useTableQuery) and fetches the rows.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    total,
    totalKind,
    page,
    pageSize,
    sort,
    onChange,
    loading,
    emptyText,
    pagination = 'bottom',
    rowKey,
    label,
  } = props;
  const state: TableState = { page, pageSize, sort };

  const antColumns: ColumnsType<T> = columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    width: c.width,
    align: c.align,
    render: c.render ? (_: unknown, row: T, index: number) => c.render?.(row, index) : undefined,
    ...(c.sortable
      ? { sorter: true, sortDirections: TOGGLE, sortOrder: sort?.field === c.key ? ORDER[sort.direction] : null, showSorterTooltip: false }
      : {}),
  }));

  const pager: TablePaginationConfig = {
    current: page,
    pageSize,
    total,
    pageSizeOptions: [...PAGE_SIZES],
    showSizeChanger: true,
    showTotal: () => pagingText(page, pageSize, total, totalKind),
    placement: [...PLACEMENT[pagination]],
  };

  return (
    <Table<T>
      aria-label={label}
      columns={antColumns}
      dataSource={rows as T[]}
      rowKey={rowKey}
      loading={loading}
      pagination={pager}
      locale={emptyText === undefined ? undefined : { emptyText }}
      scroll={{ x: 'max-content' }}
      onChange={(p, _filters, sorter, extra) => {
        if (extra.action === 'sort') onChange(nextTableState(state, { sort: sortOfSorter(sorter) }));
        else if (extra.action === 'paginate') onChange(nextTableState(state, { page: p.current ?? 1, pageSize: p.pageSize ?? pageSize }));
      }}
    />
  );
}

export interface DataPagerProps extends TableState {
  total: number;
  /** How the total was counted (exact unless the list asked for a bounded count). */
  totalKind?: CountKind;
  onChange: (next: TableState) => void;
}

/** The same pager for lists that are not tables (e.g. a grid of cards). */
export function DataPager({ page, pageSize, sort, total, totalKind, onChange }: DataPagerProps) {
  return (
    <Pagination
      current={page}
      pageSize={pageSize}
      total={total}
      pageSizeOptions={[...PAGE_SIZES]}
      showSizeChanger
      showTotal={() => pagingText(page, pageSize, total, totalKind)}
      align="end"
      onChange={(p, size) => onChange(nextTableState({ page, pageSize, sort }, { page: p, pageSize: size }))}
    />
  );
}
