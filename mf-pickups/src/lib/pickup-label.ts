import type { Pickup, PickupAddress } from '@fcs/shared/model/entities';
import { formatPickupDateId } from '@fcs/shared/model/pickups';
import type { QrLabel } from '@fcs/shared/ui/qr-label-dialog';

/**
 * The pickup address as an object: the api answers one, but the spec also knows it as text holding
 * JSON; a text that does not parse, or parses to something else, is no address (null).
 */
export function pickupAddressOf(value: unknown): PickupAddress | null {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as PickupAddress) : null;
}

/**
 * The pickup's label: the number (the QR's content), the customer as "name (FCS ID)" or the address's
 * full name when the customer's is unknown, and the pickup date. A bad address never breaks it.
 */
export function pickupLabel(
  p: Pick<Pickup, 'pickup_number' | 'customer_name' | 'customer_fcs_id' | 'pickup_date' | 'pickup_address'>,
): QrLabel {
  const name = p.customer_name?.trim() || pickupAddressOf(p.pickup_address)?.full_name?.trim() || '';
  const customerName = name && p.customer_fcs_id ? `${name} (${p.customer_fcs_id})` : name || p.customer_fcs_id || null;
  return { number: p.pickup_number, customerName, day: formatPickupDateId(p.pickup_date) || null };
}

/**
 * The street address of a pickup on one line, as a driver reads it and a maps app finds it
 * ("27 Oak Tree Road, Apt 3B, Edison, NJ 08820"); '' when the snapshot is missing or bad.
 */
export function pickupStreetLine(p: Pick<Pickup, 'pickup_address'>): string {
  const a = pickupAddressOf(p.pickup_address);
  if (!a) return '';
  const cityLine = [a.city, [a.state, a.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.address_line1, a.address_line2, cityLine].filter((x) => typeof x === 'string' && x.trim()).join(', ');
}
