import { Button, Empty, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, ROUTES, routePath } from '@fcs/shared/contract';
import { StatusBadge } from '@fcs/shared/ui';
import { Muted, Panel } from '../../../lib/page-parts';
import { useAsync } from '../../../lib/use-async';
import { fetchRecentPackages } from '../api/recent-packages';

const row = { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', padding: '8px 0' } as const;

/** "My recent packages" on the Track page for joined customers (spec 1 §2.4). */
export function RecentPackages() {
  const { data, loading, error, reload } = useAsync('recent-packages', fetchRecentPackages);
  useEffect(() => {
    if (error) console.error(`Recent packages could not be loaded: ${error.message}`);
  }, [error]);
  const rows = error ? [] : (data ?? []);

  return (
    <Panel label="My recent packages" title="My recent packages" extra={<Link to={ROUTES.myPackages.path}>See all</Link>}>
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
              <strong style={{ minWidth: 140 }}>{pkg.tracking_id}</strong>
              <StatusBadge status={pkg.status} />
              <Muted style={{ flex: 1 }}>{formatDateTime(pkg.updated_date)}</Muted>
              <Link to={routePath('myPackageDetail', { id: pkg.id })} aria-label={`Detail of ${pkg.tracking_id}`}>
                Detail
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
