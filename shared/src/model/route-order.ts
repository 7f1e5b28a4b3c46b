/**
 * The offline route planner's stop order (spec 3 §2 route-planning map): from a start (the office or
 * the driver's position) through every stop once, an open path that does not return. Nearest
 * neighbour first, then 2-opt on great-circle (haversine) distance until no reversal shortens the
 * path. Pure and deterministic: the same input gives the same order (ties keep the input order).
 */

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface RouteStop extends GeoPoint {
  id: string;
}

export interface RouteOrder {
  /** The stops' ids in visiting order. */
  order: string[];
  /** Length of the path start → first stop → … → last stop, in km. */
  distanceKm: number;
}

/** Mean Earth radius (km), as the haversine formula usually takes it. */
export const EARTH_RADIUS_KM = 6371.0088;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points, in km (haversine). */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Length (km) of the open path from `start` through `stops` in the given order. */
export function pathLengthKm(start: GeoPoint, stops: readonly GeoPoint[]): number {
  let total = 0;
  let at = start;
  for (const s of stops) {
    total += haversineKm(at, s);
    at = s;
  }
  return total;
}

/** Shortest improvement 2-opt counts, to stop on floating-point noise. */
const EPSILON_KM = 1e-9;

/**
 * Orders the stops for a route from `start`: nearest neighbour, then 2-opt (reversing a stretch of
 * the path whenever that shortens it; the start stays first, the end is free). Stops without finite
 * coordinates cannot be placed: they are refused (an Error), so the caller leaves them out.
 */
export function orderRoute(start: GeoPoint, stops: readonly RouteStop[]): RouteOrder {
  for (const p of [start, ...stops]) {
    if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng)) throw new Error('Every point of a route needs a latitude and a longitude');
  }
  const n = stops.length;
  if (n === 0) return { order: [], distanceKm: 0 };
  // Node 0 is the start, 1..n the stops; distances computed once.
  const points: GeoPoint[] = [start, ...stops];
  const d: number[][] = points.map((a) => points.map((b) => haversineKm(a, b)));

  // Nearest neighbour from the start.
  const path: number[] = [0];
  const left = new Set(Array.from({ length: n }, (_, i) => i + 1));
  while (left.size > 0) {
    const from = path[path.length - 1]!;
    let best = -1;
    for (const j of left) if (best === -1 || d[from]![j]! < d[from]![best]! - EPSILON_KM) best = j;
    path.push(best);
    left.delete(best);
  }

  // 2-opt on the open path: reverse path[i..k] (i ≥ 1, so the start stays first). The edge after k
  // exists only when k is not the last stop; reversing a tail just re-ends the path.
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i < path.length - 1; i++) {
      for (let k = i + 1; k < path.length; k++) {
        const a = path[i - 1]!;
        const b = path[i]!;
        const c = path[k]!;
        const e = k + 1 < path.length ? path[k + 1]! : -1;
        const before = d[a]![b]! + (e === -1 ? 0 : d[c]![e]!);
        const after = d[a]![c]! + (e === -1 ? 0 : d[b]![e]!);
        if (after < before - EPSILON_KM) {
          for (let lo = i, hi = k; lo < hi; lo++, hi--) [path[lo], path[hi]] = [path[hi]!, path[lo]!];
          improved = true;
        }
      }
    }
  }

  const ordered = path.slice(1).map((i) => stops[i - 1]!);
  return { order: ordered.map((s) => s.id), distanceKm: pathLengthKm(start, ordered) };
}
