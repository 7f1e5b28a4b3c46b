import {
  customerPickupActions,
  findTransition,
  hasPrivilege,
  PICKUP_MSG,
  PICKUP_TRANSITIONS,
  pickupConflictMessage,
  type PickupAction,
  type PickupStatus,
} from '@fcs/shared/contract';
import { conflict, forbidden } from '../lib/http-error';
import type { ApiPrincipal } from '../plugins/auth';
import type { PickupLock } from '../repositories/pickups-repository';

/**
 * May the caller take `action` on this (locked) pickup, and to which status does it move? A customer
 * acts on their own pickup only (403), and only while it is requested; staff with pku (admin, sa,
 * owner pass) may cancel any pickup the machine allows. Anything else the machine refuses, or a
 * version other than the one the caller read, is a 409.
 */
export function decidePickupAction(
  who: ApiPrincipal,
  row: PickupLock,
  action: PickupAction,
  expectedVersion: number | undefined,
  { staffMay = false }: { staffMay?: boolean } = {},
): PickupStatus {
  const asStaff = staffMay && who.loggedIn && hasPrivilege(who.privileges, 'pku');
  if (!asStaff && row.customer_id !== who.cid) throw forbidden(PICKUP_MSG.changeOwnOnly);
  const step = findTransition(PICKUP_TRANSITIONS, row.status, action);
  if (!step || (!asStaff && !customerPickupActions(row.status).includes(action))) {
    throw conflict(pickupConflictMessage(row.status, action));
  }
  if (expectedVersion !== undefined && expectedVersion !== row.version) throw conflict(PICKUP_MSG.stale);
  return step.to;
}
