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
    // issue 12 · settings: the admin's writes. Each runs in the caller's transaction after lockZones.

    /** Serialises the zone and pickup-date writes, so that two admins never give one zip to two zones. */
    async lockZones(q: Db): Promise<void> {
      await q.exec('LOCK TABLE zones IN SHARE ROW EXCLUSIVE MODE');
    },
    /** The active zones other than `exceptId` holding any of the zips, with the zips they hold. */
    async holdersOf(zips: readonly string[], exceptId: string | null, q: Db = db): Promise<{ zip: string; name: string }[]> {
      return q.query<{ zip: string; name: string }>(
        `SELECT zip, z.name FROM zones z CROSS JOIN LATERAL unnest(z.zip_codes) AS zip
          WHERE z.delete_time = 0 AND zip = ANY($1::text[]) AND ($2::uuid IS NULL OR z.id <> $2::uuid)
          ORDER BY zip, z.name`,
        [zips, exceptId],
      );
    },
    async activeById(id: string, q: Db = db): Promise<Zone | null> {
      if (!isUuid(id)) return null;
      const [row] = await q.query<ZoneRow>(`SELECT ${ZONE_COLUMNS} FROM zones WHERE id = $1::uuid AND delete_time = 0`, [id]);
      return row ? toZone(row) : null;
    },
    async insertZone(q: Db, zone: { name: string; zip_codes: string[] }): Promise<Zone> {
      const [row] = await q.query<ZoneRow>(`INSERT INTO zones (name, zip_codes) VALUES ($1, $2) RETURNING ${ZONE_COLUMNS}`, [
        zone.name,
        zone.zip_codes,
      ]);
      return toZone(row!);
    },
    async updateZone(q: Db, zone: { id: string; name: string; zip_codes: string[] }): Promise<Zone | null> {
      const [row] = await q.query<ZoneRow>(
        `UPDATE zones SET name = $2, zip_codes = $3, updated_date = now() WHERE id = $1::uuid AND delete_time = 0 RETURNING ${ZONE_COLUMNS}`,
        [zone.id, zone.name, zone.zip_codes],
      );
      return row ? toZone(row) : null;
    },
    /** Soft delete (delete_time): its pickups keep their zone name; its dates no longer offer it. */
    async deleteZone(q: Db, id: string, now: number): Promise<boolean> {
      const rows = await q.query(
        'UPDATE zones SET delete_time = $2, updated_date = now() WHERE id = $1::uuid AND delete_time = 0 RETURNING id',
        [id, now],
      );
      return rows.length > 0;
    },
    /** The active ids among `ids`. */
    async activeZoneIds(ids: readonly string[], q: Db = db): Promise<Set<string>> {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return new Set();
      const rows = await q.query<{ id: string }>('SELECT id FROM zones WHERE delete_time = 0 AND id = ANY($1::uuid[])', [valid]);
      return new Set(rows.map((r) => r.id));
    },
    async pickupDate(id: string, q: Db = db): Promise<PickupDate | null> {
      const rows = await q.query<PickupDateRow>(
        `SELECT d.id, d.remark, d.delete_time,
                COALESCE(jsonb_agg(jsonb_build_object('id', z.id, 'name', z.name) ORDER BY z.name) FILTER (WHERE z.id IS NOT NULL), '[]'::jsonb) AS zones
           FROM pickup_dates d
           LEFT JOIN pickup_date_zones dz ON dz.pickup_date_id = d.id
           LEFT JOIN zones z ON z.id = dz.zone_id AND z.delete_time = 0
          WHERE d.id = $1 AND d.delete_time = 0
          GROUP BY d.id`,
        [id],
      );
      return rows[0] ? toPickupDate(rows[0]) : null;
    },
    /**
     * Offers a date: a new row, or a deleted one made active again. False when the date is already
     * offered (active).
     */
    async insertPickupDate(q: Db, date: { id: string; remark: string | null; zones: string[] }): Promise<boolean> {
      const rows = await q.query(
        `INSERT INTO pickup_dates (id, remark) VALUES ($1, $2)
         ON CONFLICT (id) DO UPDATE SET remark = EXCLUDED.remark, delete_time = 0, updated_date = now()
          WHERE pickup_dates.delete_time <> 0
         RETURNING id`,
        [date.id, date.remark],
      );
      if (rows.length === 0) return false;
      await this.setDateZones(q, date.id, date.zones);
      return true;
    },
    async updatePickupDate(q: Db, date: { id: string; remark: string | null; zones: string[] }): Promise<boolean> {
      const rows = await q.query(
        'UPDATE pickup_dates SET remark = $2, updated_date = now() WHERE id = $1 AND delete_time = 0 RETURNING id',
        [date.id, date.remark],
      );
      if (rows.length === 0) return false;
      await this.setDateZones(q, date.id, date.zones);
      return true;
    },
    async setDateZones(q: Db, dateId: string, zones: readonly string[]): Promise<void> {
      await q.query('DELETE FROM pickup_date_zones WHERE pickup_date_id = $1', [dateId]);
      await q.query('INSERT INTO pickup_date_zones (pickup_date_id, zone_id) SELECT $1, unnest($2::uuid[])', [dateId, zones]);
    },
    /** Soft delete: pickups already booked on it keep their date. */
    async deletePickupDate(q: Db, id: string, now: number): Promise<boolean> {
      const rows = await q.query(
        'UPDATE pickup_dates SET delete_time = $2, updated_date = now() WHERE id = $1 AND delete_time = 0 RETURNING id',
        [id, now],
      );
      return rows.length > 0;
    },
  };
}
export type ZonesRepository = ReturnType<typeof zonesRepository>;
