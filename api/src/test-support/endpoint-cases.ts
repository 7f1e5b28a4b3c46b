import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  canReadRow,
  decide,
  etDateId,
  DROPOFF_MACHINE,
  hasPrivilege,
  PICKUP_MACHINE,
  readScope,
  type Decidable,
  type Endpoint,
  type Machine,
  type Principal,
  type ReadView,
  type ReportTable,
} from '@fcs/shared/contract';
import { DEMO_STATUS_TOKENS, KNOWN_TRACKING_IDS } from '../db/seed/demo-data';
import { SEED_ASSETS_DIR } from '../paths';
import zipcodes from 'zipcodes';
import { principalOf } from '../plugins/auth';
import { multipartBody } from './multipart';
import { PHONES, type TestApp } from './test-app';

export const PEOPLE = {
  anonymous: null,
  customer1: PHONES.alice,
  customer2: PHONES.ben,
  pickupStaff: PHONES.pickupStaff,
  dropoffStaff: PHONES.dropoffStaff,
  officeStaff: PHONES.packageStaff,
  admin: PHONES.admin,
  superAdmin: PHONES.superAdmin,
  driver: PHONES.driver,
} as const;
export type Who = keyof typeof PEOPLE;
export const WHO = Object.keys(PEOPLE) as Who[];

/** A real photo: every upload is decoded and re-encoded (files/photo-encoder.ts). */
const JPEG = readFileSync(path.join(SEED_ASSETS_DIR, 'parcel-1.jpg'));

export interface Prepared {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The status the contract's rules give, once the endpoint's access allows the caller. */
  expect: (p: Principal) => number;
  /** What a refused write must leave as it was. */
  snapshot?: () => Promise<unknown>;
}

/** Status of a call on one existing row of customer 1: 404 when the caller may not see it, else the machine's word. */
function onRow<S extends string, A extends string>(
  table: ReportTable,
  row: Decidable<S> & Record<string, unknown>,
  view?: ReadView,
  machine?: Machine<S, A>,
  action?: A,
): (p: Principal) => number {
  return (p) => {
    if (!readScope(p, table)) return 403;
    if (!canReadRow(p, table, row, view)) return 404;
    if (!machine || !action) return 200;
    const d = decide(p, machine, row, action);
    return d.ok ? 200 : d.status;
  };
}

export interface EndpointCases {
  tokens: Map<Who, string>;
  principals: Map<Who, Principal>;
  /** Customer 1's users.id: every case acts on their data. */
  alice: string;
  cases: Record<Endpoint, () => Promise<Prepared>>;
}

/**
 * One case per endpoint of the contract, on customer 1's data: how to call it, with a valid body, and
 * what each principal should get by the contract's rules. Shared by the access matrix and the
 * bad-input test; an endpoint added to ENDPOINTS without a case here fails to compile.
 */
