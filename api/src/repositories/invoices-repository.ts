import { INVOICE, INVOICE_LINE, type InvoiceDetail, type InvoiceDetailLine, type InvoiceRow } from '@fcs/shared/contract';
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
      return { ...toInvoiceRow(row), phone_number: user?.phone_number ?? null, lines: lines.map(toLine) };
    },
  };
}
export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
