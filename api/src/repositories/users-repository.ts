import { USER, type User, type UserStatus } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { toEntity } from '../lib/entity-row';
import { isUuid } from '../lib/values';

export interface UserRow {
  id: string;
  auth_uid: string | null;
  fcs_id: string;
  user_name: string;
  phone_number: string | null;
  email: string | null;
  email_verification: string | null;
  status: UserStatus;
  is_employee: boolean;
  enabled: boolean;
  privileges: string[];
  language: string | null;
  version: number;
  updated_date: Date | string;
}

const COLUMNS =
  'id, auth_uid, fcs_id, user_name, phone_number, email, email_verification, status, is_employee, enabled, privileges, language, version, updated_date';

export const toUser = (row: UserRow): User => toEntity(USER, { ...row, privileges: row.privileges ?? [] }, '');

export function usersRepository(db: Db) {
  const one = async (where: string, value: unknown, q: Db = db) =>
    (await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE ${where} = $1`, [value]))[0] ?? null;
  return {
    findById: (id: string, q: Db = db) => (isUuid(id) ? one('id', id, q) : Promise.resolve(null)),
    findByPhone: (phone: string, q: Db = db) => one('phone_number', phone, q),
    findByAuthUid: (uid: string, q: Db = db) => one('auth_uid', uid, q),
    /** Locks the row for the rest of the transaction. */
    async findByPhoneForUpdate(phone: string, q: Db): Promise<UserRow | null> {
      return (await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE phone_number = $1 FOR UPDATE`, [phone]))[0] ?? null;
    },
    async join(id: string, authUid: string, q: Db = db): Promise<UserRow> {
      const rows = await q.query<UserRow>(
        `UPDATE users SET status = 'joined', auth_uid = $2, version = version + 1, updated_date = now()
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, authUid],
      );
      return rows[0]!;
    },
    async linkAuthUid(id: string, authUid: string, q: Db = db): Promise<void> {
      // A uid belongs to one user: release it from any other row first.
      await q.query('UPDATE users SET auth_uid = NULL WHERE auth_uid = $1 AND id <> $2', [authUid, id]);
      await q.query('UPDATE users SET auth_uid = $2, updated_date = now() WHERE id = $1 AND auth_uid IS DISTINCT FROM $2', [id, authUid]);
    },

    // issue 11 · customers: the back office's changes of a customer.
    /** A customer (not an employee), locked for the rest of the transaction, or null. */
    async lockCustomer(id: string, q: Db): Promise<UserRow | null> {
      if (!isUuid(id)) return null;
      return (await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1 AND NOT is_employee FOR UPDATE`, [id]))[0] ?? null;
    },
    /** A new invited customer, or null when the phone number already belongs to someone. */
    async insertInvite(q: Db, userName: string, phone: string): Promise<UserRow | null> {
      const rows = await q.query<UserRow>(
        `INSERT INTO users (user_name, phone_number, status) VALUES ($1, $2, 'invited')
         ON CONFLICT (phone_number) DO NOTHING RETURNING ${COLUMNS}`,
        [userName, phone],
      );
      return rows[0] ?? null;
    },
    /** Status (disabled also clears enabled, joined sets it), name or phone, at the version read; false when it moved on. */
    async changeCustomer(
      q: Db,
      id: string,
      version: number,
      change: { status?: UserStatus; user_name?: string; phone_number?: string },
    ): Promise<boolean> {
      const rows = await q.query<{ id: string }>(
        `UPDATE users SET status = coalesce($3, status),
                enabled = CASE WHEN $3 = 'disabled' THEN false WHEN $3 = 'joined' THEN true ELSE enabled END,
                user_name = coalesce($4, user_name), phone_number = coalesce($5, phone_number),
                version = version + 1, updated_date = now()
          WHERE id = $1 AND version = $2 RETURNING id`,
        [id, version, change.status ?? null, change.user_name ?? null, change.phone_number ?? null],
      );
      return rows.length === 1;
    },
    /** Whether anything is recorded for the person (packages, pickups, drop-offs, invoices): then the row stays. */
    async hasRecords(id: string, q: Db = db): Promise<boolean> {
      const [row] = await q.query<{ found: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM packages WHERE user_id = $1 OR sender_id = $1)
             OR EXISTS (SELECT 1 FROM pickups WHERE customer_id = $1)
             OR EXISTS (SELECT 1 FROM dropoffs WHERE customer_id = $1)
             OR EXISTS (SELECT 1 FROM invoices WHERE user_id = $1) AS found`,
        [id],
      );
      return !!row?.found;
    },
    /** Removes an invitation (its addresses go with it). */
    async deleteInvite(q: Db, id: string, version: number): Promise<boolean> {
      const rows = await q.query<{ id: string }>(`DELETE FROM users WHERE id = $1 AND version = $2 AND status = 'invited' RETURNING id`, [
        id,
        version,
      ]);
      return rows.length === 1;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
