import { listStaff } from '@fcs/shared/client';
import type { Staff } from '@fcs/shared/contract';
import { useAsync } from './use-async';

/** The Received By choices: staff members (users with is_employee). */
export function useStaff() {
  return useAsync<Staff[]>('staff', listStaff);
}