export async function endpointCases(t: TestApp): Promise<EndpointCases> {
  const tokens = new Map<Who, string>();
  const principals = new Map<Who, Principal>();
  for (const who of WHO) {
    const phone = PEOPLE[who];
    tokens.set(who, phone ? await t.tokenFor(phone) : await t.anonymousToken());
    // The principal exactly as the api's guard builds it from this token.
    principals.set(who, await principalOf(await t.app.identity.verify(tokens.get(who)!), (id) => t.app.repos.users.findById(id)));
  }
  const alice = (await t.user(PHONES.alice)).id;
  const dropoffStaffId = (await t.user(PHONES.dropoffStaff)).id;
  const pickupStaffId = (await t.user(PHONES.pickupStaff)).id;
  const [address] = await t.db.query<{ id: string; zip_code: string }>(
    'SELECT id, zip_code FROM delivery_addresses WHERE user_id = $1 AND is_default',
    [alice],
  );
  const aliceAddress = address!.id;
  const aliceZip = address!.zip_code;
  const aliceZone = (await t.app.repos.zones.byZip(aliceZip))!.id;
  const offeredDate = (await t.app.repos.zones.pickupDates({ zoneId: aliceZone, fromId: '00000000' })).at(-1)!.id;

  // Fresh rows of customer 1 for each write, so that one principal's change never decides another's case.
  async function newPickup(status = 'requested'): Promise<string> {
    const [row] = await t.db.query<{ id: string }>(
      `INSERT INTO pickups (status, zone_id, pickup_date, customer_id, address_id, pickup_address, pickup_staff_id)
       VALUES ($1, $2, $3, $4, $5, '{"full_name":"A","phone_number":"+15550100001","zip_code":"08540"}'::jsonb, $6) RETURNING id`,
      [status, aliceZone, offeredDate, alice, aliceAddress, pickupStaffId],
    );
    return row!.id;
  }
  async function newDropoff(status = 'received'): Promise<string> {
    const [row] = await t.db.query<{ id: string }>(
      `INSERT INTO dropoffs (status, customer_id, customer_name, customer_phone_number, customer_fcs_id, receiving_staff_id, receiving_staff_name)
       VALUES ($1, $2, 'Alice Carter', '+15550100001', 'FCS00001', $3, 'Emma') RETURNING id`,
      [status, alice, dropoffStaffId],
    );
    return row!.id;
  }
  async function newAddress(): Promise<string> {
    const [row] = await t.db.query<{ id: string }>(
      `INSERT INTO delivery_addresses (user_id, full_name, phone_number, country, address_line1, city, state, zip_code)
       VALUES ($1, 'Alice Carter', '+15550100001', 'United States', '1 Main St', 'Princeton', 'NJ', '08540') RETURNING id`,
      [alice],
    );
    return row!.id;
  }
  const rowOf = async (table: string, id: string) => (await t.db.query(`SELECT * FROM ${table} WHERE id = $1`, [id]))[0];
  const countOf = async (table: string) => Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);

  const ownerOnly = (p: Principal) => (p.cid === alice ? 200 : 404);
  const always = () => 200;
  /** The owner, or cu staff (a customer's address book from /user-detail). */
  const ownerOrCu = (p: Principal) => (p.cid === alice || hasPrivilege(p.privileges, 'cu') ? 200 : 404);

  /** One case per endpoint of the contract: how to call it on customer 1's data, and what each caller should get. */
  const cases: Record<Endpoint, () => Promise<Prepared>> = {
    'GET /track/:list': async () => ({ url: `/track/${KNOWN_TRACKING_IDS.alice},NOPE`, expect: always }),
    'GET /settings': async () => ({ url: '/settings', expect: always }),
    'GET /status/:token': async () => ({ url: `/status/${DEMO_STATUS_TOKENS.alicePackage}`, expect: always }),
    'PUT /status_links/revoke': async () => {
      // Ben's package: revoking its links leaves the demo's links (and the other cases) as they are.
      const [pkg] = await t.db.query<{ id: string }>('SELECT id FROM packages WHERE tracking_id = $1', [KNOWN_TRACKING_IDS.ben]);
      return {
        url: '/status_links/revoke',
        payload: { kind: 'package', id: pkg!.id },
        // Past the guard (pkg, pku or df) only the package's own privilege revokes its links.
        expect: (p) => (hasPrivilege(p.privileges, 'pkg') ? 200 : 403),
      };
    },
    'GET /check_invitation': async () => ({ url: '/check_invitation', expect: always }),
    'POST /join_invite': async () => ({ url: '/join_invite', payload: {}, expect: always }),
    'GET /me': async () => ({ url: '/me', expect: always }),
    'GET /packages/:id': async () => {
      const [pkg] = await t.db.query<{ id: string; user_id: string; sender_id: string | null }>(
        'SELECT id, user_id, sender_id FROM packages WHERE tracking_id = $1',
        [KNOWN_TRACKING_IDS.alice],
      );
      return { url: `/packages/${pkg!.id}`, expect: onRow('packages', { ...pkg!, status: 'received' }) };
    },
    'POST /api/data/:table': async () => ({
      url: '/api/data/packages',
      payload: {},
      expect: (p) => (readScope(p, 'packages') ? 200 : 403),
    }),
    'POST /api/row/:table': async () => ({ url: '/api/row/invoices', payload: {}, expect: (p) => (readScope(p, 'invoices') ? 200 : 403) }),
    'GET /pickups/:id': async () => {
      const id = await newPickup();
      return {
        url: `/pickups/${id}`,
        expect: onRow('pickups', { status: 'requested', customer_id: alice, pickup_staff_id: pickupStaffId }),
      };
    },
    'GET /pickups/:id/attempts': async () => {
      const id = await newPickup();
      return {
        url: `/pickups/${id}/attempts`,
        expect: onRow('pickups', { status: 'requested', customer_id: alice, pickup_staff_id: pickupStaffId }),
      };
    },
    'GET /pickup_info/:id': async () => {
      const id = await newPickup();
      return {
        url: `/pickup_info/${id}`,
        expect: onRow('pickups', { status: 'requested', customer_id: alice, pickup_staff_id: pickupStaffId }),
      };
    },
    'GET /dropoffs/:id': async () => ({
      url: `/dropoffs/${await newDropoff()}`,
      expect: onRow('dropoffs', { status: 'received', customer_id: alice }),
    }),
    'GET /invoices/:id': async () => {
      const [inv] = await t.db.query<{ id: string }>('SELECT id FROM invoices WHERE user_id = $1 LIMIT 1', [alice]);
      return { url: `/invoices/${inv!.id}`, expect: onRow('invoices', { status: 'unpaid', user_id: alice }) };
    },
    'POST /dropoffs': async () => ({
      url: '/dropoffs',
      payload: { customer_id: alice, receiving_staff_id: dropoffStaffId, is_new_customer: false },
      expect: always,
      snapshot: () => countOf('dropoffs'),
    }),
    'PUT /dropoffs': async () => {
      const id = await newDropoff();
      const row = { status: 'received' as const, customer_id: alice };
      return {
        url: '/dropoffs',
        payload: { id, receiving_staff_id: dropoffStaffId, customer_remark: 'matrix' },
        expect: onRow('dropoffs', row, undefined, DROPOFF_MACHINE, 'edit'),
        snapshot: () => rowOf('dropoffs', id),
      };
    },
    'PUT /dropoffs/complete': async () => {
      const id = await newDropoff();
      return {
        url: '/dropoffs/complete',
        payload: { id, remark: 'matrix' },
        expect: onRow('dropoffs', { status: 'received' as const, customer_id: alice }, undefined, DROPOFF_MACHINE, 'complete'),
        snapshot: () => rowOf('dropoffs', id),
      };
    },
    'PUT /dropoffs/cancel': async () => {
      // A completed one: only admin and sa may cancel it.
      const id = await newDropoff('completed');
      return {
        url: '/dropoffs/cancel',
        payload: { id, remark: 'matrix' },
        expect: onRow('dropoffs', { status: 'completed' as const, customer_id: alice }, undefined, DROPOFF_MACHINE, 'cancel'),
        snapshot: () => rowOf('dropoffs', id),
      };
    },
    'GET /api/fts/dropoffs/:term/:limit': async () => ({
      url: `/api/fts/dropoffs/${Buffer.from('DO').toString('base64')}/10`,
      expect: always,
    }),
    'GET /staff': async () => ({ url: '/staff', expect: always }),
    'GET /api/fts/users/:term/:limit': async () => ({
      url: `/api/fts/users/${Buffer.from('Alice').toString('base64')}/10`,
      expect: always,
    }),
    'POST /uploads': async () => {
      const id = await newDropoff();
      const { payload, headers } = multipartBody({ folder: `dropoffs/${id}` }, { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG });
      return {
        url: '/uploads',
        payload,
        headers,
        expect: onRow('dropoffs', { status: 'received' as const, customer_id: alice }, undefined, DROPOFF_MACHINE, 'edit'),
        snapshot: () => rowOf('dropoffs', id),
      };
    },
    'GET /zones': async () => ({ url: '/zones', expect: always }),
    'GET /zones/by_zip/:zip': async () => ({ url: `/zones/by_zip/${aliceZip}`, expect: always }),
    'GET /pickup_dates': async () => ({ url: `/pickup_dates?zone_id=${aliceZone}`, expect: always }),
    'POST /pickups': async () => ({
      url: '/pickups',
      payload: { pickup_date: offeredDate, address_id: aliceAddress, zone_id: aliceZone },
      // Another person's address answers as a missing one.
      expect: (p) => (p.cid === alice ? 200 : 400),
      snapshot: () => countOf('pickups'),
    }),
    'PUT /pickups': async () => {
      const id = await newPickup();
      return {
        url: '/pickups',
        payload: { id, pickup_date: offeredDate, address_id: aliceAddress, zone_id: aliceZone, customer_remark: 'matrix' },
        expect: onRow('pickups', { status: 'requested' as const, customer_id: alice }, 'mine', PICKUP_MACHINE, 'edit'),
        snapshot: () => rowOf('pickups', id),
      };
    },
    'PUT /pickups/cancel': async () => {
      const id = await newPickup();
      const staff = pickupStaffId;
      return {
        url: '/pickups/cancel',
        payload: { id, remark: 'matrix' },
        expect: onRow(
          'pickups',
          { status: 'requested' as const, customer_id: alice, pickup_staff_id: staff },
          undefined,
          PICKUP_MACHINE,
          'cancel',
        ),
        snapshot: () => rowOf('pickups', id),
      };
    },
    'POST /admin/pickups': async () => ({
      url: '/admin/pickups',
      payload: { customer_id: alice, pickup_date: offeredDate, address_id: aliceAddress, zone_id: aliceZone, customer_remark: 'matrix' },
      expect: always,
      snapshot: () => countOf('pickups'),
    }),
    'PUT /admin/pickups': async () => {
      const id = await newPickup();
      return {
        url: '/admin/pickups',
        payload: { id, pickup_date: offeredDate, address_id: aliceAddress, zone_id: aliceZone, customer_remark: 'matrix' },
        expect: onRow(
          'pickups',
          { status: 'requested' as const, customer_id: alice, pickup_staff_id: pickupStaffId },
          undefined,
          PICKUP_MACHINE,
          'edit',
        ),
        snapshot: () => rowOf('pickups', id),
      };
    },
    'PUT /pickups/confirm': async () => {
      const id = await newPickup();
      return {
        url: '/pickups/confirm',
        payload: {
          id,
          pickup_date: offeredDate,
          pickup_time_from: '09:00',
          pickup_time_to: '12:00',
          pickup_staff_id: pickupStaffId,
          remark: 'matrix',
        },
        expect: onRow(
          'pickups',
          { status: 'requested' as const, customer_id: alice, pickup_staff_id: pickupStaffId },
          undefined,
          PICKUP_MACHINE,
          'confirm',
        ),
        snapshot: () => rowOf('pickups', id),
      };
    },
    'PUT /pickups/reschedule': async () => {
      const id = await newPickup('confirmed');
      return {
        url: '/pickups/reschedule',
        payload: {
          id,
          pickup_date: offeredDate,
          pickup_time_from: '13:00',
          pickup_time_to: '15:30',
          pickup_staff_id: pickupStaffId,
          remark: 'matrix',
        },
        expect: onRow(
          'pickups',
          { status: 'confirmed' as const, customer_id: alice, pickup_staff_id: pickupStaffId },
          undefined,
          PICKUP_MACHINE,
          'reschedule',
        ),
        snapshot: () => rowOf('pickups', id),
      };
    },
    'PUT /pickups/complete': async () => {
      // Assigned to the pickups staff member: another driver must not see it.
      const id = await newPickup('confirmed');
      return {
        url: '/pickups/complete',
        payload: { id, remark: 'matrix', photo_urls: [] },
        expect: onRow(
          'pickups',
          { status: 'confirmed' as const, customer_id: alice, pickup_staff_id: pickupStaffId },
          undefined,
          PICKUP_MACHINE,
          'complete',
        ),
        snapshot: () => rowOf('pickups', id),
      };
    },
    'PUT /pickups/not-collected': async () => {
      // Assigned to the pickups staff member (pku and col): only he may say it was not collected.
      const id = await newPickup('confirmed');
      return {
        url: '/pickups/not-collected',
        payload: { id, reason: 'nobody_home', remark: 'matrix' },
        expect: onRow(
          'pickups',
          { status: 'confirmed' as const, customer_id: alice, pickup_staff_id: pickupStaffId },
          undefined,
          PICKUP_MACHINE,
          'notCollect',
        ),
        snapshot: () => rowOf('pickups', id),
      };
    },
    'GET /delivery_addresses': async () => ({ url: '/delivery_addresses', expect: always }),
    'GET /delivery_addresses/:userId/:addressId': async () => ({ url: `/delivery_addresses/${alice}/${aliceAddress}`, expect: ownerOrCu }),
    'GET /customers/:customerId/delivery_addresses': async () => ({ url: `/customers/${alice}/delivery_addresses`, expect: always }),
    'POST /delivery_address': async () => ({
      url: '/delivery_address',
      payload: {
        user_id: alice,
        full_name: 'Matrix',
        phone_number: '+15550100001',
        country: 'United States',
        address_line1: '2 Main St',
        city: 'Princeton',
        state: 'NJ',
        zip_code: '08540',
      },
      expect: ownerOrCu,
      snapshot: () => countOf('delivery_addresses'),
    }),
    'PUT /delivery_address': async () => {
      const id = await newAddress();
      return {
        url: '/delivery_address',
        payload: {
          id,
          user_id: alice,
          full_name: 'Matrix',
          phone_number: '+15550100001',
          country: 'United States',
          address_line1: '3 Main St',
          city: 'Princeton',
          state: 'NJ',
          zip_code: '08540',
        },
        expect: ownerOrCu,
        snapshot: () => rowOf('delivery_addresses', id),
      };
    },
    'DELETE /delivery_address': async () => {
      const id = await newAddress();
      return {
        url: '/delivery_address',
        payload: { id, user_id: alice },
        expect: ownerOrCu,
        snapshot: () => rowOf('delivery_addresses', id),
      };
    },
    'PUT /default_delivery_address': async () => {
      const id = await newAddress();
      return {
        url: '/default_delivery_address',
        payload: { id, user_id: alice },
        expect: ownerOrCu,
        snapshot: async () => t.db.query('SELECT id, is_default FROM delivery_addresses WHERE user_id = $1 ORDER BY id', [alice]),
      };
    },
    'PUT /profile': async () => ({
      url: '/profile',
      payload: { user_name: 'Matrix Name' },
      expect: always,
      snapshot: async () => t.db.query('SELECT id, user_name FROM users ORDER BY id'),
    }),
    'PUT /profile/language': async () => ({
      url: '/profile/language',
      payload: { language: 'my' },
      expect: always,
      snapshot: async () => t.db.query('SELECT id, language FROM users ORDER BY id'),
    }),
    'PUT /update_email': async () => ({
      url: '/update_email',
      payload: { id: alice, email: 'matrix@example.com' },
      expect: ownerOnly,
      snapshot: () => rowOf('users', alice),
    }),
    'PUT /update_email_verification': async () => ({
      url: '/update_email_verification',
      payload: { id: alice, email: 'nobody@example.com', email_verification_code: '000000' },
      // Customer 1 has no code for that address: a clear 400; everyone else: a user that does not exist.
      expect: (p) => (p.cid === alice ? 400 : 404),
      snapshot: () => rowOf('users', alice),
    }),
    // issue 11 · invoices
    'POST /invoices': async () => ({
      url: '/invoices',
      payload: { customer_id: alice, lines: [{ description: 'Matrix', quantity: 2, unit_price: 1.25 }] },
      expect: always,
      snapshot: () => countOf('invoices'),
    }),
    'PUT /invoices/status': async () => {
      const { INVOICE_MACHINE } = await import('@fcs/shared/contract');
      const [row] = await t.db.query<{ id: string }>(`INSERT INTO invoices (user_id, amount) VALUES ($1, 5) RETURNING id`, [alice]);
      const id = row!.id;
      return {
        url: '/invoices/status',
        payload: { id, status: 'paid' },
        expect: onRow('invoices', { status: 'unpaid' as const, user_id: alice }, undefined, INVOICE_MACHINE, 'pay'),
        snapshot: () => rowOf('invoices', id),
      };
    },
    'GET /invoice_packages/:customerId': async () => ({ url: `/invoice_packages/${alice}`, expect: always }),
    // issue 11 · customers: each write on a fresh customer of its own (never customer 1), cu only.
    ...customerCases(),
    // issue 12 · settings: admin only; each write on a fresh zone, date or a format's own values.
    ...settingsCases(),
    // issue 13 · reports
    ...reportCases(),
    // issue 11 · packages
    ...(() => {
      const newPackage = async (status: 'received' | 'processed') => {
        const [row] = await t.db.query<{ id: string }>(
          `INSERT INTO packages (tracking_id, status, user_id) VALUES ('MX' || replace(gen_random_uuid()::text, '-', ''), $1, $2) RETURNING id`,
          [status, alice],
        );
        await t.db.query('INSERT INTO package_status_history (package_id, status) VALUES ($1, $2)', [row!.id, 'received']);
        return row!.id;
      };
      const packageCases: Pick<
        Record<Endpoint, () => Promise<Prepared>>,
        'POST /packages' | 'PUT /packages/status' | 'PUT /packages/users' | 'POST /api/download/packages'
      > = {
        'POST /packages': async () => ({
          url: '/packages',
          payload: { id: crypto.randomUUID(), tracking_id: `MX${crypto.randomUUID().slice(0, 8)}`, user_id: alice, remark: 'matrix' },
          expect: always,
          snapshot: () => countOf('packages'),
        }),
        'PUT /packages/status': async () => {
          const id = await newPackage('received');
          return {
            url: '/packages/status',
            payload: { ids: [id], status: 'processed' },
            // Past the guard (pkg; admin, sa and owner) the package machine allows the move.
            expect: always,
            snapshot: () => rowOf('packages', id),
          };
        },
        'PUT /packages/users': async () => {
          const id = await newPackage('processed');
          return {
            url: '/packages/users',
            payload: { id, sender_id: alice },
            // Past the guard (admin, sa, owner) the package machine allows the assign of a processed one.
            expect: always,
            snapshot: () => rowOf('packages', id),
          };
        },
        'POST /api/download/packages': async () => ({
          url: '/api/download/packages',
          payload: { filters: [{ field: 'tracking_id', compare: 'like', value: KNOWN_TRACKING_IDS.alice }], download_file_type: 'CSV' },
          expect: always,
        }),
      };
      return packageCases;
    })(),
    // issue 12 · SMS usage (admin) and rates (list for admin, writes for sa): each write on a rate of its own.
    ...smsCases(),
    ...goLiveCases(),
  };
  return { tokens, principals, alice, cases };

  /** issue 32: the first-run list (sa) and the import (admin, sa): a new customer each call, so that a refused one is seen to change nothing. */
  function goLiveCases(): Record<'GET /setup' | 'POST /imports/:kind', () => Promise<Prepared>> {
    let n = 0;
    return {
      'GET /setup': async () => ({ url: '/setup', expect: always }),
      'POST /imports/:kind': async () => {
        const phone = `+1555020${String(1000 + n++)}`;
        return {
          url: '/imports/customers',
          payload: `name,phone\nMatrix Import ${n},${phone}\n`,
          headers: { 'content-type': 'text/csv' },
          expect: always,
          snapshot: async () => (await t.db.query('SELECT id FROM users WHERE phone_number = $1', [phone])).length,
        };
      },
    };
  }

  function settingsCases(): Pick<
    Record<Endpoint, () => Promise<Prepared>>,
    | 'POST /zones'
    | 'PUT /zones'
    | 'DELETE /zones'
    | 'POST /pickup_dates'
    | 'PUT /pickup_dates'
    | 'DELETE /pickup_dates'
    | 'GET /email_formats'
    | 'PUT /email_formats'
    | 'PUT /settings'
    | 'GET /zip_codes/:zip'
  > {
    // Fresh US zips of the dataset (no seeded zone holds one from 30000 on) and fresh dates years ahead.
    let nextZip = 30000;
    const freshZip = () => {
      // A US zip of the dataset (what zipPlace accepts), found synchronously for the case tables.
      while (zipcodes.lookup(String(++nextZip).padStart(5, '0'))?.country !== 'US');
      return String(nextZip).padStart(5, '0');
    };
    let nextDay = 0;
    const freshDate = () => etDateId(new Date(Date.now() + (1500 + ++nextDay) * 86_400_000));
    const newZone = async () => {
      const [row] = await t.db.query<{ id: string }>(`INSERT INTO zones (name, zip_codes) VALUES ('Matrix Zone', $1) RETURNING id`, [
        [freshZip()],
      ]);
      return row!.id;
    };
    const newDate = async () => {
      const id = freshDate();
      await t.db.query('INSERT INTO pickup_dates (id, remark) VALUES ($1, $2)', [id, 'matrix']);
      await t.db.query('INSERT INTO pickup_date_zones (pickup_date_id, zone_id) VALUES ($1, $2)', [id, aliceZone]);
      return id;
    };
    const dateRow = async (id: string) => ({
      date: await rowOf('pickup_dates', id),
      zones: await t.db.query('SELECT zone_id FROM pickup_date_zones WHERE pickup_date_id = $1 ORDER BY zone_id', [id]),
    });
    return {
      'POST /zones': async () => ({
        url: '/zones',
        payload: { name: 'Matrix Zone', zip_codes: [freshZip()] },
        expect: always,
        snapshot: () => countOf('zones'),
      }),
      'PUT /zones': async () => {
        const id = await newZone();
        return {
          url: '/zones',
          payload: { id, name: 'Matrix Zone Renamed', zip_codes: [freshZip()] },
          expect: always,
          snapshot: () => rowOf('zones', id),
        };
      },
      'DELETE /zones': async () => {
        const id = await newZone();
        return { url: '/zones', payload: { id }, expect: always, snapshot: () => rowOf('zones', id) };
      },
      'POST /pickup_dates': async () => {
        const id = freshDate();
        return {
          url: '/pickup_dates',
          payload: { id, remark: 'matrix', zones: [aliceZone] },
          expect: always,
          snapshot: () => countOf('pickup_dates'),
        };
      },
      'PUT /pickup_dates': async () => {
        const id = await newDate();
        return {
          url: '/pickup_dates',
          payload: { id, remark: 'matrix 2', zones: [aliceZone] },
          expect: always,
          snapshot: () => dateRow(id),
        };
      },
      'DELETE /pickup_dates': async () => {
        const id = await newDate();
        return { url: '/pickup_dates', payload: { id }, expect: always, snapshot: () => dateRow(id) };
      },
      'GET /email_formats': async () => ({ url: '/email_formats', expect: always }),
      'PUT /email_formats': async () => {
        const [f] = await t.db.query<Record<string, unknown>>(
          "SELECT id, subject, message, sms, enable_send_email, enable_send_sms FROM email_formats WHERE id = 'confirm_pickup'",
        );
        return { url: '/email_formats', payload: f, expect: always, snapshot: () => rowOf('email_formats', 'confirm_pickup') };
      },
      'PUT /settings': async () => {
        const [s] = await t.db.query<Record<string, unknown>>(
          'SELECT facebook_link, usa_address, usa_contact_number, email_address, office_lat, office_lng FROM settings',
        );
        return {
          url: '/settings',
          payload: { ...s, office_lat: Number(s!.office_lat), office_lng: Number(s!.office_lng) },
          expect: always,
          snapshot: async () => (await t.db.query('SELECT * FROM settings'))[0],
        };
      },
      'GET /zip_codes/:zip': async () => ({ url: '/zip_codes/08820', expect: always }),
    };
  }

  function smsCases(): Pick<
    Record<Endpoint, () => Promise<Prepared>>,
    'GET /sms_months' | 'GET /sms_messages' | 'GET /sms_rates' | 'POST /sms_rates' | 'PUT /sms_rates' | 'DELETE /sms_rates'
  > {
    let n = 800;
    const newRate = async () => {
      const [row] = await t.db.query<{ id: string }>(
        "INSERT INTO sms_rates (country, country_code, rate) VALUES ('Matrix', $1, 0.01) RETURNING id",
        [`+${n++}`],
      );
      return row!.id;
    };
    return {
      'GET /sms_months': async () => ({ url: '/sms_months?last=12', expect: always }),
      'GET /sms_messages': async () => ({ url: '/sms_messages?month=202611&limit=4', expect: always }),
      'GET /sms_rates': async () => ({ url: '/sms_rates', expect: always }),
      'POST /sms_rates': async () => ({
        url: '/sms_rates',
        payload: { country: 'Matrix land', country_code: `+${n++}`, rate: '0.025' },
        expect: always,
        snapshot: () => countOf('sms_rates'),
      }),
      'PUT /sms_rates': async () => {
        const id = await newRate();
        return {
          url: '/sms_rates',
          payload: { id, country: 'Matrix land', country_code: `+${n++}`, rate: 0.03 },
          expect: always,
          snapshot: () => rowOf('sms_rates', id),
        };
      },
      'DELETE /sms_rates': async () => {
        const id = await newRate();
        return { url: '/sms_rates', payload: { id }, expect: always, snapshot: () => rowOf('sms_rates', id) };
      },
    };
  }

  /** Templates (sa builds, rpt reads) and the report service's metadata and reads (the read rules decide). */
  function reportCases() {
    const template = {
      name: 'Matrix template',
      object: 'packages',
      fields: [
        {
          field_name: 'tracking_id',
          display_name: 'Tracking',
          field_type: 'string',
          show: true,
          display_format: '',
          allow_filter: true,
          allow_sort: true,
          default_sort: 'asc',
          filter_compare: '=',
          dropdown_display_field: '',
        },
      ],
    };
    const newTemplate = async () => {
      const [row] = await t.db.query<{ id: string }>(
        `INSERT INTO report_templates (name, object, fields) VALUES ('Matrix', 'packages', $1::jsonb) RETURNING id`,
        [JSON.stringify(template.fields)],
      );
      return row!.id;
    };
    const reads = (table: ReportTable) => (p: Principal) => (readScope(p, table) ? 200 : 403);
    const b64 = (text: string) => encodeURIComponent(Buffer.from(text).toString('base64'));
    return {
      'GET /templates': async () => ({ url: '/templates', expect: always }),
      'GET /templates/:id': async () => ({ url: `/templates/${await newTemplate()}`, expect: always }),
      'POST /templates': async () => ({
        url: '/templates',
        payload: template,
        expect: always,
        snapshot: () => countOf('report_templates'),
      }),
      'PUT /templates': async () => {
        const id = await newTemplate();
        return { url: '/templates', payload: { ...template, id }, expect: always, snapshot: () => rowOf('report_templates', id) };
      },
      'DELETE /templates': async () => {
        const id = await newTemplate();
        return { url: '/templates', payload: { id }, expect: always, snapshot: () => rowOf('report_templates', id) };
      },
      'GET /api/objs': async () => ({ url: '/api/objs', expect: always }),
      'GET /api/meta/:object': async () => ({ url: '/api/meta/pickups', expect: always }),
      'POST /api/filter_values': async () => ({
        url: '/api/filter_values',
        payload: { object: 'packages', fields: ['status', 'tracking_id'] },
        expect: reads('packages'),
      }),
      'GET /api/fts/:table/:term/:limit': async () => ({ url: `/api/fts/invoices/${b64('INV')}/10`, expect: reads('invoices') }),
      'GET /api/fts_filter/:table/:term/:limit/:offset/:filter': async () => ({
        url: `/api/fts_filter/pickups/${b64('PU')}/10/0/${b64(JSON.stringify([{ field: 'status', compare: 'not blank' }]))}`,
        expect: reads('pickups'),
      }),
      'POST /api/download/:object': async () => ({ url: '/api/download/users', payload: {}, expect: reads('users') }),
    } satisfies Partial<Record<Endpoint, () => Promise<Prepared>>>;
  }

  function customerCases() {
    let n = 0;
    const freshPhone = () => `+1555018${String(++n).padStart(4, '0')}`;
    const newCustomer = async (status: string) => {
      const [row] = await t.db.query<{ id: string }>(
        `INSERT INTO users (user_name, phone_number, status, enabled) VALUES ('Matrix Customer', $1, $2, $2 <> 'disabled') RETURNING id`,
        [freshPhone(), status],
      );
      return row!.id;
    };
    const statusChange =
      (url: string, status: string, extra: Record<string, unknown> = {}) =>
      async (): Promise<Prepared> => {
        const id = await newCustomer(status);
        return { url, payload: { id, ...extra }, expect: always, snapshot: () => rowOf('users', id) };
      };
    return {
      'GET /users': async () => ({ url: '/users?q=Alice&sort=fcs_id%20asc&limit=10&offset=0', expect: always }),
      'GET /users/:id': async () => ({ url: `/users/${alice}`, expect: always }),
      'POST /invites': async () => ({
        url: '/invites',
        payload: { user_name: 'Invited By Matrix', phone_number: freshPhone() },
        expect: always,
        snapshot: () => countOf('users'),
      }),
      'DELETE /invites': statusChange('/invites', 'invited'),
      'PUT /accept_request': statusChange('/accept_request', 'requested'),
      'PUT /enable_user': statusChange('/enable_user', 'joined', { enabled: false }),
      'PUT /users': async (): Promise<Prepared> => {
        const phone = freshPhone();
        const [row] = await t.db.query<{ id: string }>(
          `INSERT INTO users (user_name, phone_number, status) VALUES ('Matrix Customer', $1, 'invited') RETURNING id`,
          [phone],
        );
        const id = row!.id;
        return {
          url: '/users',
          payload: { id, user_name: 'Renamed', phone_number: phone },
          expect: always,
          snapshot: () => rowOf('users', id),
        };
      },
    } satisfies Partial<Record<Endpoint, () => Promise<Prepared>>>;
  }
}
