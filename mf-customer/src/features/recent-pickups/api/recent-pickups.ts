import { reportData } from '@fcs/runtime/client';
import { RECENT_COUNT } from '@fcs/shared/model/constants';
import { type Pickup } from '@fcs/shared/model/entities';

export type RecentPickup = Pick<Pickup, 'id' | 'pickup_number' | 'status' | 'pickup_date' | 'zone_name' | 'updated_date'>;

/** The customer's most recently updated pickups (spec 1 §2.4, spec 2 §1: 5 of them). */
export function fetchRecentPickups(): Promise<RecentPickup[]> {
  return reportData<RecentPickup>('pickups', { limit: RECENT_COUNT, offset: 0, sorts: ['updated_date desc'], filters: [], view: 'mine' });
}
