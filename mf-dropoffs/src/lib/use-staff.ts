import { listStaff } from '@fcs/shared/client';
import type { Staff } from '@fcs/shared/model/entities';
import { useAsync } from '@fcs/shared/hooks/use-async';

/** The Received By choices: staff members (users with is_employee). */
export function useStaff() {
  return useAsync<Staff[]>('staff', listStaff);
}
