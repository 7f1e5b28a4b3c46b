import { z } from 'zod';
import { FIELD_MSG } from '../model/messages';
import { idOf, remark, requiredText, version } from './fields';

/**
 * Pickup requests (spec 2 §7) with the spec's messages, shared by the forms and the api. pickup_date
 * is the offered date's id (yyyymmdd); a calendar date (YYYY-MM-DD) or an ISO timestamp (its day
 * in Eastern Time) are read as that day too.
 */

/** POST /pickups. */
export const pickupRequestSchema = z.strictObject({
  pickup_date: requiredText(FIELD_MSG.pickupDate, 'The pickup date', 'id'),
  customer_remark: remark,
  address_id: requiredText(FIELD_MSG.pickupAddress, 'The address id', 'id'),
  zone_id: requiredText(FIELD_MSG.pickupZone, 'The zone id', 'id'),
});
export type PickupRequest = z.input<typeof pickupRequestSchema>;

/** PUT /pickups: the same fields and id; `version` (the one last read) makes a stale edit a 409. */
export const pickupUpdateSchema = pickupRequestSchema.extend({ id: idOf('pickup'), version });
export type PickupUpdate = z.input<typeof pickupUpdateSchema>;

/** PUT /pickups/cancel. */
export const pickupCancelSchema = z.strictObject({ id: idOf('pickup'), remark, version });
export type PickupCancel = z.input<typeof pickupCancelSchema>;

/** GET /pickup_dates?zone_id= */
export const pickupDatesQuerySchema = z.object({
  zone_id: z.string().trim().min(1).max(64).optional().describe('Only the dates offered for this zone that are today or later (ET)'),
});
