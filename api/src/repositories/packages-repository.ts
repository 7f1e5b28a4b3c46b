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

export function packagesRepository(db: Db, publicUrl: string) {
  return {
    async findById(id: string): Promise<PackageRow | null> {
      if (!isUuid(id)) return null;
      return (await db.query<PackageRow>('SELECT * FROM package_rows WHERE id = $1 AND NOT is_deleted', [id]))[0] ?? null;
    },
    async findByTrackingIds(trackingIds: readonly string[]): Promise<PackageRow[]> {
      if (trackingIds.length === 0) return [];
      return db.query<PackageRow>('SELECT * FROM package_rows WHERE tracking_id = ANY($1::text[]) AND NOT is_deleted', [trackingIds]);
    },
    toPackage: (row: PackageRow) => toPackage(row, publicUrl),
  };
}
export type PackagesRepository = ReturnType<typeof packagesRepository>;
