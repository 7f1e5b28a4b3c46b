import { Link, useLocation } from 'react-router-dom';
import { isNotFoundRemark } from '@fcs/shared/model/packages';
import { routePath } from '@fcs/shared/model/routes';
import { NotFoundRemark } from '@fcs/shared/ui/not-found-remark';
import { useLinkStyle } from '@fcs/shared/ui/page-parts';

/**
 * The tracking number links to the read-only detail; the list's query string goes along so that
 * the detail's back link returns to the same page, size, sort and search. A package whose remark is
 * "Not found" is not linked, and the remark shows in red beside it (spec 1 §3).
 */
export function TrackingLink({ id, trackingId, remark }: { id: string; trackingId: string; remark: string | null }) {
  const location = useLocation();
  const style = useLinkStyle();
  if (isNotFoundRemark(remark)) {
    return (
      <span>
        {trackingId}
        <NotFoundRemark style={{ marginLeft: 8 }} />
      </span>
    );
  }
  return (
    <Link style={style} to={routePath('myPackageDetail', { id })} state={{ from: `${location.pathname}${location.search}` }}>
      {trackingId}
    </Link>
  );
}
