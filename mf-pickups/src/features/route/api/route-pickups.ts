import { getSettings, listAssignedPickups } from '@fcs/runtime/client';
import type { Pickup, Settings } from '@fcs/shared/model/entities';
import { MAX_QUERY_LIMIT } from '@fcs/shared/model/constants';
import type { Filter } from '@fcs/shared/model/report';
import type { GeoPoint } from '@fcs/shared/model/route-order';
import { NOT_WAITING } from '../../../lib/pickup-filters';

/** Spec 3 §4: the route plans the signed-in staff member's confirmed and rescheduled pickups of a day. */
export const ROUTE_STATUSES = ['confirmed', 'rescheduled'] as const;

/** The report-service filters of a day's route (pickup_date is a yyyymmdd day), without the stops recorded as not collected. */
export function routeFilters(dayId: string): Filter[] {
  return [
    { field: 'status', compare: 'in', value: [...ROUTE_STATUSES] },
    { field: 'pickup_date', compare: '=', value: dayId },
    NOT_WAITING,
  ];
}

/** The day's pickups assigned to the caller (view 'assigned'; a driver's day is far below the limit). */
export function fetchRoutePickups(dayId: string): Promise<Pickup[]> {
  return listAssignedPickups({ limit: MAX_QUERY_LIMIT, offset: 0, sorts: ['pickup_number asc'], filters: routeFilters(dayId) });
}

/** The office's position from the settings, or null when it is not set. */
export function officeOf(s: Pick<Settings, 'office_lat' | 'office_lng'> | null | undefined): GeoPoint | null {
  const lat = Number(s?.office_lat);
  const lng = Number(s?.office_lng);
  if (!s || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat === 0 && lng === 0) return null;
  return { lat, lng };
}

export async function fetchOffice(): Promise<GeoPoint | null> {
  return officeOf(await getSettings());
}
