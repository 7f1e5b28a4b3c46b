import { atom } from 'jotai';
import type { PickupFormValues } from '../utils/pickup-form';

/**
 * The pickup form as it was when the customer went to choose an address: kept while they pick
 * (spec 2: /addresses returns the chosen address), and only for the form that asked (`key`:
 * "request" or "edit:{id}").
 */
export interface PickupDraft {
  key: string;
  values: PickupFormValues;
}

export const pickupDraftAtom = atom<PickupDraft | null>(null);
