import { ACCOUNT_DISABLED_MSG } from './messages';

/**
 * The back office's customers without zod (spec 2 §2 "Customers", §4, §8): the texts and the list's
 * sort, for screens that show a customer without validating one. The schemas are in
 * contract/users.ts.
 */

/** Success texts of spec 2 §8 and spec 1 §8 (Accept has none in the spec: ours). */
export const CUSTOMER_MSG = {
  invited: 'Invite customer successful!',
  updated: 'Update user successful!',
  activated: 'Activate successful!',
  deactivated: 'Deactivate successful!',
  inviteDeleted: 'Delete successful!',
  accepted: 'Accept successful!',
  userName: 'Name is required',
  notFound: 'There is no customer with this id',
  phoneTaken: 'This phone number already belongs to someone: search for them instead of inviting again',
  phoneOfStaff: 'This phone number belongs to a staff member, not a customer',
  phoneOnlyWhileInvited: 'The phone number can only be changed while the customer is invited',
  /** The 403 of every call of a disabled account. */
  accountDisabled: ACCOUNT_DISABLED_MSG,
} as const;

/** The confirmation texts of the detail's actions (the spec names the dialogs, not their words). */
export const confirmDisableCustomer = (name: string) => `Disable "${name}"? They can no longer sign in until enabled again.`;
export const confirmEnableCustomer = (name: string) => `Enable "${name}" again?`;
export const confirmDeleteInvite = (name: string) => `Delete the invitation of "${name}"?`;
export const confirmAcceptCustomer = (name: string) => `Accept "${name}" as a customer?`;

/** The list's sortable columns (every column but No. and Packages). */
export const CUSTOMER_SORT_FIELDS = ['fcs_id', 'user_name', 'phone_number', 'email', 'status', 'updated_date'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];
export const CUSTOMER_DEFAULT_SORT = 'updated_date desc';
