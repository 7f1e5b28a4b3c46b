import { PICKUP, pickupAddressSchema, type NotCollectedReason, type Pickup, type PickupStatus } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { toEntity } from '../lib/entity-row';
import { isUuid } from '../lib/values';

/** A row of the pickup_rows view. */
export interface PickupRow {
  id: string;
  pickup_number: string;
  status: PickupStatus;
  zone_id: string | null;
  zone_name: string | null;
  /** yyyymmdd */
  pickup_date: string | null;
  pickup_time_from: string | null;
  pickup_time_to: string | null;
  customer_id: string;
  customer_fcs_id: string | null;
  customer_name: string | null;
  customer_phone_number: string | null;
  pickup_staff_id: string | null;
  pickup_staff_name: string | null;
  address_id: string | null;
  pickup_address: unknown;
  customer_remark: string | null;
  remark: string | null;
  confirm_remark: string | null;
  reschedule_remark: string | null;
  photo_urls: unknown;
  version: number;
  created_date: Date | string | null;
  updated_date: Date | string | null;
  failed_attempt_at: Date | string | null;
  failed_attempt_reason: string | null;
  failed_attempt_remark: string | null;
  completed_at: Date | string | null;
}

/** A row of pickup_attempts with its driver's name. */
export interface PickupAttemptRow {
  id: string;
  pickup_id: string;
  reason: NotCollectedReason;
  remark: string | null;
  photo_urls: string[];
  staff_id: string | null;
  staff_name: string | null;
  attempted_at: Date | string;
}

/** What a Not collected writes. */
export interface PickupAttemptWrite {
  reason: NotCollectedReason;
  remark: string | null;
  photo_urls: string[];
  staff_id: string;
  attempted_at: Date;
  action_id: string | null;
}

