import { formatPickupDateId } from '@fcs/shared/model/pickups';
import { ROUTES, routePath } from '@fcs/shared/model/routes';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { RecentList } from '../../../components/recent-list';
import { fetchRecentPickups } from '../api/recent-pickups';

const load = async () =>
  (await fetchRecentPickups()).map((p) => ({
    id: p.id,
    number: p.pickup_number,
    status: <StatusBadge kind="pickup" status={p.status} />,
    details: [formatPickupDateId(p.pickup_date), p.zone_name].filter(Boolean).join(' · '),
    detail: routePath('myPickupDetail', { id: p.id }),
  }));

/** "My recent requested pickups" on the Track page for joined customers (spec 1 §2.4). */
export function RecentPickups() {
  return (
    <RecentList
      title="My recent requested pickups"
      listLabel="Recent pickups"
      seeAll={ROUTES.myPickups.path}
      empty="No pickups requested yet"
      load={load}
    />
  );
}
