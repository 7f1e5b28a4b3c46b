import { Button, Empty, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, ROUTES, routePath } from '@fcs/shared/contract';
import { StatusBadge } from '@fcs/shared/ui';
import { Muted, Panel, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { useAsync } from '../../../lib/use-async';
import { fetchRecentPackages } from '../api/recent-packages';

// Two lines per package (number and status; date and Detail), the same at every width.
const row = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 12,
  rowGap: 2,
  alignItems: 'center',
  padding: '8px 0',
} as const;

/** "My recent packages" on the Track page for joined customers (spec 1 §2.4). */
export function RecentPackages() {
  const { data, loading, error, reload } = useAsync('recent-packages', fetchRecentPackages);
  useEffect(() => {
    if (error) console.error(`Recent packages could not be loaded: ${error.message}`);
  }, [error]);
  const rows = error ? [] : (data ?? []);
  const linkStyle = useLinkStyle();

  return (
    <Panel
      label="My recent packages"
      title="My recent packages"
      extra={
        <Link to={ROUTES.myPackages.path} style={linkStyle}>
          See all
        </Link>
      }
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : error ? (
        <Muted>
          Recent packages could not be loaded.{' '}
          <Button size="small" type="link" onClick={reload}>
            Retry
          </Button>
        </Muted>
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No packages yet" />
      ) : (
        <ul aria-label="Recent packages" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((pkg, i) => (
            <li key={pkg.id} style={{ ...row, borderTop: i ? '1px solid rgba(5,5,5,0.06)' : undefined }}>
              <strong style={{ overflowWrap: 'anywhere' }}>{pkg.tracking_id}</strong>
              <StatusBadge status={pkg.status} />
              <Muted>{formatDateTime(pkg.updated_date)}</Muted>
              <Link
                to={routePath('myPackageDetail', { id: pkg.id })}
                style={{ ...linkStyle, justifySelf: 'end' }}
                aria-label={`Detail of ${pkg.tracking_id}`}
              >
                Detail
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
