import { SMALL_AREA_PX, SMALL_SCREEN_PX } from '@fcs/shared/model/constants';
import { useSyncExternalStore } from 'react';

/** Whether the viewport is at most `px` wide, following resizes. */
export function useMaxWidth(px: number): boolean {
  const query = `(max-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The shell's small-screen layout applies at 1130 px or less (spec 1 §2.2). */
export function useSmallScreen(): boolean {
  return useMaxWidth(SMALL_SCREEN_PX);
}

/** Screen areas (tables, lists) switch to their narrow form at 760 px or less (spec 1 §9). */
export function useSmallArea(): boolean {
  return useMaxWidth(SMALL_AREA_PX);
}
