import CaretDownOutlined from '@ant-design/icons/CaretDownOutlined';
import CaretUpOutlined from '@ant-design/icons/CaretUpOutlined';
import { Checkbox, Empty, Pagination, Spin, theme } from 'antd';
import { useEffect, useRef, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { PAGE_SIZES } from '../model/constants';
import { formatCount } from '../model/format';
import { EXACT_OFFSET_LIMIT, type CountKind } from '../model/report';
import type { TableSort, TableState } from '../hooks/use-table-query';
import { useSmallArea } from '../hooks/use-small-area';
import { englishUi, useUiText, type TFunction } from './ui-text';

/**
 * Paging text of spec 1 §9: `1-10 of N` (`0-0 of 0` for an empty list). A count that stopped at its
 * limit reads `1-10 of more than 10,000`; a whole table's estimate `1-10 of about 1,000,000`, and
 * a page of it placed by the statistics `about 900,001-900,010 of about 1,000,000`.
 */
export function pagingText(page: number, pageSize: number, total: number, kind: CountKind = 'exact', t: TFunction = englishUi): string {
  const from = total === 0 ? 0 : kind === 'exact' ? Math.min((page - 1) * pageSize + 1, total) : (page - 1) * pageSize + 1;
  const to = kind === 'exact' ? Math.min(page * pageSize, total) : page * pageSize;
  if (kind === 'exact') return t('paging.exact', { from, to, total });
  if (kind === 'more_than') return t('paging.moreThan', { from, to, total: formatCount(total) });
  // A far page of a whole table starts about there (placed by the statistics, EXACT_OFFSET_LIMIT).
  if (from > EXACT_OFFSET_LIMIT) return t('paging.aboutFar', { from: formatCount(from), to: formatCount(to), total: formatCount(total) });
  return t('paging.about', { from, to, total: formatCount(total) });
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
  /** Where the pager sits; 'both' repeats it above the table for long pages; 'none' for a list that is one page. */
  pagination?: 'bottom' | 'top' | 'both' | 'none';
  /** A last row under the rows (e.g. an invoice's Total): its label across all columns but the last, its value in the last. */
  summary?: { label: ReactNode; value: ReactNode };
  /** Checkboxes in a first column, with Select all in its header. */
  selection?: {
    selected: readonly Key[];
    onChange: (keys: Key[]) => void;
    /** The accessible name of a row's checkbox. */
    label: (row: T) => string;
  };
  /** Accessible name of the table. */
  label?: string;
  /** The page sizes offered (10, 20, 30 unless the list has its own, e.g. SMS 2, 4, 6, 10). */
  pageSizes?: readonly number[];
}

/** A sortable column's next sort: ascending first, then a click toggles; it never drops the sort. */
export function nextSort(sort: TableSort | null, field: string): TableSort {
  return { field, direction: sort?.field === field && sort.direction === 'asc' ? 'desc' : 'asc' };
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Hover and focus of the rows and the sort headers: what inline styles cannot say. */
const TABLE_CSS = `
.fcs-data-table tbody tr:hover > td { background: var(--fcs-row-hover); }
.fcs-data-table th[data-sortable]:hover { background: var(--fcs-head-hover); }
.fcs-data-table th[data-sortable]:focus-visible { outline: 2px solid var(--fcs-focus); outline-offset: -2px; }
`;

function SortMark({ active }: { active: TableSort['direction'] | null }) {
  const { token } = theme.useToken();
  const color = (on: boolean) => (on ? token.colorPrimary : token.colorTextQuaternary);
  return (
    <span aria-hidden style={{ display: 'inline-flex', flexDirection: 'column', fontSize: 10, lineHeight: 0.9, marginLeft: 6 }}>
      <CaretUpOutlined style={{ color: color(active === 'asc') }} />
      <CaretDownOutlined style={{ color: color(active === 'desc') }} />
    </span>
  );
}

function SelectAll<T>({
  rows,
  rowKey,
  selection,
}: {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  selection: NonNullable<DataTableProps<T>['selection']>;
}) {
  const { t } = useUiText();
  const keys = rows.map(rowKey);
  const chosen = keys.filter((k) => selection.selected.includes(k)).length;
  return (
    <Checkbox
      aria-label={t('table.selectAll')}
      checked={keys.length > 0 && chosen === keys.length}
      indeterminate={chosen > 0 && chosen < keys.length}
      disabled={keys.length === 0}
      onChange={(e) =>
        selection.onChange(
          e.target.checked ? [...new Set([...selection.selected, ...keys])] : selection.selected.filter((k) => !keys.includes(k)),
        )
      }
    />
  );
}

/**
 * Whether a box is narrower than what it holds (a wide table on a phone). Such a box must take focus
 * so that a keyboard can scroll it (WCAG 2.1.1); one that fits stays out of the Tab order.
 */
function useScrolls<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
}

/**
 * The list table of every remote: server-side paging (sizes 10/20/30, `1-10 of N`), a sort toggle
 * per sortable column (a click or Enter on its header), loading and empty states. It is
 * controlled: the caller keeps the state (usually in the URL through useTableQuery) and fetches the
 * rows. A plain table in the theme's colours rather than antd's Table, whose filter menus, tree and
 * dropdown (74 KB gzipped on every list screen) no list here uses.
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
    selection,
    summary,
    pageSizes,
  } = props;
  const { token } = theme.useToken();
  const { t } = useUiText();
  const [scroller, scrolls] = useScrolls<HTMLDivElement>();
  const state: TableState = { page, pageSize, sort };
  const border = `1px solid ${token.colorBorderSecondary}`;
  const cell = { padding: '12px 16px', borderBottom: border, verticalAlign: 'middle' } as const;
  const sortBy = (field: string) => onChange(nextTableState(state, { sort: nextSort(sort, field) }));
  const pager = (
    <DataPager page={page} pageSize={pageSize} sort={sort} total={total} totalKind={totalKind} onChange={onChange} pageSizes={pageSizes} />
  );
  const vars = {
    '--fcs-row-hover': token.colorFillAlter,
    '--fcs-head-hover': token.colorFillSecondary,
    '--fcs-focus': token.colorPrimary,
  } as CSSProperties;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <style>{TABLE_CSS}</style>
      {pagination === 'top' || pagination === 'both' ? pager : null}
      <div style={{ position: 'relative' }}>
        <div
          ref={scroller}
          {...(scrolls
            ? { tabIndex: 0, role: 'region', 'aria-label': label ? `${label} (scrolls sideways)` : 'Table (scrolls sideways)' }
            : {})}
          style={{
            overflowX: 'auto',
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            opacity: loading ? 0.5 : 1,
            pointerEvents: loading ? 'none' : undefined,
            // antd's own duration: none when the person's system asks for less motion (FcsConfig).
            transition: `opacity ${token.motionDurationMid}`,
          }}
        >
          <table
            className="fcs-data-table"
            aria-label={label}
            aria-busy={loading || undefined}
            style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSize, color: token.colorText, ...vars }}
          >
            <thead>
              <tr>
                {selection ? (
                  <th scope="col" style={{ ...cell, width: 40, background: token.colorFillAlter }}>
                    <SelectAll rows={rows} rowKey={rowKey} selection={selection} />
                  </th>
                ) : null}
                {columns.map((c) => {
                  const active = sort?.field === c.key ? sort.direction : null;
                  const base = {
                    ...cell,
                    width: c.width,
                    textAlign: c.align ?? 'left',
                    background: token.colorFillAlter,
                    fontWeight: 600,
                    whiteSpace: 'nowrap',
                  } as const;
                  if (!c.sortable)
                    return (
                      <th key={c.key} scope="col" style={base}>
                        {c.title}
                      </th>
                    );
                  return (
                    <th
                      key={c.key}
                      scope="col"
                      data-sortable
                      aria-sort={active ? ARIA_SORT[active] : 'none'}
                      tabIndex={0}
                      onClick={() => sortBy(c.key)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' || e.key === ' ') {
                          e.preventDefault();
                          sortBy(c.key);
                        }
                      }}
                      style={{ ...base, cursor: 'pointer', userSelect: 'none' }}
                    >
                      <span style={{ display: 'inline-flex', alignItems: 'center' }}>
                        {c.title}
                        <SortMark active={active} />
                      </span>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length + (selection ? 1 : 0)} style={{ ...cell, padding: 24 }}>
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('table.noData')} />
                  </td>
                </tr>
              ) : (
                rows.map((row, index) => (
                  <tr key={rowKey(row)}>
                    {selection ? (
                      <td style={{ ...cell, width: 40 }}>
                        <Checkbox
                          aria-label={selection.label(row)}
                          checked={selection.selected.includes(rowKey(row))}
                          onChange={(e) =>
                            selection.onChange(
                              e.target.checked ? [...selection.selected, rowKey(row)] : selection.selected.filter((k) => k !== rowKey(row)),
                            )
                          }
                        />
                      </td>
                    ) : null}
                    {columns.map((c) => (
                      <td key={c.key} style={{ ...cell, textAlign: c.align ?? 'left' }}>
                        {c.render ? c.render(row, index) : String((row as Record<string, unknown>)[c.key] ?? '')}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
            {summary && rows.length > 0 ? (
              <tfoot>
                <tr>
                  <td colSpan={columns.length - 1 + (selection ? 1 : 0)} style={{ ...cell, textAlign: 'right', fontWeight: 600 }}>
                    {summary.label}
                  </td>
                  <td style={{ ...cell, textAlign: 'right', fontWeight: 600 }}>{summary.value}</td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
        {loading ? <Spin style={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }} /> : null}
      </div>
      {pagination === 'bottom' || pagination === 'both' ? pager : null}
    </div>
  );
}

export interface DataPagerProps extends TableState {
  total: number;
  /** How the total was counted (exact unless the list asked for a bounded count). */
  totalKind?: CountKind;
  onChange: (next: TableState) => void;
  /** The page sizes offered; 10, 20, 30 by default. */
  pageSizes?: readonly number[];
}

/** The same pager for lists that are not tables (e.g. a grid of cards). */
export function DataPager({ page, pageSize, sort, total, totalKind, onChange, pageSizes = PAGE_SIZES }: DataPagerProps) {
  // On a phone, "< 3 / 306 >" in place of the page buttons, so that the pager fits the screen.
  const small = useSmallArea();
  const { t } = useUiText();
  return (
    <Pagination
      simple={small}
      style={small ? { flexWrap: 'wrap', rowGap: 8 } : undefined}
      current={page}
      pageSize={pageSize}
      total={total}
      pageSizeOptions={[...pageSizes]}
      showSizeChanger
      showTotal={() => <span style={{ whiteSpace: 'nowrap' }}>{pagingText(page, pageSize, total, totalKind, t)}</span>}
      align="end"
      onChange={(p, size) => onChange(nextTableState({ page, pageSize, sort }, { page: p, pageSize: size }))}
    />
  );
}
