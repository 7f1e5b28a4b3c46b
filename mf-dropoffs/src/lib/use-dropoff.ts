import { getDropoff } from '@fcs/runtime/client';
import type { Dropoff } from '@fcs/shared/model/entities';
import { useAsync } from '@fcs/shared/hooks/use-async';

/** One drop-off by the id in the path (spec 3 §2); reload() reads it again. */
export function useDropoff(id: string) {
  return useAsync<Dropoff>(`dropoff:${id}`, () => getDropoff(id));
}
