import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { PackageListRow } from '../model/packages';
import { rowNumber } from './data-table';
import { Muted, Panel } from './page-parts';
import { StatusBadge } from './status-badge';
import { TrackingLink } from './tracking-link';
import { useUiText } from './ui-text';

export interface PackagesGridProps<R extends PackageListRow> {
  rows: readonly R[];
  /** The detail a tracking number opens. */
  detailPath: (id: string) => string;
  /** Something before each card's number (the staff list's selection checkbox). */
  before?: (row: R) => ReactNode;
  page: number;
  pageSize: number;
  loading: boolean;
  emptyText: string;
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 12 } as const;

/** The grid view (spec 1 §9): one card per package with the same data as the list. */
export function PackagesGrid<R extends PackageListRow>({
  rows,
  detailPath,
  before,
  page,
  pageSize,
  loading,
  emptyText,
}: PackagesGridProps<R>) {
  const { t, dateTime } = useUiText();
  if (loading && rows.length === 0) {
    return (
      <div style={grid} aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Panel key={i}>
            <Skeleton active paragraph={{ rows: 2 }} />
          </Panel>
        ))}
      </div>
    );
  }
  if (rows.length === 0) return <Empty description={emptyText} />;
  return (
    <ul
      style={{ ...grid, listStyle: 'none', padding: 0, margin: 0, opacity: loading ? 0.6 : 1 }}
      aria-label={t('package.list')}
      aria-busy={loading}
    >
      {rows.map((row, i) => (
        <li key={row.id}>
          <Panel
            title={
              <>
                {before?.(row)}
                <Muted>{rowNumber(page, pageSize, i)}. </Muted>
                <TrackingLink to={detailPath(row.id)} trackingId={row.tracking_id} remark={row.remark} />
              </>
            }
            extra={<StatusBadge status={row.status} />}
          >
            <div>
              <Muted>{t('column.receivedDate')}: </Muted>
              {dateTime(row.received_date)}
            </div>
            <div>
              <Muted>{t('column.updatedDate')}: </Muted>
              {dateTime(row.updated_date)}
            </div>
          </Panel>
        </li>
      ))}
    </ul>
  );
}
