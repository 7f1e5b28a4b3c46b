import { SMALL_AREA_PX } from '../model/constants';
import { useMediaQuery } from './use-media-query';

const query = `(max-width: ${SMALL_AREA_PX}px)`;

/** Whether the screen is 760 px wide or less (spec 2 §9: the small layout of these screens), following resizes. */
export function useSmallArea(): boolean {
  return useMediaQuery(query);
}
