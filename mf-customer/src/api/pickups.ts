import { request } from '@fcs/shared/client';
import type { Pickup, PickupCancel, PickupDate, PickupRequest, PickupUpdate, Zone } from '@fcs/shared/contract';

/**
 * The customer's pickup calls (spec 2 §7) and the reads behind the form. Each resolves with the
 * answer's data or rejects with {status, message}; the api answers the spec's success text as
 * `message` (MSG.requestPickup, MSG.updatePickup, MSG.cancelPickup).
 */
export const getPickup = (id: string) => request<Pickup>('main', { method: 'GET', url: `/pickups/${encodeURIComponent(id)}` });
export const requestPickup = (body: PickupRequest) => request<Pickup>('main', { method: 'POST', url: '/pickups', data: body });
export const updatePickup = (body: PickupUpdate) => request<Pickup>('main', { method: 'PUT', url: '/pickups', data: body });
export const cancelPickup = (body: PickupCancel) => request<Pickup>('main', { method: 'PUT', url: '/pickups/cancel', data: body });

/** The active zone holding a zip code; rejects 404 "zone not found" when none does. */
export const zoneByZip = (zip: string) => request<Zone>('main', { method: 'GET', url: `/zones/by_zip/${encodeURIComponent(zip)}` });

/** The dates offered for a zone that are today or later (the api compares with today in ET). */
export const pickupDatesOf = (zoneId: string) =>
  request<PickupDate[]>('main', { method: 'GET', url: '/pickup_dates', params: { zone_id: zoneId } });
