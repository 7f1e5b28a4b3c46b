import { listStaff } from '@fcs/runtime/client';
import type { Staff } from '../model/entities';
import { useAsync } from './use-async';

/** The staff choices (Received By, Staff): staff members (users with is_employee). */
export function useStaff() {
  return useAsync<Staff[]>('staff', listStaff);
}