/** The address snapshot as stored (JSON); one that does not match the address shape is answered as null. */
function snapshotOf(value: unknown): Pickup['pickup_address'] {
  const parsed = pickupAddressSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const toPickup = (r: PickupRow, publicUrl: string): Pickup => toEntity(PICKUP, r, publicUrl, { pickup_address: snapshotOf });

/** What a customer's request or edit writes. */
export interface PickupWrite {
  zone_id: string;
  /** yyyymmdd */
  pickup_date: string;
  customer_remark: string | null;
  address_id: string;
  pickup_address: Record<string, unknown>;
}

/** The columns a state change decides on, read with the row locked. */
export interface PickupLock {
  id: string;
  status: PickupStatus;
  customer_id: string;
  pickup_staff_id: string | null;
  version: number;
  /** The failed attempt it waits to be rescheduled after, if any. */
  failed_attempt_id: string | null;
  /** The phone's id of the completion that completed it, if it was sent with one. */
  completion_action_id: string | null;
}

/** What a status change may write beside the status. */
export interface PickupStatusFields {
  remark?: string | null;
  confirm_remark?: string | null;
  reschedule_remark?: string | null;
  pickup_staff_id?: string;
  pickup_date?: string;
  pickup_time_from?: string;
  pickup_time_to?: string;
  /** Stored paths (pickups/<id>/<name>). */
  photo_urls?: string[];
  /** A completion's time (the driver's button press) and the phone's id of it. */
  completed_at?: Date;
  completion_action_id?: string | null;
}
const STATUS_FIELDS = new Set([
  'completed_at',
  'completion_action_id',
  'remark',
  'confirm_remark',
  'reschedule_remark',
  'pickup_staff_id',
  'pickup_date',
  'pickup_time_from',
  'pickup_time_to',
  'photo_urls',
]);

export function pickupsRepository(db: Db, publicUrl: string) {
  return {
    async findById(id: string, q: Db = db): Promise<PickupRow | null> {
      if (!isUuid(id)) return null;
      return (await q.query<PickupRow>('SELECT * FROM pickup_rows WHERE id = $1', [id]))[0] ?? null;
    },
    /** Locks the pickup for the rest of the transaction: concurrent changes wait, then see the new state. */
    async lock(id: string, q: Db): Promise<PickupLock | null> {
      if (!isUuid(id)) return null;
      const [row] = await q.query<PickupLock>(
        'SELECT id, status, customer_id, pickup_staff_id, version, failed_attempt_id, completion_action_id FROM pickups WHERE id = $1 FOR UPDATE',
        [id],
      );
      return row ? { ...row, version: Number(row.version) } : null;
    },
    /** A requested pickup, numbered from the sequence by the column default. */
    async create(customerId: string, w: PickupWrite, q: Db): Promise<string> {
      const [row] = await q.query<{ id: string }>(
        `INSERT INTO pickups (status, zone_id, pickup_date, customer_id, address_id, pickup_address, customer_remark)
         VALUES ('requested', $1, $2, $3, $4, $5::jsonb, $6) RETURNING id`,
        [w.zone_id, w.pickup_date, customerId, w.address_id, JSON.stringify(w.pickup_address), w.customer_remark],
      );
      return row!.id;
    },
    async update(id: string, w: PickupWrite, q: Db): Promise<void> {
      await q.query(
        `UPDATE pickups SET zone_id = $2, pickup_date = $3, address_id = $4, pickup_address = $5::jsonb, customer_remark = $6,
                version = version + 1, updated_date = now()
          WHERE id = $1`,
        [id, w.zone_id, w.pickup_date, w.address_id, JSON.stringify(w.pickup_address), w.customer_remark],
      );
    },
    /**
     * The machine's status and the change's fields (remarks, staff, date, time window, photos), a new
     * version. Any status change ends the wait after a failed attempt (the attempt stays in the history).
     */
    async setStatus(id: string, status: PickupStatus, fields: PickupStatusFields, q: Db): Promise<void> {
      const sets = ['status = $2', 'failed_attempt_id = NULL'];
      const params: unknown[] = [id, status];
      for (const [column, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        if (!STATUS_FIELDS.has(column)) throw new Error(`not a pickup column to change: ${column}`);
        params.push(column === 'photo_urls' ? JSON.stringify(value) : value);
        // A remark left empty keeps the one the pickup has.
        const cast = column === 'photo_urls' ? '::jsonb' : '';
        sets.push(column === 'remark' ? `remark = COALESCE($${params.length}, remark)` : `${column} = $${params.length}${cast}`);
      }
      await q.query(`UPDATE pickups SET ${sets.join(', ')}, version = version + 1, updated_date = now() WHERE id = $1`, params);
    },
    /** Records a failed attempt and makes the pickup wait on it (a new version: the driver's copy is stale). */
    async recordAttempt(id: string, w: PickupAttemptWrite, q: Db): Promise<string> {
      const [row] = await q.query<{ id: string }>(
        `INSERT INTO pickup_attempts (pickup_id, staff_id, reason, remark, photo_urls, attempted_at, action_id)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING id`,
        [id, w.staff_id, w.reason, w.remark, JSON.stringify(w.photo_urls), w.attempted_at, w.action_id],
      );
      await q.query('UPDATE pickups SET failed_attempt_id = $2, version = version + 1, updated_date = now() WHERE id = $1', [id, row!.id]);
      return row!.id;
    },
    /** The pickup an action id was recorded on (a Not collected or a completion), or null. */
    async pickupOfAction(actionId: string, q: Db = db): Promise<string | null> {
      const [row] = await q.query<{ pickup_id: string }>(
        `SELECT pickup_id FROM pickup_attempts WHERE action_id = $1
          UNION ALL SELECT id FROM pickups WHERE completion_action_id = $1 LIMIT 1`,
        [actionId],
      );
      return row?.pickup_id ?? null;
    },
    /** A pickup's failed attempts, the latest first. */
    async attempts(id: string, q: Db = db): Promise<PickupAttemptRow[]> {
      if (!isUuid(id)) return [];
      return q.query<PickupAttemptRow>(
        `SELECT a.id, a.pickup_id, a.reason, a.remark, a.photo_urls, a.staff_id, s.user_name AS staff_name, a.attempted_at
           FROM pickup_attempts a LEFT JOIN users s ON s.id = a.staff_id
          WHERE a.pickup_id = $1 ORDER BY a.attempted_at DESC, a.recorded_at DESC`,
        [id],
      );
    },
    toPickup: (row: PickupRow) => toPickup(row, publicUrl),
  };
}
export type PickupsRepository = ReturnType<typeof pickupsRepository>;
