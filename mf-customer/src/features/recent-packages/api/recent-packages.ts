import { reportData } from '@fcs/runtime/client';
import { RECENT_COUNT } from '@fcs/shared/model/constants';
import { type Package } from '@fcs/shared/model/entities';

export type RecentPackage = Pick<Package, 'id' | 'tracking_id' | 'status' | 'remark' | 'updated_date'>;

/** The signed-in person's own most recently updated packages (spec 1 §2.4: 5 of them), whatever their privileges. */
export function fetchRecentPackages(): Promise<RecentPackage[]> {
  return reportData<RecentPackage>('packages', { limit: RECENT_COUNT, offset: 0, sorts: ['updated_date desc'], filters: [], view: 'mine' });
}
