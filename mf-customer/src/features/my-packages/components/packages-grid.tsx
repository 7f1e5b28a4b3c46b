import { Empty, Skeleton } from 'antd';
import { formatDateTime } from '@fcs/shared/model/format';
import { rowNumber } from '@fcs/shared/ui/data-table';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { Muted, Panel } from '@fcs/shared/ui/page-parts';
import type { PackageRow } from '../api/my-packages';
import { TrackingLink } from './tracking-link';

export interface PackagesGridProps {
  rows: readonly PackageRow[];
  page: number;
  pageSize: number;
  loading: boolean;
  emptyText: string;
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 12 } as const;

/** The grid view: one card per package with the same data as the list. */
export function PackagesGrid({ rows, page, pageSize, loading, emptyText }: PackagesGridProps) {
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
    <ul style={{ ...grid, listStyle: 'none', padding: 0, margin: 0, opacity: loading ? 0.6 : 1 }} aria-label="Packages" aria-busy={loading}>
      {rows.map((row, i) => (
        <li key={row.id}>
          <Panel
            title={
              <>
                <Muted>{rowNumber(page, pageSize, i)}. </Muted>
                <TrackingLink id={row.id} trackingId={row.tracking_id} remark={row.remark} />
              </>
            }
            extra={<StatusBadge status={row.status} />}
          >
            <div>
              <Muted>Received Date: </Muted>
              {formatDateTime(row.received_date)}
            </div>
            <div>
              <Muted>Updated Date: </Muted>
              {formatDateTime(row.updated_date)}
            </div>
          </Panel>
        </li>
      ))}
    </ul>
  );
}
