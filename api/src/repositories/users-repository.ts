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
  version: number;
  updated_date: Date | string;
}

const COLUMNS =
  'id, auth_uid, fcs_id, user_name, phone_number, email, email_verification, status, is_employee, enabled, privileges, version, updated_date';

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
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
