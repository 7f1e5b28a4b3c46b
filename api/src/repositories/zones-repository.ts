import { PICKUP_DATE, ZONE, zipKeysOf, type PickupDate, type Zone } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { toEntity } from '../lib/entity-row';
import { isUuid } from '../lib/values';

interface ZoneRow {
  id: string;
  name: string;
  zip_codes: string[];
  delete_time: number | string;
}
interface PickupDateRow {
  id: string;
  remark: string | null;
  delete_time: number | string;
  zones: { id: string; name: string }[] | string;
}

const toZone = (r: ZoneRow): Zone => toEntity(ZONE, { ...r, zip_codes: r.zip_codes ?? [] }, '');
const toPickupDate = (r: PickupDateRow): PickupDate => toEntity(PICKUP_DATE, r, '');

const ZONE_COLUMNS = 'id, name, zip_codes, delete_time';

/** Pickup zones and the pickup dates offered in them; only active ones (delete_time 0) are offered. */
export function zonesRepository(db: Db) {
  return {
    async active(q: Db = db): Promise<Zone[]> {
      return (await q.query<ZoneRow>(`SELECT ${ZONE_COLUMNS} FROM zones WHERE delete_time = 0 ORDER BY name, id`)).map(toZone);
    },
    /** The active zone holding a zip code (the first by name should two hold it), or null. */
    async byZip(zip: string, q: Db = db): Promise<Zone | null> {
      const keys = zipKeysOf(zip);
      if (keys.length === 0) return null;
      const [row] = await q.query<ZoneRow>(
        `SELECT ${ZONE_COLUMNS} FROM zones WHERE delete_time = 0 AND zip_codes && $1::text[] ORDER BY name, id LIMIT 1`,
        [keys],
      );
      return row ? toZone(row) : null;
    },
    /** Active pickup dates with their active zones, in date order; for a zone, only its dates from `fromId` on. */
    async pickupDates(options: { zoneId?: string; fromId?: string } = {}, q: Db = db): Promise<PickupDate[]> {
      if (options.zoneId !== undefined && !isUuid(options.zoneId)) return [];
      const params: unknown[] = [];
      const where = ['d.delete_time = 0'];
      if (options.fromId) {
        params.push(options.fromId);
        where.push(`d.id >= $${params.length}`);
      }
      if (options.zoneId) {
        params.push(options.zoneId);
        where.push(
          `EXISTS (SELECT 1 FROM pickup_date_zones x JOIN zones xz ON xz.id = x.zone_id AND xz.delete_time = 0
                    WHERE x.pickup_date_id = d.id AND x.zone_id = $${params.length}::uuid)`,
        );
      }
      const rows = await q.query<PickupDateRow>(
        `SELECT d.id, d.remark, d.delete_time,
                COALESCE(jsonb_agg(jsonb_build_object('id', z.id, 'name', z.name) ORDER BY z.name) FILTER (WHERE z.id IS NOT NULL), '[]'::jsonb) AS zones
           FROM pickup_dates d
           LEFT JOIN pickup_date_zones dz ON dz.pickup_date_id = d.id
           LEFT JOIN zones z ON z.id = dz.zone_id AND z.delete_time = 0
          WHERE ${where.join(' AND ')}
          GROUP BY d.id
          ORDER BY d.id`,
        params,
      );
      return rows.map(toPickupDate);
    },
    /** Is the date (yyyymmdd) an active pickup date offered for the active zone? */
    async isOffered(dateId: string, zoneId: string, q: Db = db): Promise<boolean> {
      const rows = await q.query(
        `SELECT 1 FROM pickup_dates d JOIN pickup_date_zones dz ON dz.pickup_date_id = d.id JOIN zones z ON z.id = dz.zone_id
          WHERE d.id = $1 AND d.delete_time = 0 AND z.id = $2::uuid AND z.delete_time = 0`,
        [dateId, zoneId],
      );
      return rows.length > 0;
    },
  };
}
export type ZonesRepository = ReturnType<typeof zonesRepository>;
