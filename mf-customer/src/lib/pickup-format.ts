import { etDateId, formatPickupDateId, type PickupDate } from '@fcs/shared/contract';

/**
 * A pickup date is an office day (stored as 10:00 Eastern Time of that day): shown as MM/DD/YYYY
 * of that day wherever the customer is, never as a time.
 */
export function formatPickupDay(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : formatPickupDateId(etDateId(d));
}

/** The label of an offered date in the Pickup Date select: the date and its remark, if any. */
export function pickupDateLabel(date: Pick<PickupDate, 'id' | 'remark'>): string {
  return date.remark ? `${formatPickupDateId(date.id)} · ${date.remark}` : formatPickupDateId(date.id);
}
