import { Link, useLocation } from 'react-router-dom';
import { isNotFoundRemark } from '../model/packages';
import { NotFoundRemark } from './not-found-remark';
import { useLinkStyle } from './page-parts';

/**
 * A package's tracking number linked to its detail (`to`); the list's query string goes along so
 * that the detail's back link returns to the same page, size, sort and search. A package whose
 * remark is "Not found" is not linked, and the remark shows in red beside it (spec 1 §3).
 */
export function TrackingLink({ to, trackingId, remark }: { to: string; trackingId: string; remark: string | null }) {
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
    <Link style={style} to={to} state={{ from: `${location.pathname}${location.search}` }}>
      {trackingId}
    </Link>
  );
}
