import type { GeoPoint } from '@fcs/shared/model/route-order';

// Google Maps URLs (the documented, key-free "Maps URLs"): they open the app on a phone.

const at = (p: GeoPoint) => `${p.lat},${p.lng}`;

/** Driving directions for one leg. */
export function directionsUrl(from: GeoPoint, to: GeoPoint): string {
  return `https://www.google.com/maps/dir/?api=1&origin=${at(from)}&destination=${at(to)}&travelmode=driving`;
}

/** The destination on the map. */
export function placeUrl(p: GeoPoint): string {
  return `https://www.google.com/maps/search/?api=1&query=${at(p)}`;
}
