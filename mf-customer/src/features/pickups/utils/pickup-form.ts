import { FIELD_MSG } from '@fcs/shared/model/messages';
import type { AddressCardValue } from '@fcs/shared/ui/address-card';

/** The address a pickup is requested from: one of the customer's (its id is the address_id sent). */
export type PickupFormAddress = AddressCardValue & { id?: string };

/** What the request and edit forms hold (spec 2 §2): address, zone (derived), date, remark. */
export interface PickupFormValues {
  address: PickupFormAddress | null;
  zoneId: string | null;
  zoneName: string | null;
  /** The pickup date's id, yyyymmdd. */
  dateId: string | null;
  remark: string;
}

export const EMPTY_PICKUP_FORM: PickupFormValues = { address: null, zoneId: null, zoneName: null, dateId: null, remark: '' };

export type PickupFormErrors = Partial<Record<'address' | 'zone' | 'date', string>>;

/** The messages of spec 2 §5 for a customer request: address, zone and date are required. */
export function pickupFormErrors(v: PickupFormValues): PickupFormErrors {
  const errors: PickupFormErrors = {};
  if (!v.address?.id) errors.address = FIELD_MSG.pickupAddress;
  if (!v.zoneId) errors.zone = FIELD_MSG.pickupZone;
  if (!v.dateId) errors.date = FIELD_MSG.pickupDate;
  return errors;
}

/** A new zone clears the date (spec 2 §2); the same zone keeps it. */
export function withZone(v: PickupFormValues, zone: { id: string; name: string } | null): PickupFormValues {
  const zoneId = zone?.id ?? null;
  return { ...v, zoneId, zoneName: zone?.name ?? null, dateId: zoneId === v.zoneId ? v.dateId : null };
}

/** The body of POST and PUT /pickups from a form that passed its checks: the date as its id, yyyymmdd. */
export function pickupBody(v: PickupFormValues) {
  return {
    address_id: v.address?.id ?? '',
    zone_id: v.zoneId ?? '',
    pickup_date: v.dateId ?? '',
    customer_remark: v.remark.trim() || null,
  };
}
