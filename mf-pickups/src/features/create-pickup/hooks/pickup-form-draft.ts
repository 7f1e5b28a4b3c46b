import { atom } from 'jotai';
import type { SelectedCustomer } from '@fcs/runtime/session';
import type { AddressCardValue } from '@fcs/shared/ui/address-card';

/** A pickup's address: one of the customer's (its id is the address_id sent), or a pickup's snapshot of one. */
export type StaffPickupAddress = AddressCardValue & { id?: string };

/** What the staff pickup form holds (spec 2 §2 create-pickup-form, pickup-edit). */
export interface StaffPickupValues {
  zoneId: string | null;
  /** The pickup date's id, yyyymmdd. */
  dateId: string | null;
  customer: SelectedCustomer | null;
  address: StaffPickupAddress | null;
  remark: string;
}

export const EMPTY_STAFF_PICKUP: StaffPickupValues = { zoneId: null, dateId: null, customer: null, address: null, remark: '' };

/**
 * The form as it was when the staff member went to choose a customer or an address: kept in the
 * app's one store for the trip (the draft survives it), and only restored into the form that asked
 * (`key`: "create" or "edit:{id}"). Create Pickup on the list clears it.
 */
export interface PickupFormDraft {
  key: string;
  values: StaffPickupValues;
}
export const pickupFormDraftAtom = atom<PickupFormDraft | null>(null);

/** A new zone clears the date (spec 2 §2); the same zone keeps it. */
export function withZone(v: StaffPickupValues, zoneId: string | null): StaffPickupValues {
  return { ...v, zoneId, dateId: zoneId === v.zoneId ? v.dateId : null };
}

/** Another customer clears the address: a pickup's address is one of its customer's. */
export function withCustomer(v: StaffPickupValues, customer: SelectedCustomer | null): StaffPickupValues {
  return { ...v, customer, address: customer?.id === v.customer?.id ? v.address : null };
}

/** The body of POST /admin/pickups (and, with id and version, PUT /admin/pickups). */
export function staffPickupBody(v: StaffPickupValues) {
  return {
    zone_id: v.zoneId ?? '',
    pickup_date: v.dateId ?? '',
    customer_id: v.customer?.id ?? '',
    address_id: v.address?.id ?? '',
    customer_remark: v.remark.trim() || null,
  };
}
