import { ROUTES, routePath } from '@fcs/shared/model/routes';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { RecentList } from '../../../components/recent-list';
import { fetchRecentPickups } from '../api/recent-pickups';
import { useCustomerText } from '../../../i18n';

function Day({ id, zone }: { id: string | null; zone: string | null }) {
  return <>{[useCustomerText().pickupDay(id), zone].filter(Boolean).join(' · ')}</>;
}

const load = async () =>
  (await fetchRecentPickups()).map((p) => ({
    id: p.id,
    number: p.pickup_number,
    status: <StatusBadge kind="pickup" status={p.status} />,
    details: <Day id={p.pickup_date} zone={p.zone_name} />,
    detail: routePath('myPickupDetail', { id: p.id }),
  }));

/** "My recent requested pickups" on the Track page for joined customers (spec 1 §2.4). */
export function RecentPickups() {
  const { t } = useCustomerText();
  return (
    <RecentList
      title={t('recent.pickups')}
      listLabel={t('recent.pickupsLabel')}
      seeAll={ROUTES.myPickups.path}
      empty={t('pickups.empty')}
      load={load}
    />
  );
}
