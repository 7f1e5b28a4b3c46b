import { getPickup } from '@fcs/shared/client';
import type { Pickup } from '@fcs/shared/model/entities';
import { useAsync } from '@fcs/shared/hooks/use-async';

/** One pickup by the id in the path; reload() reads it again. */
export function usePickup(id: string) {
  return useAsync<Pickup>(`pickup:${id}`, () => getPickup(id));
}
