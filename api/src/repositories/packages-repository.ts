import { PACKAGE, type Package, type PackageStatus, type StatusEntry } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { toEntity } from '../lib/entity-row';
import { iso, isUuid } from '../lib/values';

/** A row of the package_rows view. */
export interface PackageRow {
  id: string;
  tracking_id: string;
  status: PackageStatus;
  remark: string | null;
  received_date: Date | string | null;
  updated_date: Date | string | null;
  photo_urls: unknown;
  user_id: string | null;
  sender_id: string | null;
  fcs_id: string | null;
  sender_fcs_id: string | null;
  user_name: string | null;
  phone_number: string | null;
  sender_name: string | null;
  sender_phone_number: string | null;
  all_status: StatusEntry[] | string | null;
}

/** A package as the contract defines it; the history's dates as ISO strings like every moment. */
export function toPackage(row: PackageRow, publicUrl: string): Package {
  return toEntity(PACKAGE, row, publicUrl, {
    all_status: (v) => ((v as StatusEntry[] | null) ?? []).map((h) => ({ status: h.status, date: iso(h.date) ?? h.date })),
  });
}

/** A package as the import compares it. */
export interface ImportedPackage {
  id: string;
  tracking_id: string;
  status: PackageStatus;
  user_id: string | null;
  sender_id: string | null;
  remark: string | null;
  received_date: Date | string | null;
  updated_date: Date | string | null;
  is_deleted: boolean;
}
export interface NewImportedPackage {
  tracking_id: string;
  status: PackageStatus;
  user_id: string;
  sender_id: string | null;
  remark: string | null;
  received_date: Date;
  updated_date: Date;
}
export interface ImportedChange {
  id: string;
  user_id: string;
  sender_id: string | null;
  remark: string | null;
  status: PackageStatus;
  updated_date: Date;
  /** A status further on: a history entry at updated_date. */
  moved: boolean;
  /** Another received date: the received entry moves. */
  received_date: Date | null;
}

