import { SMALL_SCREEN_PX } from '@fcs/shared/contract';
import { useSyncExternalStore } from 'react';

const QUERY = `(max-width: ${SMALL_SCREEN_PX}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The shell's small-screen layout applies at 1130 px or less (spec 1 §2.2). */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
