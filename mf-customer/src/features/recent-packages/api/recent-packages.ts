import { reportData } from '@fcs/shared/client';
import { RECENT_COUNT, type Package } from '@fcs/shared/contract';

export type RecentPackage = Pick<Package, 'id' | 'tracking_id' | 'status' | 'updated_date'>;

/** The customer's most recently updated packages (spec 1 §2.4: 5 of them). */
export function fetchRecentPackages(): Promise<RecentPackage[]> {
  return reportData<RecentPackage>('packages', { limit: RECENT_COUNT, offset: 0, sorts: ['updated_date desc'], filters: [] });
}
