import type { Pickup } from '@fcs/shared/model/entities';
import { orderRoute, type GeoPoint } from '@fcs/shared/model/route-order';
import { customerLabel } from '../../../lib/pickup-heading';
import { pickupAddressOf } from '../../../lib/pickup-label';
import { pickupsEnglish } from '../../../i18n';

/** Spec 3 §9: at most 25 pickups in one route; §5 the words when more are chosen. */
export const MAX_ROUTE_PICKUPS = 25;
export const TOO_MANY_PICKUPS = pickupsEnglish('route.tooMany', { max: MAX_ROUTE_PICKUPS });

/** What a route needs of a pickup. */
export type RoutePickup = Pick<
  Pickup,
  'id' | 'pickup_number' | 'customer_name' | 'customer_fcs_id' | 'customer_phone_number' | 'pickup_address'
>;

/** A pickup placed on the map. */
export interface RouteStopOf<P extends RoutePickup = RoutePickup> {
  pickup: P;
  point: GeoPoint;
}

/** One leg of the route: from a letter to the next, ending at a pickup. */
export interface RouteLeg<P extends RoutePickup = RoutePickup> {
  from: string;
  to: string;
  fromPoint: GeoPoint;
  toPoint: GeoPoint;
  pickup: P;
  customer: string;
  phone: string;
  /** Straight-line (great-circle) length, or the road length when the directions service gave it. */
  distanceKm?: number;
}

/**
 * The marker letter of a point of the route, as Google's directions draw them: the start is A, the
 * first stop B, … Z, then AA, AB … (never reached with 25 stops, but defined).
 */
export function stopLetter(index: number): string {
  let n = index;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

const isCoordinate = (v: unknown, limit: number): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/** The pickup address's lat/lng, or null when the snapshot has none (or is bad). */
export function coordinatesOf(p: Pick<Pickup, 'pickup_address'>): GeoPoint | null {
  const a = pickupAddressOf(p.pickup_address);
  if (!a || !isCoordinate(a.lat, 90) || !isCoordinate(a.lng, 180)) return null;
  // 0,0 is a missing geocode, not a place anyone collects parcels from.
  if (a.lat === 0 && a.lng === 0) return null;
  return { lat: a.lat, lng: a.lng };
}

/** The pickups that can be placed on the map, and those without coordinates (listed apart). */
export function partitionByCoordinates<P extends RoutePickup>(pickups: readonly P[]): { located: RouteStopOf<P>[]; missing: P[] } {
  const located: RouteStopOf<P>[] = [];
  const missing: P[] = [];
  for (const pickup of pickups) {
    const point = coordinatesOf(pickup);
    if (point) located.push({ pickup, point });
    else missing.push(pickup);
  }
  return { located, missing };
}

/** The stops in the offline planner's order (nearest neighbour + 2-opt from the start) and the path length. */
export function orderStops<P extends RoutePickup>(
  start: GeoPoint,
  located: readonly RouteStopOf<P>[],
): { stops: RouteStopOf<P>[]; distanceKm: number } {
  const { order, distanceKm } = orderRoute(
    start,
    located.map((s) => ({ id: s.pickup.id, ...s.point })),
  );
  const byId = new Map(located.map((s) => [s.pickup.id, s]));
  return { stops: order.map((id) => byId.get(id)!), distanceKm };
}

/** The phone to call at a stop: the customer's, else the address's. */
export function phoneOf(p: RoutePickup): string {
  return p.customer_phone_number || pickupAddressOf(p.pickup_address)?.phone_number || '';
}

/** The legs of a route through `stops` in order from `start`: A→B, B→C, … */
export function buildLegs<P extends RoutePickup>(
  start: GeoPoint,
  stops: readonly RouteStopOf<P>[],
  distancesKm?: readonly number[],
): RouteLeg<P>[] {
  return stops.map((stop, i) => ({
    from: stopLetter(i),
    to: stopLetter(i + 1),
    fromPoint: i === 0 ? start : stops[i - 1]!.point,
    toPoint: stop.point,
    pickup: stop.pickup,
    customer: customerLabel(stop.pickup),
    phone: phoneOf(stop.pickup),
    distanceKm: distancesKm?.[i],
  }));
}

/** Consecutive parts of at most `size` (25): "Route 1 (25)", "Route 2 (7)". */
export function splitIntoParts<T>(items: readonly T[], size = MAX_ROUTE_PICKUPS): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

/**
 * The offer made when more than 25 are chosen: the chosen pickups' ids in parts of at most 25. With
 * a start they are cut along one route through them all, so that each part is a stretch of road
 * and not a scatter; those without coordinates come last. Without a start, in the given order.
 */
export function routeParts<P extends RoutePickup>(start: GeoPoint | null, pickups: readonly P[], size = MAX_ROUTE_PICKUPS): string[][] {
  if (!start)
    return splitIntoParts(
      pickups.map((p) => p.id),
      size,
    );
  const { located, missing } = partitionByCoordinates(pickups);
  const { stops } = orderStops(start, located);
  return splitIntoParts([...stops.map((s) => s.pickup.id), ...missing.map((p) => p.id)], size);
}

export const KM_PER_MILE = 1.609344;

/** "38.2 km (23.7 mi)". */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km (${(km / KM_PER_MILE).toFixed(1)} mi)`;
}
