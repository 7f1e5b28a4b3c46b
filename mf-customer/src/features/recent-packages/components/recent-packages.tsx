import { formatDateTime } from '@fcs/shared/model/format';
import { isNotFoundRemark } from '@fcs/shared/model/packages';
import { ROUTES, routePath } from '@fcs/shared/model/routes';
import { NotFoundRemark } from '@fcs/shared/ui/not-found-remark';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { RecentList } from '../../../components/recent-list';
import { fetchRecentPackages } from '../api/recent-packages';

// A package whose remark is "Not found" is not linked: the red remark stands where Detail would (spec 1 §3).
const load = async () =>
  (await fetchRecentPackages()).map((pkg) => ({
    id: pkg.id,
    number: pkg.tracking_id,
    status: <StatusBadge status={pkg.status} />,
    details: formatDateTime(pkg.updated_date),
    detail: isNotFoundRemark(pkg.remark) ? null : routePath('myPackageDetail', { id: pkg.id }),
    instead: <NotFoundRemark />,
  }));

/** "My recent packages" on the Track page for joined customers (spec 1 §2.4). */
export function RecentPackages() {
  return (
    <RecentList
      title="My recent packages"
      listLabel="Recent packages"
      seeAll={ROUTES.myPackages.path}
      empty="No packages yet"
      load={load}
    />
  );
}
