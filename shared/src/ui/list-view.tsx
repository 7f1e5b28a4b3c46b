import { Empty, Select, Skeleton } from 'antd';
import type { Key, ReactNode } from 'react';
import { DataPager, DataTable, type DataTableColumn } from './data-table';
import type { TableSort, TableState } from '../hooks/use-table-query';
import { useSmallArea } from '../hooks/use-small-area';
import { useUiText } from './ui-text';

export interface ListViewProps<T> extends TableState {
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  total: number;
  rowKey: (row: T) => Key;
  onChange: (next: TableState) => void;
  loading: boolean;
  emptyText: ReactNode;
  /** The page sizes offered (the table's default unless given). */
  pageSizes?: readonly number[];
  /** false: a short list shown whole, without a pager (e.g. the SMS rates). */
  paged?: boolean;
}

const sortValue = (s: TableSort | null) => (s ? `${s.field}.${s.direction}` : '');

/** At 760 px or less, one card per row (the column titles as labels), a sort select and the pager. */
function RowCards<T>({
  label,
  columns,
  rows,
  total,
  rowKey,
  onChange,
  loading,
  emptyText,
  page,
  pageSize,
  sort,
  pageSizes,
  paged = true,
}: ListViewProps<T>) {
  const { t } = useUiText();
  const sortable = columns.filter((c) => c.sortable);
  const [head, ...rest] = columns.filter((c) => c.key !== 'no');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {sortable.length ? (
        <Select
          aria-label={t('table.sortBy')}
          value={sortValue(sort)}
          onChange={(v: string) => {
            const [field = '', direction] = v.split('.');
            onChange({ page: 1, pageSize, sort: { field, direction: direction === 'asc' ? 'asc' : 'desc' } });
          }}
          options={sortable.flatMap((c) => [
            {
              value: `${c.key}.desc`,
              label: (
                <>
                  {t('table.sortDesc')} {c.title} ↓
                </>
              ),
            },
            {
              value: `${c.key}.asc`,
              label: (
                <>
                  {t('table.sortAsc')} {c.title} ↑
                </>
              ),
            },
          ])}
          style={{ width: '100%' }}
        />
      ) : null}
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {rows.map((row, i) => (
            <li key={rowKey(row)} style={{ background: '#fff', border: '1px solid rgba(5,5,5,0.06)', borderRadius: 8, padding: 12 }}>
              <div style={{ fontWeight: 600, marginBottom: 6 }}>{head?.render ? head.render(row, i) : null}</div>
              <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 4, margin: 0 }}>
                {rest.map((c) => (
                  <div key={c.key} style={{ display: 'contents' }}>
                    <dt style={{ color: 'rgba(0,0,0,0.55)' }}>{c.title}</dt>
                    <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{c.render ? c.render(row, i) : null}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {paged ? <DataPager page={page} pageSize={pageSize} sort={sort} total={total} onChange={onChange} pageSizes={pageSizes} /> : null}
    </div>
  );
}

/** A list as the spec's table on wide screens and as cards on small ones (760 px or less). */
export function ListView<T extends object>(props: ListViewProps<T>) {
  const small = useSmallArea();
  if (small) return <RowCards {...props} />;
  return <DataTable {...props} pagination={props.paged === false ? 'none' : undefined} />;
}
