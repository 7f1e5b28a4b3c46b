import { PACKAGE, type Filter, type Package, type PackageStatus, type ReadScope, type StatusEntry } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { toEntity } from '../lib/entity-row';
import { iso, isUuid } from '../lib/values';
import { countSql, dataSql, scopeConditions } from '../report/report-sql';
import { REPORT_SOURCES } from '../report/report-sources';

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

export interface PackageQuery {
  filters: readonly Filter[];
  sorts: readonly string[];
  limit: number;
  offset: number;
}

export function packagesRepository(db: Db, publicUrl: string) {
  const source = REPORT_SOURCES.packages;
  return {
    async findById(id: string): Promise<PackageRow | null> {
      if (!isUuid(id)) return null;
      return (await db.query<PackageRow>('SELECT * FROM package_rows WHERE id = $1 AND NOT is_deleted', [id]))[0] ?? null;
    },
    async findByTrackingIds(trackingIds: readonly string[]): Promise<PackageRow[]> {
      if (trackingIds.length === 0) return [];
      return db.query<PackageRow>('SELECT * FROM package_rows WHERE tracking_id = ANY($1::text[]) AND NOT is_deleted', [trackingIds]);
    },
    /** Report-service rows within the caller's scope (the contract's read rules), whatever the filters say. */
    async list(q: PackageQuery, scope: ReadScope): Promise<Package[]> {
      const { sql, params } = dataSql(source, q, scopeConditions(scope));
      return (await db.query<PackageRow>(sql, params)).map((r) => toPackage(r, publicUrl));
    },
    async count(q: Pick<PackageQuery, 'filters'>, scope: ReadScope): Promise<number> {
      const { sql, params } = countSql(source, q, scopeConditions(scope));
      return Number((await db.query<{ count: number }>(sql, params))[0]?.count ?? 0);
    },
    toPackage: (row: PackageRow) => toPackage(row, publicUrl),
  };
}
export type PackagesRepository = ReturnType<typeof packagesRepository>;
