import {
  cancelPickup as cancel,
  getPickup as get,
  getZoneByZip,
  listPickupDates,
  requestPickup as request,
  updatePickup as update,
} from '@fcs/runtime/client';
import type { PickupCancel, PickupRequest, PickupUpdate } from '@fcs/shared/contract/pickups';

/**
 * The pickup calls of these screens, through @fcs/runtime/client (spec 2 §7). Each resolves with the
 * answer's data or rejects with {status, message}. One module, so that a test replaces them at once.
 */
export const getPickup = (id: string) => get(id);
export const requestPickup = (body: PickupRequest) => request(body);
export const updatePickup = (body: PickupUpdate) => update(body);
export const cancelPickup = (body: PickupCancel) => cancel(body);

/** The active zone holding a zip code; rejects 404 "zone not found" when none does. */
export const zoneByZip = (zip: string) => getZoneByZip(zip);

/** The dates offered for a zone that are today or later (the api compares with today in ET). */
export const pickupDatesOf = (zoneId: string) => listPickupDates(zoneId);
