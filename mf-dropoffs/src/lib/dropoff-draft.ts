import { atom } from 'jotai';
import type { DropoffCreateInput } from '@fcs/shared/contract/dropoffs';
import type { SelectedCustomer } from '@fcs/runtime/session';

/**
 * The New Drop-Off form (spec 3 §3 "form draft"): kept in the app's one jotai store, so it survives
 * the trip to /search-customers and back; New Drop-Off on the list clears it.
 */
export interface DropoffDraft {
  /** The customer-type radio: New Customer (true) or Existing Customer (false). */
  is_new_customer: boolean;
  customer_name: string;
  /** E.164 with a leading +, or ''. */
  customer_phone_number: string;
  /** The existing customer chosen through the customer search. */
  customer: SelectedCustomer | null;
  receiving_staff_id: string;
  customer_remark: string;
}

export const EMPTY_DRAFT: DropoffDraft = {
  is_new_customer: false,
  customer_name: '',
  customer_phone_number: '',
  customer: null,
  receiving_staff_id: '',
  customer_remark: '',
};

export const dropoffDraftAtom = atom<DropoffDraft>(EMPTY_DRAFT);

/** The POST /dropoffs body of a draft (spec 3 §3): the chosen customer's fields, or the typed ones. */
export function createBodyOf(draft: DropoffDraft): DropoffCreateInput {
  const existing = !draft.is_new_customer ? draft.customer : null;
  return {
    is_new_customer: draft.is_new_customer,
    customer_id: existing?.id ?? null,
    customer_name: existing ? existing.user_name : draft.customer_name.trim(),
    customer_phone_number: existing ? existing.phone_number : draft.customer_phone_number,
    receiving_staff_id: draft.receiving_staff_id,
    customer_remark: draft.customer_remark.trim() || null,
  };
}
