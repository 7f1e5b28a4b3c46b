import {
  INVOICE,
  INVOICE_HISTORY_ENTRY,
  INVOICE_LINE,
  INVOICE_PACKAGE,
  type InvoiceDetail,
  type InvoiceDetailLine,
  type InvoiceHistoryEntry,
  type InvoicePackage,
  type InvoiceRow,
  type InvoiceStatus,
} from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { toEntity } from '../lib/entity-row';
import { isUuid } from '../lib/values';

/** A row of the invoice_rows view. */
export interface InvoiceDbRow {
  id: string;
  invoice_number: string;
  invoice_date: Date | string;
  amount: string | number;
  status: string;
  user_id: string;
  fcs_id: string | null;
  user_name: string | null;
  updated_date: Date | string | null;
  version: number;
}
/** What a status change needs of the row, locked. */
export interface InvoiceLock {
  id: string;
  status: InvoiceStatus;
  version: number;
  user_id: string;
}
/** A line as the api stores it: amounts in cents, computed on the server. */
export interface NewInvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  package_id: string | null;
}
interface LineRow {
  line_no: number;
  description: string;
  quantity: string | number;
  unit_price: string | number;
  amount: string | number;
  package_id: string | null;
  tracking_id: string | null;
}

/** numeric columns arrive as text: amounts leave as numbers (the entity mapping). */
export const toInvoiceRow = (r: InvoiceDbRow): InvoiceRow => toEntity(INVOICE, r, '');
const toLine = (l: LineRow): InvoiceDetailLine => toEntity(INVOICE_LINE, l, '');

export function invoicesRepository(db: Db) {
  return {
    async findById(id: string, q: Db = db): Promise<InvoiceDbRow | null> {
      if (!isUuid(id)) return null;
      return (await q.query<InvoiceDbRow>('SELECT * FROM invoice_rows WHERE id = $1', [id]))[0] ?? null;
    },
    /** The invoice with its customer's phone and its lines in order. */
    async detail(row: InvoiceDbRow, q: Db = db): Promise<InvoiceDetail> {
      const lines = await q.query<LineRow>(
        `SELECT l.line_no, l.description, l.quantity, l.unit_price, l.amount, l.package_id, p.tracking_id
           FROM invoice_lines l LEFT JOIN packages p ON p.id = l.package_id
          WHERE l.invoice_id = $1 ORDER BY l.line_no`,
        [row.id],
      );
      const [user] = await q.query<{ phone_number: string | null }>('SELECT phone_number FROM users WHERE id = $1', [row.user_id]);
      const history = await q.query<{ status: string; date: Date | string | null; by_name: string | null }>(
        `SELECT h.status, h.date, u.user_name AS by_name
           FROM invoice_status_history h LEFT JOIN users u ON u.id = h.changed_by
          WHERE h.invoice_id = $1 ORDER BY h.date, h.id`,
        [row.id],
      );
      return {
        ...toInvoiceRow(row),
        phone_number: user?.phone_number ?? null,
        lines: lines.map(toLine),
        version: Number(row.version),
        history: history.map((h): InvoiceHistoryEntry => toEntity(INVOICE_HISTORY_ENTRY, h, '')),
      };
    },
    async lock(id: string, q: Db): Promise<InvoiceLock | null> {
      if (!isUuid(id)) return null;
      return (await q.query<InvoiceLock>('SELECT id, status, version, user_id FROM invoices WHERE id = $1 FOR UPDATE', [id]))[0] ?? null;
    },
    /**
     * A new unpaid invoice of the customer, numbered from the sequence, its lines numbered in order
     * and its amount their sum (in cents, then stored as dollars), with its first history entry.
     */
    async create(userId: string, lines: readonly NewInvoiceLine[], by: string | null, q: Db): Promise<string> {
      const cents = lines.map((l) => Math.round(l.quantity * l.unitPriceCents));
      const total = cents.reduce((a, b) => a + b, 0);
      const [inv] = await q.query<{ id: string }>(
        `INSERT INTO invoices (user_id, amount, status, created_by, updated_by) VALUES ($1, $2, 'unpaid', $3, $3) RETURNING id`,
        [userId, (total / 100).toFixed(2), by],
      );
      const id = inv!.id;
      for (const [i, l] of lines.entries())
        await q.query(
          `INSERT INTO invoice_lines (invoice_id, line_no, description, quantity, unit_price, amount, package_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [id, i + 1, l.description, l.quantity, (l.unitPriceCents / 100).toFixed(2), (cents[i]! / 100).toFixed(2), l.package_id],
        );
      await q.query(`INSERT INTO invoice_status_history (invoice_id, status, changed_by) VALUES ($1, 'unpaid', $2)`, [id, by]);
      return id;
    },
    /** The status change, one version on, recorded with who made it. */
    async setStatus(id: string, to: InvoiceStatus, by: string | null, q: Db): Promise<void> {
      await q.query('UPDATE invoices SET status = $2, version = version + 1, updated_date = now(), updated_by = $3 WHERE id = $1', [
        id,
        to,
        by,
      ]);
      await q.query('INSERT INTO invoice_status_history (invoice_id, status, changed_by) VALUES ($1, $2, $3)', [id, to, by]);
    },
    /** The customer's packages (as consignee) that no open (not canceled) invoice has yet, newest first. */
    async openPackages(userId: string, q: Db = db): Promise<InvoicePackage[]> {
      if (!isUuid(userId)) return [];
      const rows = await q.query<InvoicePackage>(
        `SELECT p.id, p.tracking_id, p.status, p.received_date FROM packages p
          WHERE p.user_id = $1 AND NOT p.is_deleted
            AND NOT EXISTS (SELECT 1 FROM invoice_lines l WHERE l.package_id = p.id AND l.invoice_open)
          ORDER BY p.received_date DESC NULLS LAST, p.id DESC LIMIT 500`,
        [userId],
      );
      return rows.map((r) => toEntity(INVOICE_PACKAGE, r, ''));
    },
    /**
     * Of these package ids: those that are the customer's, and those already on an open invoice (a
     * courtesy answer; under concurrency the unique index invoice_lines_one_open_per_package decides,
     * lib/constraints.ts). The packages are share-locked: none changes consignee or is deleted before
     * the invoice commits.
     */
    async checkPackages(userId: string, ids: readonly string[], q: Db): Promise<{ mine: Set<string>; invoiced: Set<string> }> {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return { mine: new Set(), invoiced: new Set() };
      const rows = await q.query<{ id: string; invoiced: boolean }>(
        `SELECT p.id, EXISTS (SELECT 1 FROM invoice_lines l WHERE l.package_id = p.id AND l.invoice_open) AS invoiced
           FROM packages p WHERE p.id = ANY($1::uuid[]) AND p.user_id = $2 AND NOT p.is_deleted
            FOR SHARE OF p`,
        [valid, userId],
      );
      return { mine: new Set(rows.map((r) => r.id)), invoiced: new Set(rows.filter((r) => r.invoiced).map((r) => r.id)) };
    },
  };
}
export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
