import { photoUrlsOf, type Filter, type Package, type PackageStatus, type StatusEntry } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { fileUrl, iso, isUuid } from '../lib/values';
import { scopeConditions, type ReadScope } from '../policies/read-scopes';
import { countSql, dataSql } from '../report/report-sql';
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

export function toPackage(row: PackageRow, publicUrl: string): Package {
  const history = typeof row.all_status === 'string' ? (JSON.parse(row.all_status) as StatusEntry[]) : (row.all_status ?? []);
  return {
    id: row.id,
    tracking_id: row.tracking_id,
    status: row.status,
    remark: row.remark,
    received_date: iso(row.received_date),
    updated_date: iso(row.updated_date),
    photo_urls: photoUrlsOf(row.photo_urls).map((p) => fileUrl(publicUrl, p)),
    all_status: history.map((h) => ({ status: h.status, date: iso(h.date) ?? h.date })),
    user_id: row.user_id,
    sender_id: row.sender_id,
    fcs_id: row.fcs_id,
    sender_fcs_id: row.sender_fcs_id,
    user_name: row.user_name,
    phone_number: row.phone_number,
    sender_name: row.sender_name,
    sender_phone_number: row.sender_phone_number,
  };
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
    /** Report-service rows within the caller's scope (policies/read-scopes), whatever the filters say. */
    async list(q: PackageQuery, scope: ReadScope): Promise<Package[]> {
      const { sql, params } = dataSql(source, q, scopeConditions('packages', scope));
      return (await db.query<PackageRow>(sql, params)).map((r) => toPackage(r, publicUrl));
    },
    async count(q: Pick<PackageQuery, 'filters'>, scope: ReadScope): Promise<number> {
      const { sql, params } = countSql(source, q, scopeConditions('packages', scope));
      return Number((await db.query<{ count: number }>(sql, params))[0]?.count ?? 0);
    },
    toPackage: (row: PackageRow) => toPackage(row, publicUrl),
  };
}
export type PackagesRepository = ReturnType<typeof packagesRepository>;
