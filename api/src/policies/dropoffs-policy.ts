import {
  DROPOFF_MSG,
  DROPOFF_TRANSITIONS,
  dropoffConflictMessage,
  findTransition,
  hasPrivilege,
  isAdmin,
  type DropoffAction,
  type DropoffStatus,
  type Privilege,
} from '@fcs/shared/contract';
import { conflict, forbidden } from '../lib/http-error';
import type { ApiPrincipal } from '../plugins/auth';

/** Any one of the privileges (admin, sa and owner pass each), or a 403 with `message`. */
export function requireAnyPrivilege(who: ApiPrincipal, codes: readonly Privilege[], message: string): void {
  if (!who.loggedIn || !codes.some((c) => hasPrivilege(who.privileges, c))) throw forbidden(message);
}

/**
 * The status a drop-off moves to by `action`, through the contract's machine. Refused: a completed
 * drop-off canceled without admin, sa or owner (403); any other illegal change, or a version other
 * than the one the caller read (409).
 */
export function decideDropoffTransition(
  who: ApiPrincipal,
  row: { status: DropoffStatus; version: number },
  action: DropoffAction,
  expectedVersion: number | undefined,
): DropoffStatus {
  const admin = isAdmin(who.privileges);
  const step = findTransition(DROPOFF_TRANSITIONS, row.status, action, admin);
  if (!step) {
    if (!admin && findTransition(DROPOFF_TRANSITIONS, row.status, action, true)) throw forbidden(DROPOFF_MSG.adminOnlyCancel);
    throw conflict(dropoffConflictMessage(row.status, action));
  }
  if (expectedVersion !== undefined && expectedVersion !== row.version) throw conflict(DROPOFF_MSG.stale);
  return step.to;
}
