import { DROPOFF_STATUSES, PACKAGE_STATUSES, PICKUP_STATUSES } from '@fcs/shared/contract';
import { DEMO_ACCOUNTS } from '../../identity/demo-accounts';
import { openDb, type Db } from '../db';
import { migrate } from '../migrate';
import { isEmpty, resetData, seed } from './seed';
import { dateOfId, etDateId } from './random';

let db: Db;
const now = new Date();
beforeAll(async () => {
  db = await openDb({});
  await migrate(db);
  expect(await isEmpty(db)).toBe(true);
  await seed(db, { now });
});
afterAll(() => db.close());
const photoSize = async (key: string) =>
  (await db.query<{ n: number }>('SELECT octet_length(bytes) AS n FROM photos WHERE key = $1', [key]))[0]?.n ?? Number.NaN;

const values = async (sql: string) => (await db.query<{ v: string }>(sql)).map((r) => r.v);

describe('demo seed', () => {
  it('has the demo accounts with their statuses and privileges, Alice Carter as FCS00001', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const [u] = await db.query<{ user_name: string; status: string; privileges: string[]; is_employee: boolean }>(
        'SELECT * FROM users WHERE phone_number = $1',
        [a.phoneNumber],
      );
      expect(u).toMatchObject({ user_name: a.userName, status: a.status, privileges: a.privileges, is_employee: a.isEmployee });
    }
    expect(await values("SELECT user_name AS v FROM users WHERE fcs_id = 'FCS00001'")).toEqual(['Alice Carter']);
  });

  it('has packages in every status with history, photos on disk and mixed ownership', async () => {
    expect((await values('SELECT DISTINCT status AS v FROM packages')).sort()).toEqual([...PACKAGE_STATUSES].sort());
    const [counts] = await db.query<{ total: number; unassigned: number; missing_received: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE user_id IS NULL)::int AS unassigned, count(*) FILTER (WHERE received_date IS NULL)::int AS missing_received FROM packages`,
    );
    expect(counts!.total).toBeGreaterThanOrEqual(55);
    expect(counts!.unassigned).toBeGreaterThan(0);
    expect(counts!.missing_received).toBe(0);
    const [alice] = await db.query<{ consignee: number; sender: number }>(
      `SELECT count(*) FILTER (WHERE p.user_id = u.id)::int AS consignee, count(*) FILTER (WHERE p.sender_id = u.id)::int AS sender
         FROM packages p, users u WHERE u.phone_number = '+15550100001'`,
    );
    expect(alice!.consignee).toBeGreaterThan(5);
    expect(alice!.sender).toBeGreaterThan(2);
    const photos = await db.query<{ photo_urls: string[] }>('SELECT photo_urls FROM packages');
    for (const { photo_urls } of photos) {
      expect(photo_urls.length).toBeGreaterThanOrEqual(1);
      expect(photo_urls.length).toBeLessThanOrEqual(3);
      for (const p of photo_urls) expect(await photoSize(p)).toBeLessThan(80_000);
    }
  });

  it('has pickups and drop-offs in every status, and pickup dates in the past and the next 14 days', async () => {
    expect((await values('SELECT DISTINCT status AS v FROM pickups')).sort()).toEqual([...PICKUP_STATUSES].sort());
    expect((await values('SELECT DISTINCT status AS v FROM dropoffs')).sort()).toEqual([...DROPOFF_STATUSES].sort());
    const ids = await values('SELECT id AS v FROM pickup_dates WHERE delete_time = 0');
    const today = etDateId(now);
    expect(ids.some((id) => id < today)).toBe(true);
    const upcoming = ids.filter((id) => id >= today);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(upcoming.every((id) => dateOfId(id).getTime() - now.getTime() <= 15 * 86_400_000)).toBe(true);
  });

  it('has the six e-mail formats, the five SMS rates, invoices with lines, templates and the settings', async () => {
    expect((await values('SELECT id AS v FROM email_formats')).sort()).toEqual([
      'cancel_pickup',
      'complete_dropoff',
      'complete_pickup',
      'confirm_pickup',
      'failed_pickup',
      'reschedule_pickup',
    ]);
    expect(await values("SELECT message AS v FROM email_formats WHERE message NOT LIKE '%\\%name\\%%'")).toEqual([]);
    expect((await values('SELECT country AS v FROM sms_rates')).sort()).toEqual([
      'Myanmar',
      'Singapore',
      'Thailand',
      'United Kingdom',
      'United States',
    ]);
    const [inv] = await db.query<{ bad: number; n: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE i.amount <> (SELECT sum(l.amount) FROM invoice_lines l WHERE l.invoice_id = i.id))::int AS bad FROM invoices i`,
    );
    expect(inv!.n).toBeGreaterThanOrEqual(5);
    expect(inv!.bad).toBe(0);
    expect(await values('SELECT object AS v FROM report_templates ORDER BY object')).toEqual([
      // The super-admin's audit log template (migration 022, issue 32).
      'audit_log',
      'dropoffs',
      'invoices',
      'packages',
      'pickups',
      'users',
    ]);
    const [s] = await db.query<{ facebook_link: string; usa_contact_number: string; emails: string[] }>('SELECT * FROM settings');
    expect(s!.facebook_link).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(s!.usa_contact_number).toMatch(/^\+1 /);
    expect(s!.emails.length).toBeGreaterThan(0);
    expect((await db.query<{ count: number }>('SELECT count FROM sms_months')).length).toBeGreaterThan(0);
  });

  it('gives the driver (col) and the pickups staff member a route today and pickups tomorrow, with coordinates, from the office', async () => {
    const route = async (phone: string, offset: number) =>
      db.query<{ status: string; lat: number | null; lng: number | null }>(
        `SELECT p.status, (p.pickup_address->>'lat')::float AS lat, (p.pickup_address->>'lng')::float AS lng
           FROM pickups p JOIN users u ON u.id = p.pickup_staff_id
          WHERE u.phone_number = $1 AND p.pickup_date = $2 AND p.status IN ('confirmed', 'rescheduled')`,
        [phone, etDateId(new Date(now.getTime() + offset * 86_400_000))],
      );
    for (const [phone, today] of [
      ['+15550100010', 10],
      ['+15550100004', 9],
    ] as const) {
      const stops = await route(phone, 0);
      expect(stops).toHaveLength(today);
      expect(new Set(stops.map((s) => s.status))).toEqual(new Set(['confirmed', 'rescheduled']));
      for (const s of stops) {
        // New Jersey and New York City.
        expect(s.lat).toBeGreaterThan(40.4);
        expect(s.lat).toBeLessThan(40.95);
        expect(s.lng).toBeGreaterThan(-74.5);
        expect(s.lng).toBeLessThan(-73.75);
      }
      expect((await route(phone, 1)).length).toBeGreaterThanOrEqual(3);
    }
    const [s] = await db.query<{ office_lat: number; office_lng: number }>('SELECT office_lat, office_lng FROM settings');
    expect([Number(s!.office_lat), Number(s!.office_lng)]).toEqual([40.5171, -74.3973]);
  });

  it('has a year of SMS history that names only the demo’s own pickups, each sent to its customer after it was requested (issue 38)', async () => {
    const sent = await db.query<{
      named: string | null;
      to_number: string;
      pickup: string | null;
      phone: string | null;
      late: boolean;
      early: boolean;
    }>(
      `SELECT m.to_number, substring(m.message from '(?:PU|DO)[0-9]{6}') AS named, p.pickup_number AS pickup, c.phone_number AS phone,
              m.date > $1 AS late, m.date < p.created_date AS early
         FROM sms_messages m
         LEFT JOIN pickups p ON p.pickup_number = substring(m.message from 'PU[0-9]{6}')
         LEFT JOIN users c ON c.id = p.customer_id`,
      [now],
    );
    expect(sent.length).toBeGreaterThan(100);
    // Every message names a pickup that exists (no drop-off: Complete Dropoff's SMS is off), is sent
    // to that pickup's customer, and is dated between the pickup's request and the seeding.
    expect(sent.filter((m) => !m.named || m.pickup !== m.named)).toEqual([]);
    expect(sent.filter((m) => m.to_number !== m.phone || m.late || m.early)).toEqual([]);
    // So the portal's next pickup number is named by no message.
    const [next] = await db.query<{ n: string }>(`SELECT max(pickup_number) AS n FROM pickups`);
    expect(sent.every((m) => m.named! <= next!.n)).toBe(true);
    // Ten months or more of the last twelve have messages (the chart on /sms).
    const months = await values(
      "SELECT DISTINCT to_char(date AT TIME ZONE 'America/New_York', 'YYYYMM') AS v FROM sms_messages WHERE date > now() - interval '1 year'",
    );
    expect(months.length).toBeGreaterThanOrEqual(10);
  });

  it('runs again after a reset with the same numbering', async () => {
    await resetData(db);
    expect(await isEmpty(db)).toBe(true);
    expect(await values("SELECT key AS v FROM photos WHERE key LIKE 'packages/%'")).toEqual([]);
    await seed(db, { now });
    expect(await values("SELECT user_name AS v FROM users WHERE fcs_id = 'FCS00001'")).toEqual(['Alice Carter']);
    expect(await values('SELECT pickup_number AS v FROM pickups ORDER BY pickup_number LIMIT 1')).toEqual(['PU000001']);
  });
});
