import { AUDIT_LOG_TEMPLATE, DEMO_TEMPLATES } from './demo-templates';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_STATUSES } from '@fcs/shared/contract';
import { DEMO_ACCOUNTS } from '../../identity/demo-accounts';
import { SEED_ASSETS_DIR } from '../../paths';
import type { Db } from '../db';
import { databasePhotoStorage } from '../../files/database-photo-storage';
import type { PhotoStorage } from '../../files/photo-storage';
import {
  ADDRESSES,
  DELETED_ZONE,
  EMAIL_FORMATS,
  INVOICE_LINES,
  DEMO_STATUS_TOKENS,
  KNOWN_TRACKING_IDS,
  OTHER_CUSTOMERS,
  PACKAGE_REMARKS,
  ROUTE_CUSTOMERS,
  ROUTE_PICKUPS,
  ROUTE_REMARKS,
  routeCustomerPhone,
  SETTINGS,
  SMS_RATES,
  ZONES,
  // issue 11 · customers
  CUSTOMER_FIRST_NAMES,
  CUSTOMER_LAST_NAMES,
  DEMO_CUSTOMER_COUNT,
  demoCustomerPhone,
  demoCustomerStatus,
} from './demo-data';
import { dateOfId, DAY, etDateId, prng, trackingNumber } from './random';
import { pastPickups, smsHistory, type HistoryPickup } from './sms-history';
import { hashToken } from '../../status-links/status-links';

export interface SeedOptions {
  /** Where the demo photos are stored: the database's photos table (in the seed's transaction) unless an object store is given. */
  photos?: PhotoStorage;
  /** Dates are relative to this moment (pickup dates in the next 14 days, packages of the last 90). */
  now?: Date;
  /** How many packages (at least 10). */
  packages?: number;
}

const HOUR = 3_600_000;
/** The col-only demo driver. */
const DRIVER_PHONE = '+15550100010';
const photos = () =>
  readdirSync(SEED_ASSETS_DIR)
    .filter((f) => f.endsWith('.jpg'))
    .sort();

/** Stores demo photos as <folder>/<id>/<n>.jpg and answers their keys. */
async function placePhotos(storage: PhotoStorage, folder: string, id: string, count: number, offset: number): Promise<string[]> {
  const assets = photos();
  const keys: string[] = [];
  for (let n = 0; n < count; n++) {
    const key = `${folder}/${id}/${n + 1}.jpg`;
    await storage.put(key, readFileSync(path.join(SEED_ASSETS_DIR, assets[(offset + n) % assets.length]!)), 'image/jpeg');
    keys.push(key);
  }
  return keys;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return (row?.n ?? 0) === 0;
}

/** Removes every row (and the stored photos) so that the seed can run again; numbering restarts. */
export async function resetData(db: Db, storage: PhotoStorage = databasePhotoStorage(db)): Promise<void> {
  await db.exec(`TRUNCATE sms_messages, notification_outbox, sms_rates, email_formats, report_templates, dropoffs, pickups,
    pickup_date_zones, pickup_dates, zones, invoice_lines, invoices, package_status_history, packages, delivery_addresses, users,
    status_links, record_status_history
    RESTART IDENTITY CASCADE`);
  for (const folder of ['packages/', 'pickups/', 'dropoffs/']) await storage.removeUnder(folder);
}

