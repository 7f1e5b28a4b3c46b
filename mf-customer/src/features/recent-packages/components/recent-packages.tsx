import { isNotFoundRemark } from '@fcs/shared/model/packages';
import { ROUTES, routePath } from '@fcs/shared/model/routes';
import { NotFoundRemark } from '@fcs/shared/ui/not-found-remark';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { RecentList } from '../../../components/recent-list';
import { fetchRecentPackages } from '../api/recent-packages';
import { useCustomerText } from '../../../i18n';

function Updated({ value }: { value: string | null }) {
  return <>{useCustomerText().dateTime(value)}</>;
}

// A package whose remark is "Not found" is not linked: the red remark stands where Detail would (spec 1 §3).
const load = async () =>
  (await fetchRecentPackages()).map((pkg) => ({
    id: pkg.id,
    number: pkg.tracking_id,
    status: <StatusBadge status={pkg.status} />,
    details: <Updated value={pkg.updated_date} />,
    detail: isNotFoundRemark(pkg.remark) ? null : routePath('myPackageDetail', { id: pkg.id }),
    instead: <NotFoundRemark />,
  }));

/** "My recent packages" on the Track page for joined customers (spec 1 §2.4). */
export function RecentPackages() {
  const { t } = useCustomerText();
  return (
    <RecentList
      title={t('recent.packages')}
      listLabel={t('recent.packagesLabel')}
      seeAll={ROUTES.myPackages.path}
      empty={t('packages.empty')}
      load={load}
    />
  );
}
