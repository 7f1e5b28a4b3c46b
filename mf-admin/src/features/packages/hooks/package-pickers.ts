import { atom } from 'jotai';
import type { SelectedCustomer } from '@fcs/runtime/session';

/**
 * The people chosen on /search-consignee and /search-sender for the package being edited (the
 * picker-atom pattern of the shared selectedCustomerAtom, with two roles): the edit screen starts
 * it for its package, each search fills its role and goes back.
 */
export interface ChosenPeople {
  packageId: string | null;
  consignee: SelectedCustomer | null;
  sender: SelectedCustomer | null;
}
export const chosenPeopleAtom = atom<ChosenPeople>({ packageId: null, consignee: null, sender: null });
export type PersonRole = 'consignee' | 'sender';
