import type { ApiFailure } from '@fcs/shared/model/envelope';
import { ACCOUNT_DISABLED_MSG } from '@fcs/shared/model/messages';
import { sessionAtom } from '@fcs/runtime/session';
import { getDefaultStore } from 'jotai';

/** The api's refusal of a disabled account: 403 with its own words. */
export const isAccountDisabled = (failure: ApiFailure) => failure.status === 403 && failure.message === ACCOUNT_DISABLED_MSG;

/**
 * The open portal learns from any call that the account was disabled meanwhile: from then on the
 * session says so (no privileges), and every screen that needs the account tells why instead of
 * "could not be loaded".
 */
export function markDisabledOn(failure: ApiFailure, store = getDefaultStore()): void {
  if (!isAccountDisabled(failure)) return;
  const session = store.get(sessionAtom);
  if (!session.loggedIn || session.status === 'disabled') return;
  store.set(sessionAtom, { ...session, status: 'disabled', privileges: [] });
}
