import { useSyncExternalStore } from 'react';
import { SMALL_AREA_PX } from '../model/constants';

const query = `(max-width: ${SMALL_AREA_PX}px)`;

/** Whether the screen is 760 px wide or less (spec 2 §9: the small layout of these screens), following resizes. */
export function useSmallArea(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
