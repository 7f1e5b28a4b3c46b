import { atom } from 'jotai';
import type { Address } from '@fcs/shared/model/entities';

/** Pickers that return a value to the screen that opened them. */
export interface SelectedCustomer {
  id: string;
  fcs_id: string | null;
  user_name: string | null;
  phone_number: string | null;
}
export const selectedCustomerAtom = atom<SelectedCustomer | null>(null);
export const selectedAddressAtom = atom<Address | null>(null);
