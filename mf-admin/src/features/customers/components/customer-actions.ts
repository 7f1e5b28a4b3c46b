import { CUSTOMER_MSG } from '@fcs/shared/model/users';
import type { TFunction } from '@fcs/runtime/i18n';
import type { UserStatus } from '@fcs/shared/model/access';
import { adminEnglish } from '../../../i18n';

export interface CustomerActionButton {
  action: 'disable' | 'enable' | 'deleteInvite' | 'accept';
  label: string;
  success: string;
  danger?: boolean;
}

/** The detail's action for each status (spec 2 §4): Disable for joined, Enable for disabled, Delete invite for invited, Accept for requested. */
export function customerActions(status: UserStatus, t: TFunction = adminEnglish): CustomerActionButton[] {
  switch (status) {
    case 'joined':
      return [{ action: 'disable', label: t('customers.action.disable'), success: CUSTOMER_MSG.deactivated, danger: true }];
    case 'disabled':
      return [{ action: 'enable', label: t('customers.action.enable'), success: CUSTOMER_MSG.activated }];
    case 'invited':
      return [{ action: 'deleteInvite', label: t('customers.action.deleteInvite'), success: CUSTOMER_MSG.inviteDeleted, danger: true }];
    case 'requested':
      return [{ action: 'accept', label: t('customers.action.accept'), success: CUSTOMER_MSG.accepted }];
    default:
      return [];
  }
}
