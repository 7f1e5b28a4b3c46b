import type { Settings } from '@fcs/shared/contract';
import type { Db } from '../db/db';

export function settingsRepository(db: Db) {
  return {
    async get(): Promise<Settings> {
      const row = (
        await db.query<Settings>(
          `SELECT facebook_link, usa_address, usa_contact_number, email_address, emails, allow_phone_update, office_lat, office_lng
             FROM settings WHERE id`,
        )
      )[0];
      if (!row) throw new Error('The settings record is missing: run the migrations');
      return { ...row, emails: row.emails ?? [], office_lat: Number(row.office_lat), office_lng: Number(row.office_lng) };
    },
  };
}
export type SettingsRepository = ReturnType<typeof settingsRepository>;
