import { useMediaQuery } from '@fcs/shared/hooks/use-media-query';
import { SMALL_SCREEN_PX } from '@fcs/shared/model/constants';

export { useSmallArea } from '@fcs/shared/hooks/use-small-area';

/** The shell's small-screen layout applies at 1130 px or less (spec 1 §2.2), following resizes. */
export function useSmallScreen(): boolean {
  return useMediaQuery(`(max-width: ${SMALL_SCREEN_PX}px)`);
}
