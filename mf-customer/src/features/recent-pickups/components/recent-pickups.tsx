import { Button, Empty, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, routePath } from '@fcs/shared/contract';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { Muted, Panel, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { formatPickupDay } from '../../../lib/pickup-format';
import { useAsync } from '../../../lib/use-async';
import { fetchRecentPickups } from '../api/recent-pickups';

// Two lines per pickup (number and status; date, zone and Detail), the same at every width.
const row = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 12,
  rowGap: 2,
  alignItems: 'center',
  padding: '8px 0',
} as const;

/** "My recent requested pickups" on the Track page for joined customers (spec 1 §2.4). */
export function RecentPickups() {
  const { data, loading, error, reload } = useAsync('recent-pickups', fetchRecentPickups);
  useEffect(() => {
    if (error) console.error(`Recent pickups could not be loaded: ${error.message}`);
  }, [error]);
  const rows = error ? [] : (data ?? []);
  const linkStyle = useLinkStyle();

  return (
    <Panel
      label="My recent requested pickups"
      title="My recent requested pickups"
      extra={
        <Link to={ROUTES.myPickups.path} style={linkStyle}>
          See all
        </Link>
      }
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : error ? (
        <Muted>
          Recent pickups could not be loaded.{' '}
          <Button size="small" type="link" onClick={reload}>
            Retry
          </Button>
        </Muted>
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No pickups requested yet" />
      ) : (
        <ul aria-label="Recent pickups" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((p, i) => (
            <li key={p.id} style={{ ...row, borderTop: i ? '1px solid rgba(5,5,5,0.06)' : undefined }}>
              <strong style={{ overflowWrap: 'anywhere' }}>{p.pickup_number}</strong>
              <StatusBadge kind="pickup" status={p.status} />
              <Muted>{[formatPickupDay(p.pickup_date), p.zone_name].filter(Boolean).join(' · ')}</Muted>
              <Link
                to={routePath('myPickupDetail', { id: p.id })}
                style={{ ...linkStyle, justifySelf: 'end' }}
                aria-label={`Detail of ${p.pickup_number}`}
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
