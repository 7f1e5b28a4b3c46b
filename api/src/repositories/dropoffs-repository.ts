import { DROPOFF, type Dropoff, type DropoffStatus } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { toEntity } from '../lib/entity-row';
import { isUuid } from '../lib/values';
import { containsPattern, searchWords } from './directory-repository';

/** A row of the dropoffs table. */
export interface DropoffRow {
  id: string;
  dropoff_number: string;
  status: DropoffStatus;
  customer_id: string | null;
  customer_name: string;
  customer_phone_number: string | null;
  customer_fcs_id: string | null;
  receiving_staff_id: string | null;
  receiving_staff_name: string | null;
  customer_remark: string | null;
  remark: string | null;
  photo_urls: unknown;
  version: number;
  created_date: Date | string;
  updated_date: Date | string;
}

export const toDropoff = (row: DropoffRow, publicUrl: string): Dropoff => toEntity(DROPOFF, row, publicUrl);

export interface NewDropoff {
  customer_id: string;
  customer_name: string;
  customer_phone_number: string | null;
  customer_fcs_id: string | null;
  receiving_staff_id: string;
  receiving_staff_name: string;
  customer_remark: string | null;
}

/** What a change may set; the status machine decides `status`, the caller the rest. */
export interface DropoffChange {
  status?: DropoffStatus;
  receiving_staff_id?: string;
  receiving_staff_name?: string;
  customer_remark?: string | null;
  remark?: string | null;
  /** Stored paths (dropoffs/<id>/<name>). */
  photo_urls?: string[];
}

const CHANGE_COLUMNS = new Set(['status', 'receiving_staff_id', 'receiving_staff_name', 'customer_remark', 'remark', 'photo_urls']);

export function dropoffsRepository(db: Db, publicUrl: string) {
  return {
    async findById(id: string, q: Db = db): Promise<DropoffRow | null> {
      if (!isUuid(id)) return null;
      return (await q.query<DropoffRow>('SELECT * FROM dropoffs WHERE id = $1', [id]))[0] ?? null;
    },
    /** Locks the row for the rest of the transaction. */
    async lockById(id: string, q: Db): Promise<DropoffRow | null> {
      if (!isUuid(id)) return null;
      return (await q.query<DropoffRow>('SELECT * FROM dropoffs WHERE id = $1 FOR UPDATE', [id]))[0] ?? null;
    },
    /** Numbered from the sequence (DO000123), status received. */
    async insert(q: Db, d: NewDropoff): Promise<DropoffRow> {
      const [row] = await q.query<DropoffRow>(
        `INSERT INTO dropoffs (customer_id, customer_name, customer_phone_number, customer_fcs_id, receiving_staff_id, receiving_staff_name, customer_remark)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [
          d.customer_id,
          d.customer_name,
          d.customer_phone_number,
          d.customer_fcs_id,
          d.receiving_staff_id,
          d.receiving_staff_name,
          d.customer_remark,
        ],
      );
      return row!;
    },
    /** Applies the change when the row still has `version`; null when it has moved on (stale). */
    async change(q: Db, id: string, version: number, change: DropoffChange): Promise<DropoffRow | null> {
      const sets: string[] = [];
      const params: unknown[] = [id, version];
      for (const [column, value] of Object.entries(change)) {
        if (value === undefined) continue;
        if (!CHANGE_COLUMNS.has(column)) throw new Error(`not a drop-off column to change: ${column}`);
        params.push(column === 'photo_urls' ? JSON.stringify(value) : value);
        sets.push(`${column} = $${params.length}${column === 'photo_urls' ? '::jsonb' : ''}`);
      }
      const rows = await q.query<DropoffRow>(
        `UPDATE dropoffs SET ${[...sets, 'version = version + 1', 'updated_date = now()'].join(', ')}
          WHERE id = $1 AND version = $2 RETURNING *`,
        params,
      );
      return rows[0] ?? null;
    },
    /** The staff search box: every word in the number, the customer name or the FCS ID; the exact number first. */
    async search(text: string, limit: number): Promise<Dropoff[]> {
      const words = searchWords(text);
      if (words.length === 0) return [];
      const params: unknown[] = [];
      const add = (v: unknown) => {
        params.push(v);
        return `$${params.length}`;
      };
      const where = words
        .map((w) => {
          const p = add(containsPattern(w));
          return `(dropoff_number ILIKE ${p} OR customer_name ILIKE ${p} OR customer_fcs_id ILIKE ${p})`;
        })
        .join(' AND ');
      const rows = await db.query<DropoffRow>(
        `SELECT * FROM dropoffs WHERE ${where}
          ORDER BY (upper(dropoff_number) = upper(${add(words.join(' '))})) DESC, updated_date DESC, id
          LIMIT ${add(limit)}`,
        params,
      );
      return rows.map((r) => toDropoff(r, publicUrl));
    },
    toDropoff: (row: DropoffRow) => toDropoff(row, publicUrl),
  };
}
export type DropoffsRepository = ReturnType<typeof dropoffsRepository>;
