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
    // issue 32 · staff from the command line.
    /** Every staff member (employees), by FCS ID. */
    async staff(q: Db = db): Promise<UserRow[]> {
      return q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE is_employee ORDER BY fcs_id`);
    },
    /**
     * A joined, enabled staff member with this phone, name and privileges: the user with the phone
     * becomes it (the name kept when none is given), or a new one. Answers the row before (null when
     * new) and after.
     */
    async upsertStaff(
      q: Db,
      s: { phone: string; name: string | null; privileges: readonly string[] },
    ): Promise<{ before: UserRow | null; after: UserRow }> {
      const before = (await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE phone_number = $1 FOR UPDATE`, [s.phone]))[0] ?? null;
      if (!before) {
        const [after] = await q.query<UserRow>(
          `INSERT INTO users (user_name, phone_number, status, is_employee, enabled, privileges)
           VALUES ($1, $2, 'joined', true, true, $3) RETURNING ${COLUMNS}`,
          [s.name ?? '', s.phone, s.privileges],
        );
        return { before, after: after! };
      }
      const same =
        before.is_employee &&
        before.enabled &&
        before.status === 'joined' &&
        (s.name === null || s.name === before.user_name) &&
        [...before.privileges].sort().join(',') === [...s.privileges].sort().join(',');
      if (same) return { before, after: before };
      const [after] = await q.query<UserRow>(
        `UPDATE users SET user_name = coalesce($2, user_name), privileges = $3, is_employee = true, enabled = true, status = 'joined',
                version = version + 1, updated_date = now()
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [before.id, s.name, s.privileges],
      );
      return { before, after: after! };
    },
    /** Disables the staff member with this phone (their next call is refused); null when there is none. */
    async disableStaff(q: Db, phone: string): Promise<{ before: UserRow; after: UserRow } | null> {
      const before = (
        await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE phone_number = $1 AND is_employee FOR UPDATE`, [phone])
      )[0];
      if (!before) return null;
      if (!before.enabled && before.status === 'disabled') return { before, after: before };
      const [after] = await q.query<UserRow>(
        `UPDATE users SET enabled = false, status = 'disabled', version = version + 1, updated_date = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [before.id],
      );
      return { before, after: after! };
    },

    // issue 32 · the import of a forwarder's customers.
    /** The users with these FCS IDs or phones, locked; two reads, each on its unique index (an OR of two long lists reads the whole table). */
    async findByFcsIdsOrPhones(fcsIds: readonly string[], phones: readonly string[], q: Db = db): Promise<UserRow[]> {
      const byFcs = fcsIds.length
        ? await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE fcs_id = ANY($1::text[]) FOR UPDATE`, [fcsIds])
        : [];
      const byPhone = phones.length
        ? await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE phone_number = ANY($1::text[]) FOR UPDATE`, [phones])
        : [];
      return [...new Map([...byFcs, ...byPhone].map((u) => [u.id, u])).values()];
    },
    /**
     * New customers, a statement per few thousand: the FCS ID given is kept (the numbering first moves
     * past the highest one kept, so that a later FCS ID never repeats one), else the next one is made.
     */
    async importCustomers(
      q: Db,
      rows: readonly { fcs_id?: string; name: string; phone: string; email?: string; status: 'invited' | 'joined' }[],
      progress: (n: number) => void = () => undefined,
    ): Promise<void> {
      const kept = rows.map((r) => Number(r.fcs_id?.slice(3) ?? 0)).reduce((a, b) => Math.max(a, b), 0);
      if (kept > 0)
        await q.query(
          `SELECT setval('fcs_id_seq', greatest($1::bigint, (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM fcs_id_seq)), true)`,
          [kept],
        );
      for (let i = 0; i < rows.length; i += 5_000) {
        const part = rows.slice(i, i + 5_000);
        await q.query(
          `INSERT INTO users (fcs_id, user_name, phone_number, email, status)
           SELECT coalesce(x.fcs_id, 'FCS' || padded_number(nextval('fcs_id_seq'), 5)), x.name, x.phone, x.email, x.status
             FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS x(fcs_id, name, phone, email, status)`,
          [
            part.map((r) => r.fcs_id ?? null),
            part.map((r) => r.name),
            part.map((r) => r.phone),
            part.map((r) => r.email ?? null),
            part.map((r) => r.status),
          ],
        );
        progress(part.length);
      }
    },
    /** Known customers' name, phone (while invited), e-mail (given: unverified again) and joining. */
    async updateImported(
      q: Db,
      rows: readonly { id: string; user_name: string; phone_number: string; email: string | null; joins: boolean }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await q.query(
        `UPDATE users u SET user_name = x.user_name, phone_number = x.phone_number,
                email = coalesce(x.email, u.email),
                email_verification = CASE WHEN x.email IS NOT NULL AND x.email IS DISTINCT FROM u.email THEN NULL ELSE u.email_verification END,
                status = CASE WHEN x.joins THEN 'joined' ELSE u.status END,
                version = u.version + 1, updated_date = now()
           FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::boolean[]) AS x(id, user_name, phone_number, email, joins)
          WHERE u.id = x.id`,
        [
          rows.map((r) => r.id),
          rows.map((r) => r.user_name),
          rows.map((r) => r.phone_number),
          rows.map((r) => r.email),
          rows.map((r) => r.joins),
        ],
      );
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
