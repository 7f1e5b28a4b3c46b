import { Link, useLocation } from 'react-router-dom';
import { routePath } from '@fcs/shared/contract';

/**
 * The tracking number links to the read-only detail; the list's query string goes along so that
 * the detail's back link returns to the same page, size, sort and search.
 */
export function TrackingLink({ id, trackingId }: { id: string; trackingId: string }) {
  const location = useLocation();
  return (
    <Link to={routePath('myPackageDetail', { id })} state={{ from: `${location.pathname}${location.search}` }}>
      {trackingId}
    </Link>
  );
}
