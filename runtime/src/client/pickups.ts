import type {
  AdminPickupRequest,
  AdminPickupUpdate,
  PickupAttempt,
  PickupComplete,
  PickupConfirm,
  PickupNotCollected,
  PickupReschedule,
} from '@fcs/shared/contract/pickups';
import type { Address, Pickup } from '@fcs/shared/model/entities';
import type { ReportQuery } from '@fcs/shared/model/report';
import { request } from './http';

/**
 * Staff pickups (spec 2 §7, spec 3 §5). Each resolves with the answer's data or rejects with
 * {status, message}; the success texts to show are MSG.requestPickup, MSG.updatePickup,
 * MSG.confirmPickup, MSG.reschedulePickup and MSG.completePickup (the api answers the same words).
 */

export const createAdminPickup = (body: AdminPickupRequest) =>
  request<Pickup>('main', { method: 'POST', url: '/admin/pickups', data: body });
export const updateAdminPickup = (body: AdminPickupUpdate) => request<Pickup>('main', { method: 'PUT', url: '/admin/pickups', data: body });
export const confirmPickup = (body: PickupConfirm) => request<Pickup>('main', { method: 'PUT', url: '/pickups/confirm', data: body });
export const reschedulePickup = (body: PickupReschedule) =>
  request<Pickup>('main', { method: 'PUT', url: '/pickups/reschedule', data: body });
export const completePickup = (body: PickupComplete) => request<Pickup>('main', { method: 'PUT', url: '/pickups/complete', data: body });
/** The assigned driver could not collect it (success text MSG.notCollectedPickup). */
export const notCollectPickup = (body: PickupNotCollected) =>
  request<Pickup>('main', { method: 'PUT', url: '/pickups/not-collected', data: body });
/** The pickup's attempts that failed, the latest first. */
export const listPickupAttempts = (id: string) =>
  request<PickupAttempt[]>('main', { method: 'GET', url: `/pickups/${encodeURIComponent(id)}/attempts` });

/** GET /pickup_info/{id} (spec 2 §7): the pickup detail of /pickup-info/{id}, asked without Project-ID. */
export const getPickupInfo = (id: string) =>
  request<Pickup>('main', { method: 'GET', url: `/pickup_info/${encodeURIComponent(id)}`, withoutProjectId: true });

/** A joined customer's addresses, the default first (pku or cu staff). */
export const listCustomerAddresses = (customerId: string) =>
  request<Address[]>('main', { method: 'GET', url: `/customers/${encodeURIComponent(customerId)}/delivery_addresses` });

/** The staff pickup list (pku): every pickup. */
export const listPickups = (query: ReportQuery) => request<Pickup[]>('report', { method: 'POST', url: '/data/pickups', data: query });
export const countPickups = (query: Pick<ReportQuery, 'filters'>) =>
  request<number>('report', { method: 'POST', url: '/row/pickups', data: query });

/** Collect (col): only the pickups assigned to the signed-in staff member (the api holds to it). */
export const listAssignedPickups = (query: ReportQuery) =>
  request<Pickup[]>('report', { method: 'POST', url: '/data/pickups', data: { ...query, view: 'assigned' } });
export const countAssignedPickups = (query: Pick<ReportQuery, 'filters'>) =>
  request<number>('report', { method: 'POST', url: '/row/pickups', data: { ...query, view: 'assigned' } });
