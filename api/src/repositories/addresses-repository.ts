import { ADDRESS, type Address } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { toEntity } from '../lib/entity-row';
import { isUuid } from '../lib/values';

export interface AddressRow {
  id: string;
  user_id: string;
  full_name: string;
  phone_number: string;
  country: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zip_code: string;
  lat: number | string | null;
  lng: number | string | null;
  is_default: boolean;
  update_time: Date | string;
}

/** What an address write stores (lat and lng already resolved). */
export interface AddressFields {
  full_name: string;
  phone_number: string;
  country: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip_code: string;
  lat: number | null;
  lng: number | null;
}

export const toAddress = (r: AddressRow): Address => toEntity(ADDRESS, { ...r, address_line2: r.address_line2 ?? '' }, '');

const COLUMNS =
  'id, user_id, full_name, phone_number, country, address_line1, address_line2, city, state, zip_code, lat, lng, is_default, update_time';

/**
 * A customer's address book. The database holds "at most one default per customer" (a partial
 * unique index); the writes here keep "exactly one while there is any": the first address is the
 * default, a new default clears the old one first, deleting the default promotes the latest other.
 */
export function addressesRepository(db: Db) {
  return {
    async listOf(userId: string, q: Db = db): Promise<AddressRow[]> {
      return q.query<AddressRow>(
        `SELECT ${COLUMNS} FROM delivery_addresses WHERE user_id = $1 ORDER BY is_default DESC, update_time DESC, id`,
        [userId],
      );
    },
    async findById(id: string, q: Db = db): Promise<AddressRow | null> {
      if (!isUuid(id)) return null;
      return (await q.query<AddressRow>(`SELECT ${COLUMNS} FROM delivery_addresses WHERE id = $1`, [id]))[0] ?? null;
    },
    /** Serialises the address writes of one customer (two first addresses at once must not both be the default). */
    async lockBook(userId: string, q: Db): Promise<void> {
      await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    },
    async hasAny(userId: string, q: Db = db): Promise<boolean> {
      return (await q.query('SELECT 1 FROM delivery_addresses WHERE user_id = $1 LIMIT 1', [userId])).length > 0;
    },
    async insert(userId: string, f: AddressFields, q: Db): Promise<string> {
      const [row] = await q.query<{ id: string }>(
        `INSERT INTO delivery_addresses (user_id, full_name, phone_number, country, address_line1, address_line2, city, state, zip_code, lat, lng)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [userId, f.full_name, f.phone_number, f.country, f.address_line1, f.address_line2, f.city, f.state, f.zip_code, f.lat, f.lng],
      );
      return row!.id;
    },
    async update(id: string, f: AddressFields, q: Db): Promise<void> {
      await q.query(
        `UPDATE delivery_addresses SET full_name = $2, phone_number = $3, country = $4, address_line1 = $5, address_line2 = $6,
                city = $7, state = $8, zip_code = $9, lat = $10, lng = $11, update_time = now()
          WHERE id = $1`,
        [id, f.full_name, f.phone_number, f.country, f.address_line1, f.address_line2, f.city, f.state, f.zip_code, f.lat, f.lng],
      );
    },
    /** Two statements: the unique index is checked row by row, so the old default goes first. */
    async makeDefault(userId: string, id: string, q: Db): Promise<void> {
      await q.query('UPDATE delivery_addresses SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [userId, id]);
      await q.query('UPDATE delivery_addresses SET is_default = true WHERE id = $1 AND user_id = $2 AND NOT is_default', [id, userId]);
    },
    async remove(id: string, q: Db): Promise<void> {
      await q.query('DELETE FROM delivery_addresses WHERE id = $1', [id]);
    },
    // issue 32 · the import of address books.
    /** The addresses of these customers. */
    async ofUsers(userIds: readonly string[], q: Db = db): Promise<AddressRow[]> {
      return q.query<AddressRow>(`SELECT ${COLUMNS} FROM delivery_addresses WHERE user_id = ANY($1::uuid[]) ORDER BY update_time, id`, [
        userIds,
      ]);
    },
    /** New addresses (never the default: `importDefaults` decides after), a statement per few thousand. */
    async insertMany(q: Db, rows: readonly ({ user_id: string } & AddressFields)[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 5_000) {
        const part = rows.slice(i, i + 5_000);
        const col = <K extends keyof (typeof part)[number]>(k: K) => part.map((r) => r[k]);
        await q.query(
          `INSERT INTO delivery_addresses (user_id, full_name, phone_number, country, address_line1, address_line2, city, state, zip_code, lat, lng)
           SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::float8[], $11::float8[])`,
          [
            col('user_id'),
            col('full_name'),
            col('phone_number'),
            col('country'),
            col('address_line1'),
            col('address_line2'),
            col('city'),
            col('state'),
            col('zip_code'),
            col('lat'),
            col('lng'),
          ],
        );
      }
    },
    async updateMany(q: Db, rows: readonly ({ id: string } & AddressFields)[]): Promise<void> {
      if (rows.length === 0) return;
      const col = <K extends keyof (typeof rows)[number]>(k: K) => rows.map((r) => r[k]);
      await q.query(
        `UPDATE delivery_addresses a SET full_name = x.full_name, phone_number = x.phone_number, country = x.country, address_line2 = x.address_line2,
                city = x.city, state = x.state, lat = x.lat, lng = x.lng, update_time = now()
           FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::float8[], $9::float8[])
                AS x(id, full_name, phone_number, country, address_line2, city, state, lat, lng)
          WHERE a.id = x.id`,
        [
          col('id'),
          col('full_name'),
          col('phone_number'),
          col('country'),
          col('address_line2'),
          col('city'),
          col('state'),
          col('lat'),
          col('lng'),
        ],
      );
    },
    /**
     * After an import: the address marked default (user, line1, zip) becomes its customer's default,
     * and a customer with addresses but no default gets their first one, keeping exactly one.
     */
    async importDefaults(
      q: Db,
      userIds: readonly string[],
      chosen: readonly { user_id: string; address_line1: string; zip_code: string }[],
    ) {
      if (chosen.length) {
        const args = [chosen.map((c) => c.user_id), chosen.map((c) => c.address_line1), chosen.map((c) => c.zip_code)];
        await q.query(
          `UPDATE delivery_addresses a SET is_default = false FROM unnest($1::uuid[], $2::text[], $3::text[]) AS x(user_id, line1, zip)
            WHERE a.user_id = x.user_id AND a.is_default AND NOT (lower(a.address_line1) = lower(x.line1) AND a.zip_code = x.zip)`,
          args,
        );
        await q.query(
          `UPDATE delivery_addresses a SET is_default = true FROM unnest($1::uuid[], $2::text[], $3::text[]) AS x(user_id, line1, zip)
            WHERE a.user_id = x.user_id AND NOT a.is_default AND lower(a.address_line1) = lower(x.line1) AND a.zip_code = x.zip`,
          args,
        );
      }
      await q.query(
        `UPDATE delivery_addresses SET is_default = true
          WHERE id IN (SELECT DISTINCT ON (user_id) id FROM delivery_addresses d WHERE user_id = ANY($1::uuid[])
                          AND NOT EXISTS (SELECT 1 FROM delivery_addresses e WHERE e.user_id = d.user_id AND e.is_default)
                        ORDER BY user_id, created_date, id)`,
        [userIds],
      );
    },

    /** After the default was deleted: the most recently updated other address becomes the default, if any. */
    async promoteLatest(userId: string, q: Db): Promise<void> {
      await q.query(
        `UPDATE delivery_addresses SET is_default = true
          WHERE id = (SELECT id FROM delivery_addresses WHERE user_id = $1 ORDER BY update_time DESC, created_date DESC, id LIMIT 1)
            AND NOT EXISTS (SELECT 1 FROM delivery_addresses WHERE user_id = $1 AND is_default)`,
        [userId],
      );
    },
  };
}
export type AddressesRepository = ReturnType<typeof addressesRepository>;
