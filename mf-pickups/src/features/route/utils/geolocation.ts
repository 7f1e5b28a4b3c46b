import type { GeoPoint } from '@fcs/shared/model/route-order';

/** Spec 3 §8: the map's two messages. */
export const GEOLOCATION_MSG = {
  denied: 'Error: Unable to get current location. Please enable it from your browser.',
  unsupported: "Error: Your browser doesn't support geolocation.",
} as const;

/** The device's position, or an Error holding one of the spec's two messages. */
export function currentPosition(geo: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<GeoPoint> {
  if (!geo) return Promise.reject(new Error(GEOLOCATION_MSG.unsupported));
  return new Promise((resolve, reject) => {
    geo.getCurrentPosition(
      (pos) => resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
      () => reject(new Error(GEOLOCATION_MSG.denied)),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
