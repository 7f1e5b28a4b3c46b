import { CUSTOMER_MSG } from '@fcs/shared/contract/users';
import type { UserStatus } from '@fcs/shared/model/access';

export interface CustomerActionButton {
  action: 'disable' | 'enable' | 'deleteInvite' | 'accept';
  label: string;
  success: string;
  danger?: boolean;
}

/** The detail's action for each status (spec 2 §4): Disable for joined, Enable for disabled, Delete invite for invited, Accept for requested. */
export function customerActions(status: UserStatus): CustomerActionButton[] {
  switch (status) {
    case 'joined':
      return [{ action: 'disable', label: 'Disable', success: CUSTOMER_MSG.deactivated, danger: true }];
    case 'disabled':
      return [{ action: 'enable', label: 'Enable', success: CUSTOMER_MSG.activated }];
    case 'invited':
      return [{ action: 'deleteInvite', label: 'Delete invite', success: CUSTOMER_MSG.inviteDeleted, danger: true }];
    case 'requested':
      return [{ action: 'accept', label: 'Accept', success: CUSTOMER_MSG.accepted }];
    default:
      return [];
  }
}
