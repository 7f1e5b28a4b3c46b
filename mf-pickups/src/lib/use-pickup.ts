import { getPickup, getPickupInfo } from '@fcs/runtime/client';
import type { Pickup } from '@fcs/shared/model/entities';
import { useAsync } from '@fcs/shared/hooks/use-async';

/** One pickup by the id in the path; reload() reads it again. `info`: through GET /pickup_info/{id} (the /pickup-info screen). */
export function usePickup(id: string, info = false) {
  return useAsync<Pickup>(`pickup:${id}:${info}`, () => (info ? getPickupInfo(id) : getPickup(id)));
}
