import type { GeoPoint } from '@fcs/shared/model/route-order';
import type { TFunction } from '@fcs/runtime/i18n';
import { pickupsEnglish } from '../../../i18n';

/** Spec 3 §8: the map's two messages. */
export const GEOLOCATION_MSG = {
  denied: pickupsEnglish('route.geoDenied'),
  unsupported: pickupsEnglish('route.geoUnsupported'),
} as const;

/** The device's position, or an Error holding one of the spec's two messages. */
export function currentPosition(
  geo: Geolocation | undefined = globalThis.navigator?.geolocation,
  t: TFunction = pickupsEnglish,
): Promise<GeoPoint> {
  if (!geo) return Promise.reject(new Error(t('route.geoUnsupported')));
  return new Promise((resolve, reject) => {
    geo.getCurrentPosition(
      (pos) => resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
      () => reject(new Error(t('route.geoDenied'))),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
