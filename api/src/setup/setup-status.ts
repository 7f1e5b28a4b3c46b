import { SETUP_CONTACT_FIELDS, SETUP_FORMAT_IDS, SETUP_RATE_CODES, todayDateId, type SetupStatus } from '@fcs/shared/contract';
import type { Config } from '../config';
import type { Db } from '../db/db';

/** What the log says when a database has nobody who can sign in and run it (README "Going live"). */
export const FIRST_ADMIN_HINT =
  'No super-admin yet: make the first one with `pnpm fcs staff add --phone <E.164> --name "<name>" --privileges sa` ' +
  '(README "Going live"), then sign in with that phone number';

/** Is there an enabled super-admin (sa or owner)? */
export async function hasSuperAdmin(db: Db): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM users WHERE enabled AND status <> 'disabled' AND privileges && ARRAY['sa', 'owner']::text[] LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * The first-run steps (issue 32) as the database and this api's configuration say: the contact
 * settings, a zone, pickup dates from today on, the message formats, a rate per allowed country,
 * and whether e-mail and SMS can leave (the api knows its providers; nothing is guessed).
 */
export async function setupStatus(db: Db, config: Pick<Config, 'delivery'>): Promise<SetupStatus> {
  const [settings] = await db.query<Record<string, string>>(`SELECT ${SETUP_CONTACT_FIELDS.join(', ')} FROM settings`);
  const contactMissing = SETUP_CONTACT_FIELDS.filter((f) => !settings?.[f]?.trim());
  const [zones] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM zones WHERE delete_time = 0');
  const [dates] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT d.id)::int AS n FROM pickup_dates d
       JOIN pickup_date_zones dz ON dz.pickup_date_id = d.id JOIN zones z ON z.id = dz.zone_id AND z.delete_time = 0
      WHERE d.delete_time = 0 AND d.id >= $1`,
    [todayDateId()],
  );
  // A format is written when either channel has its text: the e-mail's subject and message, or the SMS.
  const written = await db.query<{ id: string }>(
    `SELECT id FROM email_formats WHERE (btrim(subject) <> '' AND btrim(message) <> '') OR btrim(sms) <> ''`,
  );
  const formatsMissing = SETUP_FORMAT_IDS.filter((id) => !written.some((w) => w.id === id));
  const rates = await db.query<{ code: string }>(`SELECT '+' || ltrim(country_code, '+') AS code FROM sms_rates WHERE delete_time = 0`);
  const ratesMissing = SETUP_RATE_CODES.filter((code) => !rates.some((r) => r.code === code));
  const { smtp, smsProvider } = config.delivery;
  return {
    steps: [
      { key: 'contact', done: contactMissing.length === 0, missing: contactMissing },
      { key: 'zones', done: (zones?.n ?? 0) > 0, missing: [] },
      { key: 'pickupDates', done: (dates?.n ?? 0) > 0, missing: [] },
      { key: 'formats', done: formatsMissing.length === 0, missing: formatsMissing },
      { key: 'smsRates', done: ratesMissing.length === 0, missing: ratesMissing },
      { key: 'email', done: smtp !== null, missing: smtp ? [] : ['SMTP_URL'], detail: smtp ? 'smtp' : 'none' },
      // The development provider records SMS without sending them: not yet a way to reach a customer.
      { key: 'sms', done: smsProvider === 'http', missing: smsProvider === 'http' ? [] : ['SMS_PROVIDER'], detail: smsProvider },
    ],
  };
}
