import type { Pickup } from '@fcs/shared/model/entities';

/** "09:00 - 12:00", or null when the pickup has no time window yet. */
export function timeWindow(p: Pick<Pickup, 'pickup_time_from' | 'pickup_time_to'>): string | null {
  if (!p.pickup_time_from && !p.pickup_time_to) return null;
  return `${p.pickup_time_from ?? ''} - ${p.pickup_time_to ?? ''}`;
}
