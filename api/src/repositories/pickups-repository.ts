import { photoUrlsOf, pickupAddressSchema, type Pickup, type PickupStatus } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { fileUrl, iso, isUuid } from '../lib/values';
import { scopeConditions, type ReadScope } from '../policies/read-scopes';
import { countSql, dataSql } from '../report/report-sql';
import { REPORT_SOURCES } from '../report/report-sources';

/** A row of the pickup_rows view. */
export interface PickupRow {
  id: string;
  pickup_number: string;
  status: PickupStatus;
  zone_id: string | null;
  zone_name: string | null;
  pickup_date: Date | string | null;
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
  updated_date: Date | string | null;
}

/** The address snapshot as stored (JSON, or JSON text); a snapshot that does not parse is logged by the caller's reader and answered as null. */
function snapshotOf(value: unknown): Pickup['pickup_address'] {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = pickupAddressSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function toPickup(r: PickupRow, publicUrl: string): Pickup {
  return {
    id: r.id,
    pickup_number: r.pickup_number,
    status: r.status,
    zone_id: r.zone_id,
    zone_name: r.zone_name,
    pickup_date: iso(r.pickup_date),
    pickup_time_from: r.pickup_time_from,
    pickup_time_to: r.pickup_time_to,
    customer_id: r.customer_id,
    customer_fcs_id: r.customer_fcs_id,
    customer_name: r.customer_name,
    customer_phone_number: r.customer_phone_number,
    pickup_staff_id: r.pickup_staff_id,
    pickup_staff_name: r.pickup_staff_name,
    customer_remark: r.customer_remark,
    remark: r.remark,
    confirm_remark: r.confirm_remark,
    reschedule_remark: r.reschedule_remark,
    pickup_address: snapshotOf(r.pickup_address),
    photo_urls: photoUrlsOf(r.photo_urls).map((p) => fileUrl(publicUrl, p)),
    updated_date: iso(r.updated_date),
    version: Number(r.version),
  };
}

/** What a customer's request or edit writes. */
export interface PickupWrite {
  zone_id: string;
  pickup_date: Date;
  customer_remark: string | null;
  address_id: string;
  pickup_address: Record<string, unknown>;
}

/** The columns a state change decides on, read with the row locked. */
export interface PickupLock {
  id: string;
  status: PickupStatus;
  customer_id: string;
  version: number;
}

/** A report-service query: filters, sorts, limit and offset. */
type ListQuery = Parameters<typeof dataSql>[1];

export function pickupsRepository(db: Db, publicUrl: string) {
  const source = REPORT_SOURCES.pickups;
  return {
    /** Report-service rows within the caller's scope (policies/read-scopes), whatever the filters say. */
    async list(query: ListQuery, scope: ReadScope): Promise<Pickup[]> {
      const { sql, params } = dataSql(source, query, scopeConditions('pickups', scope));
      return (await db.query<PickupRow>(sql, params)).map((r) => toPickup(r, publicUrl));
    },
    async count(query: Pick<ListQuery, 'filters'>, scope: ReadScope): Promise<number> {
      const { sql, params } = countSql(source, query, scopeConditions('pickups', scope));
      return Number((await db.query<{ count: number }>(sql, params))[0]?.count ?? 0);
    },
    async findById(id: string, q: Db = db): Promise<PickupRow | null> {
      if (!isUuid(id)) return null;
      return (await q.query<PickupRow>('SELECT * FROM pickup_rows WHERE id = $1', [id]))[0] ?? null;
    },
    /** Locks the pickup for the rest of the transaction: concurrent changes wait, then see the new state. */
    async lock(id: string, q: Db): Promise<PickupLock | null> {
      if (!isUuid(id)) return null;
      const [row] = await q.query<PickupLock>('SELECT id, status, customer_id, version FROM pickups WHERE id = $1 FOR UPDATE', [id]);
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
    async cancel(id: string, remark: string | null, q: Db): Promise<void> {
      await q.query(
        `UPDATE pickups SET status = 'canceled', remark = COALESCE($2, remark), version = version + 1, updated_date = now() WHERE id = $1`,
        [id, remark],
      );
    },
    toPickup: (row: PickupRow) => toPickup(row, publicUrl),
  };
}
export type PickupsRepository = ReturnType<typeof pickupsRepository>;
