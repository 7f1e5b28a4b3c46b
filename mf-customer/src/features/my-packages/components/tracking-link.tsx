import { Link, useLocation } from 'react-router-dom';
import { routePath } from '@fcs/shared/contract';
import { useLinkStyle } from '@fcs/shared/ui/page-parts';

/**
 * The tracking number links to the read-only detail; the list's query string goes along so that
 * the detail's back link returns to the same page, size, sort and search.
 */
export function TrackingLink({ id, trackingId }: { id: string; trackingId: string }) {
  const location = useLocation();
  const style = useLinkStyle();
  return (
    <Link style={style} to={routePath('myPackageDetail', { id })} state={{ from: `${location.pathname}${location.search}` }}>
      {trackingId}
    </Link>
  );
}
