import {
  FORMAT_VARIABLES,
  isEmailFormatId,
  type EmailFormat,
  type EmailFormatUpdateInput,
  type Settings,
  type SettingsUpdateInput,
} from '@fcs/shared/contract';
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
    /** issue 12 · settings: the contact block and the office location. */
    async update(q: Db, values: SettingsUpdateInput): Promise<void> {
      await q.query(
        `UPDATE settings SET facebook_link = $1, usa_address = $2, usa_contact_number = $3, email_address = $4,
                office_lat = $5, office_lng = $6, updated_date = now() WHERE id`,
        [
          values.facebook_link ?? '',
          values.usa_address,
          values.usa_contact_number,
          values.email_address,
          values.office_lat,
          values.office_lng,
        ],
      );
    },
    /** The five e-mail/SMS formats, each with the variables its notice really fills in. */
    async emailFormats(q: Db = db): Promise<EmailFormat[]> {
      const rows = await q.query<EmailFormat>(
        'SELECT id, subject, message, sms, subject_my, message_my, sms_my, enable_send_email, enable_send_sms, variables FROM email_formats ORDER BY id',
      );
      return rows.filter((r) => isEmailFormatId(r.id)).map(withVariables);
    },
    async updateEmailFormat(q: Db, format: EmailFormatUpdateInput): Promise<EmailFormat | null> {
      const [row] = await q.query<EmailFormat>(
        // A body without the Burmese version (an older client) keeps the one stored.
        `UPDATE email_formats SET subject = $2, message = $3, sms = $4, enable_send_email = $5, enable_send_sms = $6,
                subject_my = coalesce($7, subject_my), message_my = coalesce($8, message_my), sms_my = coalesce($9, sms_my), updated_date = now()
          WHERE id = $1 RETURNING id, subject, message, sms, subject_my, message_my, sms_my, enable_send_email, enable_send_sms, variables`,
        [
          format.id,
          format.subject,
          format.message,
          format.sms,
          format.enable_send_email,
          format.enable_send_sms,
          format.subject_my ?? null,
          format.message_my ?? null,
          format.sms_my ?? null,
        ],
      );
      return row ? withVariables(row) : null;
    },
  };
}

const withVariables = (row: EmailFormat): EmailFormat => ({
  ...row,
  variables: isEmailFormatId(row.id) ? [...FORMAT_VARIABLES[row.id]] : row.variables,
});
export type SettingsRepository = ReturnType<typeof settingsRepository>;
