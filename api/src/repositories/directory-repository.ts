import {
  CUSTOMER_DEFAULT_SORT,
  CUSTOMER_SORT_FIELDS,
  type CustomerHit,
  type CustomerPage,
  type CustomerRow,
  type CustomerSortField,
  type Staff,
} from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { isUuid } from '../lib/values';
import type { UserRow } from './users-repository';

const COLUMNS =
  'id, auth_uid, fcs_id, user_name, phone_number, email, email_verification, status, is_employee, enabled, privileges, version, updated_date';

/** LIKE pattern text matching `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Words of a search text; hyphens count as spaces (spec 1 §5: the customer search replaces them), and so does a NUL (PostgreSQL refuses it). */
export function searchWords(text: string): string[] {
  return text
    .replaceAll('\u0000', ' ')
    .replace(/-/g, ' ')
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * The SQL condition of a customer search (FCS ID, name or phone containing every word of the text;
 * a run of 4+ digits also matches the phone's digits), its parameters pushed onto `params`; null
 * when the text has no word.
 */
function customerMatch(text: string, params: unknown[]): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const add = (v: unknown) => `$${params.push(v)}`;
  const all = words
    .map((w) => {
      const p = add(containsPattern(w));
      return `(fcs_id ILIKE ${p} OR user_name ILIKE ${p} OR phone_number ILIKE ${p})`;
    })
    .join(' AND ');
  const digits = text.replace(/\D/g, '');
  const phone = digits.length >= 4 ? ` OR phone_number LIKE ${add(containsPattern(digits))}` : '';
  return `((${all})${phone})`;
}

/** People as other records see them: the staff list, the customer search, and customers found or invited by phone. */
export function directoryRepository(db: Db) {
  return {
    /** Users with is_employee, enabled, by name (the Received By select). */
    async staff(): Promise<Staff[]> {
      return db.query<Staff>(
        `SELECT id, user_name FROM users WHERE is_employee AND enabled AND status <> 'disabled' ORDER BY user_name, fcs_id`,
      );
    },

    /** An enabled employee, or null. */
    async employee(id: string, q: Db = db): Promise<UserRow | null> {
      if (!isUuid(id)) return null;
      const rows = await q.query<UserRow>(
        `SELECT ${COLUMNS} FROM users WHERE id = $1 AND is_employee AND enabled AND status <> 'disabled'`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** An enabled user that can own a drop-off, or null. */
    async customer(id: string, q: Db = db): Promise<UserRow | null> {
      if (!isUuid(id)) return null;
      const rows = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1 AND enabled AND status <> 'disabled'`, [id]);
      return rows[0] ?? null;
    },

    /**
     * The user who has this phone number, or a new invited customer with the name and the phone
     * (and the next FCS ID), who can join later and then sees what was recorded for them.
     */
    async findOrInviteByPhone(q: Db, name: string, phone: string): Promise<{ user: UserRow; created: boolean }> {
      const existing = (await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE phone_number = $1 FOR UPDATE`, [phone]))[0];
      if (existing) return { user: existing, created: false };
      const inserted = await q.query<UserRow>(
        `INSERT INTO users (user_name, phone_number, status) VALUES ($1, $2, 'invited')
         ON CONFLICT (phone_number) DO NOTHING RETURNING ${COLUMNS}`,
        [name, phone],
      );
      if (inserted[0]) return { user: inserted[0], created: true };
      // Someone else invited the same phone a moment ago.
      const raced = (await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE phone_number = $1`, [phone]))[0];
      if (!raced) throw new Error(`no user with ${phone} after a conflicting insert`);
      return { user: raced, created: false };
    },

    /**
     * Customers (not employees, not disabled) whose FCS ID, name or phone number contain every word
     * of the text; a run of 4+ digits also matches the phone number's digits. Exact FCS ID or phone
     * first, then by name similarity. The trigram indexes of users serve the ILIKEs.
     */
    async searchCustomers(text: string, limit: number): Promise<CustomerHit[]> {
      const params: unknown[] = [];
      const match = customerMatch(text, params);
      if (!match) return [];
      const add = (v: unknown) => `$${params.push(v)}`;
      const full = add(searchWords(text).join(' '));
      // The typed digits are the whole number, with or without its dial code.
      const digits = text.replace(/\D/g, '');
      const samePhone =
        digits.length >= 4 ? `regexp_replace(coalesce(phone_number, ''), '\\D', '', 'g') LIKE ${add(`%${digits}`)}` : 'FALSE';
      const sql = `SELECT id, fcs_id, user_name, phone_number FROM users
         WHERE NOT is_employee AND enabled AND status <> 'disabled' AND ${match}
         ORDER BY (upper(fcs_id) = upper(${full}) OR ${samePhone}) DESC,
                  similarity(user_name, ${full}) DESC, user_name, fcs_id
         LIMIT ${add(limit)}`;
      return db.query<CustomerHit>(sql, params);
    },

    /**
     * One page of the back office's customer list (cu): customers (not employees) in every status,
     * matching the search as the customer search does, in one order (then id the same way), with
     * the count of their packages (as consignee) and the total.
     */
    async customerPage(query: { q?: string | null; sort?: string; limit: number; offset: number }): Promise<CustomerPage> {
      const params: unknown[] = [];
      const add = (v: unknown) => `$${params.push(v)}`;
      const text = (query.q ?? '').trim();
      const match = text ? customerMatch(text, params) : null;
      // A search of nothing but hyphens and spaces finds nothing rather than everyone.
      if (text && !match) return { rows: [], total: 0 };
      const where = `NOT is_employee${match ? ` AND ${match}` : ''}`;
      const [field, direction] = (query.sort ?? CUSTOMER_DEFAULT_SORT).split(' ') as [CustomerSortField, 'asc' | 'desc'];
      if (!CUSTOMER_SORT_FIELDS.includes(field)) throw new Error(`not a sort field: ${field}`);
      const dir = direction === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
      const countParams = [...params];
      const rows = await db.query<CustomerRow & { updated_date: Date | string | null }>(
        `SELECT u.id, u.fcs_id, u.user_name, u.phone_number, u.email, u.status, u.updated_date,
                (SELECT count(*)::int FROM packages p WHERE p.user_id = u.id AND NOT p.is_deleted) AS package_count
           FROM (SELECT id, fcs_id, user_name, phone_number, email, status, updated_date FROM users
                  WHERE ${where}
                  ORDER BY ${field} ${dir}, id ${direction === 'asc' ? 'ASC' : 'DESC'}
                  LIMIT ${add(query.limit)} OFFSET ${add(query.offset)}) u
          ORDER BY u.${field} ${dir}, u.id ${direction === 'asc' ? 'ASC' : 'DESC'}`,
        params,
      );
      const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE ${where}`, countParams);
      return {
        rows: rows.map((r) => ({ ...r, updated_date: r.updated_date == null ? null : new Date(r.updated_date).toISOString() })),
        total: Number(count?.n ?? 0),
      };
    },
  };
}
export type DirectoryRepository = ReturnType<typeof directoryRepository>;