export function packagesRepository(db: Db, publicUrl: string) {
  return {
    async findById(id: string, t: Db = db): Promise<PackageRow | null> {
      if (!isUuid(id)) return null;
      return (await t.query<PackageRow>('SELECT * FROM package_rows WHERE id = $1 AND NOT is_deleted', [id]))[0] ?? null;
    },
    async findByTrackingIds(trackingIds: readonly string[]): Promise<PackageRow[]> {
      if (trackingIds.length === 0) return [];
      return db.query<PackageRow>('SELECT * FROM package_rows WHERE tracking_id = ANY($1::text[]) AND NOT is_deleted', [trackingIds]);
    },
    toPackage: (row: PackageRow) => toPackage(row, publicUrl),

    /** The status history with who made each change (for pkg staff), oldest first. */
    async historyWithNames(id: string, t: Db = db): Promise<StatusEntry[]> {
      const rows = await t.query<{ status: string; date: Date | string; by_name: string | null }>(
        `SELECT h.status, h.date, u.user_name AS by_name
           FROM package_status_history h LEFT JOIN users u ON u.id = h.changed_by
          WHERE h.package_id = $1 ORDER BY h.date, h.id`,
        [id],
      );
      return rows.map((h) => ({ status: h.status, date: iso(h.date) ?? String(h.date), by_name: h.by_name }));
    },

    // issue 11 · packages: intake, bulk moves and the assign block.

    /** Is this tracking number taken (deleted packages too: the column is unique)? */
    async trackingTaken(trackingId: string, t: Db = db): Promise<boolean> {
      return (await t.query('SELECT 1 FROM packages WHERE tracking_id = $1', [trackingId])).length > 0;
    },

    /** A new package, received now by `by`, with its first status-history entry; null when the tracking number is taken. */
    async receive(
      t: Db,
      p: { id: string; tracking_id: string; user_id: string; remark: string | null; photo_urls: string[]; by: string | null },
    ): Promise<boolean> {
      const inserted = await t.query(
        `INSERT INTO packages (id, tracking_id, status, remark, user_id, photo_urls)
         VALUES ($1, $2, 'received', $3, $4, $5::jsonb) ON CONFLICT DO NOTHING RETURNING id`,
        [p.id, p.tracking_id, p.remark, p.user_id, JSON.stringify(p.photo_urls)],
      );
      if (inserted.length === 0) return false;
      await t.query(`INSERT INTO package_status_history (package_id, status, changed_by) VALUES ($1, 'received', $2)`, [p.id, p.by]);
      return true;
    },

    /** The packages locked for a change, in a stable order (no two moves deadlock). */
    async lockMany(
      t: Db,
      ids: readonly string[],
    ): Promise<{ id: string; tracking_id: string; status: PackageStatus; user_id: string | null; version: number }[]> {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return [];
      return t.query(
        'SELECT id, tracking_id, status, user_id, version FROM packages WHERE id = ANY($1::uuid[]) AND NOT is_deleted ORDER BY id FOR UPDATE',
        [valid],
      );
    },

    /** Moves the packages to `status`, each with a history entry by `by`. */
    async move(t: Db, ids: readonly string[], status: PackageStatus, by: string | null): Promise<void> {
      await t.query('UPDATE packages SET status = $2, updated_date = now(), version = version + 1 WHERE id = ANY($1::uuid[])', [
        ids,
        status,
      ]);
      await t.query('INSERT INTO package_status_history (package_id, status, changed_by) SELECT unnest($1::uuid[]), $2, $3', [
        ids,
        status,
        by,
      ]);
    },

    // issue 32 · the import of a forwarder's packages.
    /** The packages with these tracking numbers (deleted ones too: the number is unique), locked. */
    async lockByTrackingIds(t: Db, trackingIds: readonly string[]): Promise<ImportedPackage[]> {
      if (trackingIds.length === 0) return [];
      return t.query<ImportedPackage>(
        `SELECT id, tracking_id, status, user_id, sender_id, remark, received_date, updated_date, is_deleted
           FROM packages WHERE tracking_id = ANY($1::text[]) FOR UPDATE`,
        [trackingIds],
      );
    },
    /**
     * New packages with their history, a statement per few thousand: received at `received_date`,
     * then at `updated_date` in their status when it is another (the steps between are not known).
     * The received date is written with the row, so that the history's trigger has nothing to change.
     */
    async importMany(t: Db, rows: readonly NewImportedPackage[], by: string | null, progress: (n: number) => void): Promise<void> {
      for (let i = 0; i < rows.length; i += 5_000) {
        const part = rows.slice(i, i + 5_000);
        const col = <K extends keyof NewImportedPackage>(k: K) => part.map((r) => r[k]);
        const inserted = await t.query<{ id: string; tracking_id: string }>(
          `INSERT INTO packages (tracking_id, status, user_id, sender_id, remark, received_date, updated_date)
           SELECT * FROM unnest($1::text[], $2::text[], $3::uuid[], $4::uuid[], $5::text[], $6::timestamptz[], $7::timestamptz[])
           RETURNING id, tracking_id`,
          [col('tracking_id'), col('status'), col('user_id'), col('sender_id'), col('remark'), col('received_date'), col('updated_date')],
        );
        const idOf = new Map(inserted.map((r) => [r.tracking_id, r.id]));
        const history = part.flatMap((r) => {
          const id = idOf.get(r.tracking_id)!;
          const received = [id, 'received', r.received_date] as const;
          return r.status === 'received' ? [received] : [received, [id, r.status, r.updated_date] as const];
        });
        await t.query(
          `INSERT INTO package_status_history (package_id, status, date, changed_by)
           SELECT h.id, h.status, h.date, $4::uuid FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) AS h(id, status, date)`,
          [history.map((h) => h[0]), history.map((h) => h[1]), history.map((h) => h[2]), by],
        );
        progress(part.length);
      }
    },
    /** Known packages' people, remark, dates and a status further on (with its history entry). */
    async updateImported(t: Db, rows: readonly ImportedChange[], by: string | null): Promise<void> {
      if (rows.length === 0) return;
      const col = <K extends keyof ImportedChange>(k: K) => rows.map((r) => r[k]);
      await t.query(
        `UPDATE packages p SET user_id = x.user_id, sender_id = x.sender_id, remark = x.remark, status = x.status,
                updated_date = x.updated_date, version = p.version + 1
           FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::timestamptz[])
                AS x(id, user_id, sender_id, remark, status, updated_date)
          WHERE p.id = x.id`,
        [col('id'), col('user_id'), col('sender_id'), col('remark'), col('status'), col('updated_date')],
      );
      const moved = rows.filter((r) => r.moved);
      if (moved.length)
        await t.query(
          `INSERT INTO package_status_history (package_id, status, date, changed_by)
           SELECT x.id, x.status, x.date, $4::uuid FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) AS x(id, status, date)`,
          [moved.map((r) => r.id), moved.map((r) => r.status), moved.map((r) => r.updated_date), by],
        );
      const redated = rows.filter((r) => r.received_date);
      if (redated.length)
        await t.query(
          `UPDATE package_status_history h SET date = x.date
             FROM unnest($1::uuid[], $2::timestamptz[]) AS x(id, date)
            WHERE h.id = (SELECT min(g.id) FROM package_status_history g WHERE g.package_id = x.id AND g.status = 'received')`,
          [redated.map((r) => r.id), redated.map((r) => r.received_date)],
        );
    },

    async lockById(id: string, t: Db): Promise<(PackageRow & { version: number }) | null> {
      if (!isUuid(id)) return null;
      const [row] = await t.query<{ version: number }>('SELECT version FROM packages WHERE id = $1 AND NOT is_deleted FOR UPDATE', [id]);
      if (!row) return null;
      const [full] = await t.query<PackageRow>('SELECT * FROM package_rows WHERE id = $1', [id]);
      return full ? { ...full, version: row.version } : null;
    },

    /** The sender and the consignee (absent: kept), only when the version is still `version`. */
    async assign(t: Db, id: string, version: number, who: { sender_id?: string; user_id?: string }): Promise<boolean> {
      const rows = await t.query(
        `UPDATE packages SET sender_id = COALESCE($3::uuid, sender_id), user_id = COALESCE($4::uuid, user_id),
                updated_date = now(), version = version + 1
          WHERE id = $1 AND version = $2 RETURNING id`,
        [id, version, who.sender_id ?? null, who.user_id ?? null],
      );
      return rows.length > 0;
    },
  };
}
export type PackagesRepository = ReturnType<typeof packagesRepository>;
