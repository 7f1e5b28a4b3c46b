import type { GeoPoint } from '@fcs/shared/model/route-order';
import type { Pickup } from '@fcs/shared/model/entities';
import { pickupAddressOf, pickupStreetLine } from './pickup-label';

const at = (p: GeoPoint) => `${p.lat},${p.lng}`;

/** An iPhone or iPad (iPadOS says it is a Mac, with touch). */
export function isAppleMobile(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Directions from where the phone is to a stop, by its street address (the stored coordinates are
 * the zip code's centre, the address finds the door), its coordinates when it has no address. On an
 * iPhone, Apple Maps (maps.apple.com opens the app that every iPhone has); elsewhere Google Maps,
 * whose URL opens the Android app or the web map. Neither needs a key.
 */
export function stopDirectionsUrl(address: string, point: GeoPoint | null, apple: boolean): string | null {
  const destination = address.trim() || (point ? at(point) : '');
  if (!destination) return null;
  const q = encodeURIComponent(destination);
  return apple
    ? `https://maps.apple.com/?daddr=${q}&dirflg=d`
    : `https://www.google.com/maps/dir/?api=1&destination=${q}&travelmode=driving`;
}

/** Directions to a pickup's address in this browser's maps app (stopDirectionsUrl). */
export function pickupDirectionsUrl(p: Pick<Pickup, 'pickup_address'>): string | null {
  const a = pickupAddressOf(p.pickup_address);
  const point = typeof a?.lat === 'number' && typeof a?.lng === 'number' ? { lat: a.lat, lng: a.lng } : null;
  const apple = typeof navigator !== 'undefined' && isAppleMobile(navigator.userAgent, navigator.maxTouchPoints);
  return stopDirectionsUrl(pickupStreetLine(p), point, apple);
}