/** The demo data of every screen, in one transaction. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const r = prng(20240501);
  const count = Math.max(10, options.packages ?? 60);
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY + hours * HOUR);

  await db.tx(async (t) => {
    // The database's photos are written in the seed's transaction (PGlite's one connection is held by it).
    const storage = options.photos && options.photos.kind !== 'database' ? options.photos : databasePhotoStorage(t);
    // People: the demo accounts first, so that Alice Carter is FCS00001.
    const ids = new Map<string, string>();
    const insertUser = async (
      u: {
        auth_uid: string | null;
        user_name: string;
        phone_number: string;
        email: string | null;
        status: string;
        is_employee: boolean;
        privileges: string[];
      },
      createdDaysAgo: number,
    ) => {
      const [row] = await t.query<{ id: string }>(
        `INSERT INTO users (auth_uid, user_name, phone_number, email, email_verification, status, is_employee, privileges, created_date, updated_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
        [
          u.auth_uid,
          u.user_name,
          u.phone_number,
          u.email,
          u.email ? 'Verified' : null,
          u.status,
          u.is_employee,
          u.privileges,
          at(createdDaysAgo),
        ],
      );
      ids.set(u.phone_number, row!.id);
    };
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      await insertUser(
        {
          auth_uid: a.status === 'joined' ? a.uid : null,
          user_name: a.userName,
          phone_number: a.phoneNumber,
          email: a.email,
          status: a.status,
          is_employee: a.isEmployee,
          privileges: a.privileges,
        },
        200 - i * 10,
      );
    }
    for (const [i, c] of OTHER_CUSTOMERS.entries()) {
      await insertUser({ auth_uid: null, ...c, is_employee: false, privileges: [] }, 100 - i * 15);
    }
    const alice = ids.get('+15550100001')!;
    const ben = ids.get('+15550100002')!;
    const isabella = ids.get('+15550100011')!;
    const driver = ids.get('+15550100004')!;
    const counter = ids.get('+15550100005')!;
    await t.query(`UPDATE users SET enabled = false WHERE status = 'disabled'`);

    // Address books.
    const addresses = new Map<string, { id: string; user_id: string } & (typeof ADDRESSES)[string][number]>();
    for (const [phone, list] of Object.entries(ADDRESSES)) {
      for (const [i, a] of list.entries()) {
        const [row] = await t.query<{ id: string }>(
          `INSERT INTO delivery_addresses (user_id, full_name, phone_number, country, address_line1, address_line2, city, state, zip_code, lat, lng, is_default, update_time)
           VALUES ($1, $2, $3, 'United States', $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
          [
            ids.get(phone),
            a.full_name,
            a.phone_number,
            a.address_line1,
            a.address_line2 ?? '',
            a.city,
            a.state,
            a.zip_code,
            a.lat,
            a.lng,
            a.is_default,
            at(90 - i),
          ],
        );
        addresses.set(`${phone}#${i}`, { ...a, id: row!.id, user_id: ids.get(phone)! });
      }
    }

    // Packages with their history and photos.
    const known = [
      KNOWN_TRACKING_IDS.alice,
      null,
      null,
      KNOWN_TRACKING_IDS.aliceSent,
      KNOWN_TRACKING_IDS.ben,
      null,
      null,
      null,
      KNOWN_TRACKING_IDS.unassigned,
    ];
    for (let i = 0; i < count; i++) {
      const kind = i % 10;
      const [consignee, sender] =
        kind <= 2
          ? [alice, i % 3 === 0 && i > 0 ? isabella : null]
          : kind === 3
            ? [ben, alice]
            : kind <= 6
              ? [ben, kind === 6 ? isabella : null]
              : kind === 7
                ? [isabella, null]
                : [null, null];
      // Every status within each ownership kind, and a different one for each known tracking number.
      const statusIndex = (i + Math.floor(i / 4)) % PACKAGE_STATUSES.length;
      const receivedAt = at(1 + i * 1.4 + statusIndex * 4, -r.int(0, 8));
      const history = [{ status: 'received', date: receivedAt }];
      let last = receivedAt;
      for (let k = 1; k <= statusIndex; k++) {
        last = new Date(last.getTime() + r.int(18, 60) * HOUR);
        history.push({ status: PACKAGE_STATUSES[k]!, date: last });
      }
      const tracking = known[i] ?? trackingNumber(r, i);
      const [row] = await t.query<{ id: string }>(
        `INSERT INTO packages (tracking_id, status, remark, user_id, sender_id, created_date, updated_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          tracking,
          PACKAGE_STATUSES[statusIndex],
          PACKAGE_REMARKS[PACKAGE_STATUSES[statusIndex]!]![i % 4],
          consignee,
          sender,
          receivedAt,
          last,
        ],
      );
      const id = row!.id;
      for (const h of history)
        await t.query('INSERT INTO package_status_history (package_id, status, date) VALUES ($1, $2, $3)', [id, h.status, h.date]);
      const stored = await placePhotos(storage, 'packages', id, 1 + (i % 3), i);
      await t.query('UPDATE packages SET photo_urls = $2::jsonb WHERE id = $1', [id, JSON.stringify(stored)]);
    }

    // Invoices with their lines.
    const invoices: [string, number, string][] = [
      [alice, 62, 'paid'],
      [alice, 30, 'paid'],
      [alice, 6, 'unpaid'],
      [ben, 45, 'paid'],
      [ben, 4, 'unpaid'],
      [isabella, 20, 'paid'],
    ];
    for (const [userId, daysAgo, status] of invoices) {
      const [inv] = await t.query<{ id: string }>(
        'INSERT INTO invoices (invoice_date, status, user_id, created_date) VALUES ($1, $2, $3, $1) RETURNING id',
        [at(daysAgo), status, userId],
      );
      let total = 0;
      const lines = r.int(2, 3);
      for (let n = 0; n < lines; n++) {
        const line = INVOICE_LINES[(daysAgo + n) % INVOICE_LINES.length]!;
        const qty = line.unit === 'kg' ? r.int(15, 120) / 10 : r.int(1, 3);
        const amount = Math.round(qty * line.price * 100) / 100;
        total += amount;
        await t.query(
          'INSERT INTO invoice_lines (invoice_id, line_no, description, quantity, unit_price, amount) VALUES ($1, $2, $3, $4, $5, $6)',
          [inv!.id, n + 1, line.description, qty, line.price, amount],
        );
      }
      await t.query('UPDATE invoices SET amount = $2 WHERE id = $1', [inv!.id, Math.round(total * 100) / 100]);
    }

    // Zones and pickup dates.
    const zoneIds: string[] = [];
    for (const z of ZONES) {
      const [row] = await t.query<{ id: string }>('INSERT INTO zones (name, zip_codes) VALUES ($1, $2) RETURNING id', [
        z.name,
        z.zip_codes,
      ]);
      zoneIds.push(row!.id);
    }
    await t.query('INSERT INTO zones (name, zip_codes, delete_time) VALUES ($1, $2, $3)', [
      DELETED_ZONE.name,
      DELETED_ZONE.zip_codes,
      at(30).getTime(),
    ]);
    const zoneOf = (zip: string) => zoneIds[ZONES.findIndex((z) => z.zip_codes.includes(zip))]!;
    const dateIds = new Map<number, string>();
    const offered: [number, number[], string | null][] = [
      [-21, [0, 1, 2], null],
      [-14, [0, 1, 2], null],
      [-9, [0, 2], 'Brooklyn route in the afternoon'],
      [-5, [0, 1, 2], null],
      [-2, [1, 2], null],
      [0, [0, 1, 2], null],
      [1, [0, 1, 2], null],
      [2, [0, 1, 2], null],
      [3, [0, 1, 2], 'Morning pickups only'],
      [5, [0, 1, 2], null],
      [7, [0], 'Central Jersey only'],
      [9, [0, 1, 2], null],
      [10, [1, 2], null],
      [12, [2], 'Brooklyn & Queens only'],
      [14, [0, 1, 2], null],
    ];
    for (const [offset, zones, remark] of offered) {
      const id = etDateId(new Date(now.getTime() + offset * DAY));
      dateIds.set(offset, id);
      await t.query('INSERT INTO pickup_dates (id, remark) VALUES ($1, $2)', [id, remark]);
      for (const z of zones) await t.query('INSERT INTO pickup_date_zones (pickup_date_id, zone_id) VALUES ($1, $2)', [id, zoneIds[z]]);
    }
    await t.query('INSERT INTO pickup_dates (id, remark, delete_time) VALUES ($1, $2, $3)', [
      etDateId(new Date(now.getTime() + 4 * DAY)),
      'Canceled: holiday',
      at(3).getTime(),
    ]);

    // Pickups in every status.
    type PickupSeed = {
      address: string;
      offset: number;
      status: string;
      staff?: string;
      from?: string;
      to?: string;
      customer_remark?: string;
      remark?: string;
      confirm_remark?: string;
      reschedule_remark?: string;
      photos?: number;
    };
    const pickups: PickupSeed[] = [
      { address: '+15550100001#0', offset: 2, status: 'requested', customer_remark: 'Three medium boxes, please ring the bell twice' },
      { address: '+15550100002#0', offset: 3, status: 'requested', customer_remark: 'Parcels are with the doorman' },
      { address: '+15550100011#0', offset: 5, status: 'requested' },
      {
        address: '+15550100001#1',
        offset: 1,
        status: 'confirmed',
        staff: driver,
        from: '09:00',
        to: '12:00',
        confirm_remark: 'Driver will call 15 minutes ahead',
      },
      {
        address: '+15550100011#0',
        offset: 0,
        status: 'confirmed',
        staff: driver,
        from: '13:00',
        to: '16:00',
        customer_remark: 'One large suitcase',
      },
      {
        address: '+15550100002#1',
        offset: 5,
        status: 'rescheduled',
        staff: driver,
        from: '10:00',
        to: '12:00',
        reschedule_remark: 'Customer not home on the first date',
      },
      {
        address: '+15550100001#0',
        offset: -5,
        status: 'completed',
        staff: driver,
        from: '09:00',
        to: '12:00',
        remark: 'Collected 3 boxes',
        photos: 2,
      },
      {
        address: '+15550100002#0',
        offset: -9,
        status: 'completed',
        staff: driver,
        from: '14:00',
        to: '17:00',
        remark: 'Collected 1 box',
        photos: 1,
      },
      {
        address: '+15550100011#0',
        offset: -14,
        status: 'completed',
        staff: driver,
        from: '09:00',
        to: '11:00',
        remark: 'Collected 2 bags',
        photos: 1,
      },
      { address: '+15550100002#0', offset: -2, status: 'canceled', remark: 'Customer dropped the parcels off at the office instead' },
      // Alice's own canceled pickup (PU000011), so that My Requested Pickups shows every status.
      {
        address: '+15550100001#1',
        offset: 3,
        status: 'canceled',
        customer_remark: 'Two boxes of books',
        remark: 'Plans changed, I will book again',
      },
    ];
    const addPickup = async (p: PickupSeed, i: number) => {
      const a = addresses.get(p.address)!;
      // An offered date, or a day of the past year (pastPickups).
      const dateId = dateIds.get(p.offset) ?? etDateId(new Date(now.getTime() + p.offset * DAY));
      const snapshot = {
        id: a.id,
        full_name: a.full_name,
        phone_number: a.phone_number,
        country: 'United States',
        address_line1: a.address_line1,
        address_line2: a.address_line2 ?? '',
        city: a.city,
        state: a.state,
        zip_code: a.zip_code,
        lat: a.lat,
        lng: a.lng,
      };
      const updated = p.offset < 0 ? new Date(dateOfId(dateId).getTime() + 4 * HOUR) : at(1 + (i % 3));
      const [row] = await t.query<{ id: string }>(
        `INSERT INTO pickups (status, zone_id, pickup_date, pickup_time_from, pickup_time_to, customer_id, pickup_staff_id, address_id, pickup_address,
                              customer_remark, remark, confirm_remark, reschedule_remark, created_date, updated_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15) RETURNING id`,
        [
          p.status,
          zoneOf(a.zip_code),
          dateId,
          p.from ?? null,
          p.to ?? null,
          a.user_id,
          p.staff ?? null,
          a.id,
          JSON.stringify(snapshot),
          p.customer_remark ?? null,
          p.remark ?? null,
          p.confirm_remark ?? null,
          p.reschedule_remark ?? null,
          at(Math.max(3, -p.offset + 4)),
          updated,
        ],
      );
      if (p.photos) {
        const stored = await placePhotos(storage, 'pickups', row!.id, p.photos, i);
        await t.query('UPDATE pickups SET photo_urls = $2::jsonb WHERE id = $1', [row!.id, JSON.stringify(stored)]);
      }
    };
    for (const [i, p] of pickups.entries()) await addPickup(p, i);

    // Drop-offs in every status, for Alice and Ben each. A walk-in new customer is an invited user
    // (what POST /dropoffs does for a phone nobody has).
    await insertUser(
      {
        auth_uid: null,
        user_name: 'Marcus Hill',
        phone_number: '+15550100021',
        email: null,
        status: 'invited',
        is_employee: false,
        privileges: [],
      },
      0,
    );
    const marcus = ids.get('+15550100021')!;
    const dropoffs = [
      {
        customer: alice,
        name: 'Alice Carter',
        phone: '+15550100001',
        status: 'received',
        customer_remark: 'Three boxes of winter clothes',
        days: 1,
      },
      {
        customer: marcus,
        name: 'Marcus Hill',
        phone: '+15550100021',
        status: 'received',
        customer_remark: 'Walk-in, two small parcels',
        days: 0,
      },
      {
        customer: ben,
        name: 'Ben Okafor',
        phone: '+15550100002',
        status: 'completed',
        customer_remark: 'Laptop, handle with care',
        remark: 'Checked and packed for air freight',
        days: 8,
        photos: 2,
      },
      {
        customer: alice,
        name: 'Alice Carter',
        phone: '+15550100001',
        status: 'completed',
        customer_remark: 'Books',
        remark: 'Weighed 6.4 kg',
        days: 15,
        photos: 1,
      },
      {
        customer: isabella,
        name: 'Isabella Martinez',
        phone: '+15550100011',
        status: 'canceled',
        customer_remark: 'Spices and snacks',
        remark: 'Food items cannot be shipped',
        days: 11,
      },
      {
        customer: ben,
        name: 'Ben Okafor',
        phone: '+15550100002',
        status: 'received',
        customer_remark: 'Two suitcases for the next ocean shipment',
        days: 2,
        photos: 2,
      },
      {
        customer: alice,
        name: 'Alice Carter',
        phone: '+15550100001',
        status: 'canceled',
        customer_remark: 'Perfume gift set',
        remark: 'Liquids over the limit: returned to the customer',
        days: 20,
      },
      {
        customer: ben,
        name: 'Ben Okafor',
        phone: '+15550100002',
        status: 'canceled',
        customer_remark: 'Phone charger',
        remark: 'Customer took it back to ship it with a later parcel',
        days: 25,
      },
      {
        customer: alice,
        name: 'Alice Carter',
        phone: '+15550100001',
        status: 'received',
        customer_remark: 'Kitchen appliances, boxed',
        days: 3,
        photos: 1,
      },
    ];
    for (const [i, d] of dropoffs.entries()) {
      const [row] = await t.query<{ id: string }>(
        `INSERT INTO dropoffs (status, customer_id, customer_name, customer_phone_number, receiving_staff_id, customer_remark, remark, created_date, updated_date,
                               customer_fcs_id, receiving_staff_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, (SELECT fcs_id FROM users WHERE id = $2), (SELECT user_name FROM users WHERE id = $5)) RETURNING id`,
        [
          d.status,
          d.customer,
          d.name,
          d.phone,
          counter,
          d.customer_remark,
          d.remark ?? null,
          at(d.days, -2),
          at(d.days, d.status === 'received' ? -2 : 3),
        ],
      );
      if (d.photos) {
        const stored = await placePhotos(storage, 'dropoffs', row!.id, d.photos, i + 2);
        await t.query('UPDATE dropoffs SET photo_urls = $2::jsonb WHERE id = $1', [row!.id, JSON.stringify(stored)]);
      }
    }

    // Report templates, one per report object (issue 13); the audit log's is there from migration 022
    // on, and comes back after a reset (issue 32).
    const audit = await t.query(`SELECT 1 FROM report_templates WHERE object = 'audit_log' AND delete_time = 0`);
    for (const tpl of audit.length ? DEMO_TEMPLATES : [...DEMO_TEMPLATES, AUDIT_LOG_TEMPLATE])
      await t.query('INSERT INTO report_templates (name, object, fields) VALUES ($1, $2, $3::jsonb)', [
        tpl.name,
        tpl.object,
        JSON.stringify(tpl.fields),
      ]);

    // Messages, rates, usage.
    for (const f of EMAIL_FORMATS) {
      await t.query(
        // The rows exist from migration 022 on (empty); a reset has emptied the table.
        `INSERT INTO email_formats (id, subject, message, sms, subject_my, message_my, sms_my, enable_send_email, enable_send_sms, variables)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (id) DO UPDATE SET subject = $2, message = $3, sms = $4, subject_my = $5, message_my = $6, sms_my = $7,
                enable_send_email = $8, enable_send_sms = $9, variables = $10`,
        [f.id, f.subject, f.message, f.sms, f.subject_my, f.message_my, f.sms_my, f.enable_send_email, f.enable_send_sms, f.variables],
      );
    }
    for (const s of SMS_RATES)
      await t.query('INSERT INTO sms_rates (country, country_code, rate) VALUES ($1, $2, $3)', [s.country, s.country_code, s.rate]);
    await t.query(
      `UPDATE settings SET facebook_link = $1, usa_address = $2, usa_contact_number = $3, email_address = $4, emails = $5,
              allow_phone_update = $6, office_lat = $7, office_lng = $8, updated_date = now() WHERE id`,
      [
        SETTINGS.facebook_link,
        SETTINGS.usa_address,
        SETTINGS.usa_contact_number,
        SETTINGS.email_address,
        SETTINGS.emails,
        SETTINGS.allow_phone_update,
        SETTINGS.office_lat,
        SETTINGS.office_lng,
      ],
    );

    // The route demo, last so that the numbers above stay: joined customers with one address each,
    // and confirmed or rescheduled pickups today and tomorrow for the driver (col only) and the
    // pickups staff member (pku, col): 10 and 9 stops today, from the office in Edison.
    const oscar = ids.get(DRIVER_PHONE)!;
    for (const [n, [name, line1, city, state, zip, lat, lng]] of ROUTE_CUSTOMERS.entries()) {
      const phone = routeCustomerPhone(n);
      const email = `${name
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z ]/g, '')
        .trim()
        .replace(/ +/g, '.')}@example.com`;
      await insertUser(
        { auth_uid: null, user_name: name, phone_number: phone, email, status: 'joined', is_employee: false, privileges: [] },
        60 - n,
      );
      const userId = ids.get(phone)!;
      const [row] = await t.query<{ id: string }>(
        `INSERT INTO delivery_addresses (user_id, full_name, phone_number, country, address_line1, address_line2, city, state, zip_code, lat, lng, is_default, update_time)
         VALUES ($1, $2, $3, 'United States', $4, '', $5, $6, $7, $8, $9, true, $10) RETURNING id`,
        [userId, name, phone, line1, city, state, zip, lat, lng, at(60 - n)],
      );
      addresses.set(`${phone}#0`, {
        full_name: name,
        phone_number: phone,
        address_line1: line1,
        city,
        state,
        zip_code: zip,
        lat,
        lng,
        is_default: true,
        id: row!.id,
        user_id: userId,
      });
    }
    for (const [k, [n, offset, who, status, from, to]] of ROUTE_PICKUPS.entries()) {
      const [customerRemark, staffRemark] = ROUTE_REMARKS[k % ROUTE_REMARKS.length]!;
      await addPickup(
        {
          address: `${routeCustomerPhone(n)}#0`,
          offset,
          status,
          staff: who === 'driver' ? oscar : driver,
          from,
          to,
          customer_remark: customerRemark ?? undefined,
          confirm_remark: staffRemark ?? undefined,
          reschedule_remark: status === 'rescheduled' ? 'Moved at the customer’s request' : undefined,
        },
        pickups.length + k,
      );
    }
    // A year of the route customers' past pickups (after the route demo, so that the numbers above
    // stay), and the SMS every pickup of the demo sent, so that /sms's chart of the last twelve
    // months means something and each message names one of the demo's pickups (issue 38).
    const past = pastPickups(now);
    for (const [k, p] of past.entries()) {
      const [customerRemark] = ROUTE_REMARKS[k % ROUTE_REMARKS.length]!;
      const boxes = `${p.boxes} ${p.boxes === 1 ? 'box' : 'boxes'}`;
      await addPickup(
        {
          address: `${routeCustomerPhone(p.customer)}#0`,
          offset: -p.daysAgo,
          status: p.status,
          staff: p.status === 'completed' ? (p.staff === 'driver' ? oscar : driver) : undefined,
          from: p.status === 'completed' ? p.from : undefined,
          to: p.status === 'completed' ? p.to : undefined,
          customer_remark: customerRemark ?? undefined,
          remark: p.status === 'completed' ? `Collected ${boxes}` : 'Customer canceled: parcels not ready',
          reschedule_remark: p.rescheduled ? 'Moved at the customer’s request' : undefined,
        },
        pickups.length + ROUTE_PICKUPS.length + k,
      );
    }
    const sent = await t.query<HistoryPickup>(
      `SELECT p.*, u.language FROM pickup_rows p JOIN users u ON u.id = p.customer_id
        WHERE p.status IN ('confirmed', 'rescheduled', 'completed') ORDER BY p.pickup_number`,
    );
    for (const sms of smsHistory(sent, now)) {
      const [outbox] = await t.query<{ id: number }>(
        `INSERT INTO notification_outbox (channel, recipient, body, status, attempts, created, sent_date, error, format_id, related_id)
         VALUES ('sms', $1, $2, $3, 1, $4, $4, $5, $6, $7) RETURNING id`,
        [sms.to, sms.message, sms.status === 'failed' ? 'failed' : 'sent', sms.date, sms.error, sms.formatId, sms.pickupId],
      );
      await t.query(
        `INSERT INTO sms_messages (date, from_number, to_number, message, country_code, segments, encoding, amount, status, error, outbox_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          sms.date,
          '+17325550148',
          sms.to,
          sms.message,
          sms.countryCode,
          sms.segments,
          sms.encoding,
          sms.amount,
          sms.status,
          sms.error,
          outbox!.id,
        ],
      );
    }
    // issue 11 · invoices: invoices paid, unpaid and canceled across customers (some for their
    // packages), made by the backoffice account, and the status history of every invoice.
    {
      const farid = ids.get('+15550100006')!;
      const customers = await t.query<{ id: string }>(
        `SELECT id FROM users WHERE NOT is_employee AND status = 'joined' ORDER BY fcs_id LIMIT 12`,
      );
      const statuses = ['paid', 'unpaid', 'paid', 'canceled', 'unpaid', 'paid'] as const;
      for (const [k, c] of customers.entries()) {
        for (let j = 0; j < 2; j++) {
          const status = statuses[(k + j) % statuses.length]!;
          const daysAgo = 2 + ((k * 7 + j * 11) % 50);
          const [inv] = await t.query<{ id: string }>(
            `INSERT INTO invoices (invoice_date, status, user_id, created_date, updated_date, created_by, updated_by)
             VALUES ($1, $2, $3, $1, $1, $4, $4) RETURNING id`,
            [at(daysAgo), status, c.id, farid],
          );
          const pkgs = await t.query<{ id: string; tracking_id: string }>(
            `SELECT p.id, p.tracking_id FROM packages p
              WHERE p.user_id = $1 AND p.status IN ('packed', 'delivered')
                AND NOT EXISTS (SELECT 1 FROM invoice_lines l WHERE l.package_id = p.id)
              ORDER BY p.tracking_id LIMIT 2`,
            [c.id],
          );
          let cents = 0;
          let n = 0;
          for (const p of pkgs) {
            const unit = 1000 + ((k + n) % 5) * 250;
            cents += unit;
            await t.query(
              'INSERT INTO invoice_lines (invoice_id, line_no, description, quantity, unit_price, amount, package_id) VALUES ($1, $2, $3, 1, $4, $4, $5)',
              [inv!.id, ++n, 'Package shipping', unit / 100, p.id],
            );
          }
          const line = INVOICE_LINES[(k + j) % INVOICE_LINES.length]!;
          const qty = 1 + ((k + j) % 3);
          const unit = Math.round(line.price * 100);
          cents += qty * unit;
          await t.query(
            'INSERT INTO invoice_lines (invoice_id, line_no, description, quantity, unit_price, amount) VALUES ($1, $2, $3, $4, $5, $6)',
            [inv!.id, n + 1, line.description, qty, unit / 100, (qty * unit) / 100],
          );
          await t.query('UPDATE invoices SET amount = $2 WHERE id = $1', [inv!.id, cents / 100]);
        }
      }
      // Every invoice's history: made unpaid on its date, then paid or canceled two days later.
      await t.query(
        `INSERT INTO invoice_status_history (invoice_id, status, changed_by, date)
         SELECT id, 'unpaid', created_by, invoice_date FROM invoices`,
      );
      await t.query(
        `INSERT INTO invoice_status_history (invoice_id, status, changed_by, date)
         SELECT id, status, created_by, invoice_date + interval '2 days' FROM invoices WHERE status IN ('paid', 'canceled')`,
      );
      await t.query(
        `UPDATE invoices SET version = 2, updated_date = invoice_date + interval '2 days' WHERE status IN ('paid', 'canceled')`,
      );
    }

    // issue 11 · customers: a few hundred more customers for the back office's list, after everything
    // else so that the FCS IDs and numbers above stay as they are.
    for (let n = 0; n < DEMO_CUSTOMER_COUNT; n++) {
      const first = CUSTOMER_FIRST_NAMES[n % CUSTOMER_FIRST_NAMES.length]!;
      const last = CUSTOMER_LAST_NAMES[Math.floor(n / CUSTOMER_FIRST_NAMES.length) % CUSTOMER_LAST_NAMES.length]!;
      const status = demoCustomerStatus(n);
      const email =
        status === 'joined' && n % 3 !== 0
          ? `${first}.${last}${n}@example.com`
              .toLowerCase()
              .normalize('NFD')
              .replace(/[^ -~]/g, '')
          : null;
      await t.query(
        `INSERT INTO users (user_name, phone_number, email, email_verification, status, enabled, created_date, updated_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          `${first} ${last}`,
          demoCustomerPhone(n),
          email,
          email ? 'Verified' : null,
          status,
          status !== 'disabled',
          at(400 - n),
          at((n * 7) % 380, n % 24),
        ],
      );
    }

    // issue 11 · packages: a few thousand more packages for the staff lists, in every status, over
    // the last year, with photos (the seed's, copied once and shared), spread over the customers
    // other than the demo accounts (whose screens the tests count). Inserted in batches.
    {
      const { BULK_PACKAGES, bulkTrackingId } = await import('./demo-data');
      const customers = (
        await t.query<{ id: string }>(
          "SELECT id FROM users WHERE NOT is_employee AND status = 'joined' AND phone_number NOT LIKE '+1555010001%' AND phone_number NOT LIKE '+1555010000%' ORDER BY fcs_id",
        )
      ).map((u) => u.id);
      const shared = await placePhotos(storage, 'packages', 'demo', photos().length, 0);
      const rb = prng(20261125);
      const BATCH = 1000;
      for (let start = 0; start < BULK_PACKAGES && customers.length; start += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, BULK_PACKAGES - start) }, (_, k) => {
          const i = start + k;
          const statusIndex = i % PACKAGE_STATUSES.length;
          const received = at(rb.int(0, 364 * 24) / 24 + 0.5);
          const dates = [received];
          // Each step 6 to 72 hours after the last, fitted before now for the recent ones.
          const room = (now.getTime() - received.getTime()) / (statusIndex + 1);
          for (let s = 1; s <= statusIndex; s++) dates.push(new Date(dates[s - 1]!.getTime() + Math.min(room, rb.int(6, 72) * HOUR)));
          const status = PACKAGE_STATUSES[statusIndex]!;
          return {
            tracking: bulkTrackingId(i),
            status,
            remark: i % 97 === 0 ? 'Not found' : (PACKAGE_REMARKS[status]![i % 4] ?? null),
            user: customers[i % customers.length]!,
            sender: i % 7 === 0 ? customers[(i * 13 + 5) % customers.length]! : null,
            photos: JSON.stringify(Array.from({ length: 1 + (i % 3) }, (_, n) => shared[(i + n) % shared.length])),
            dates,
          };
        });
        const ids = await t.query<{ id: string; tracking_id: string }>(
          `INSERT INTO packages (tracking_id, status, remark, user_id, sender_id, photo_urls, created_date, updated_date)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::uuid[], $5::uuid[], $6::jsonb[], $7::timestamptz[], $8::timestamptz[])
           RETURNING id, tracking_id`,
          [
            rows.map((r) => r.tracking),
            rows.map((r) => r.status),
            rows.map((r) => r.remark),
            rows.map((r) => r.user),
            rows.map((r) => r.sender),
            rows.map((r) => r.photos),
            rows.map((r) => r.dates[0]),
            rows.map((r) => r.dates[r.dates.length - 1]),
          ],
        );
        const idOf = new Map(ids.map((r) => [r.tracking_id, r.id]));
        const history = rows.flatMap((r) => r.dates.map((d, s) => [idOf.get(r.tracking)!, PACKAGE_STATUSES[s]!, d] as const));
        // The received-date trigger (migration 022) sets each package's date once for the whole statement.
        await t.query(
          'INSERT INTO package_status_history (package_id, status, date) SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[])',
          [history.map((h) => h[0]), history.map((h) => h[1]), history.map((h) => h[2])],
        );
        await t.query('UPDATE packages SET received_date = created_date WHERE id = ANY($1::uuid[])', [ids.map((r) => r.id)]);
      }
    }

    // Status links known to the demo (the a11y sweep and the bench open them): Alice's confirmed
    // pickup and her package. Only their hashes are stored, as for every link.
    const [alicePickup] = await t.query<{ id: string }>(
      "SELECT id FROM pickups WHERE customer_id = $1 AND status = 'confirmed' ORDER BY pickup_number LIMIT 1",
      [alice],
    );
    const [alicePackage] = await t.query<{ id: string }>('SELECT id FROM packages WHERE tracking_id = $1', [KNOWN_TRACKING_IDS.alice]);
    for (const [kind, row, token] of [
      ['pickup', alicePickup, DEMO_STATUS_TOKENS.alicePickup],
      ['package', alicePackage, DEMO_STATUS_TOKENS.alicePackage],
    ] as const) {
      if (row)
        await t.query('INSERT INTO status_links (token_hash, record_kind, record_id) VALUES ($1, $2, $3)', [
          hashToken(token),
          kind,
          row.id,
        ]);
    }
  });
}
