import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ADMIN_ONLY_CANCEL,
  DROPOFF_MACHINE,
  DROPOFF_MSG,
  encodeSearch,
  FIELD_MSG,
  MSG,
  PHONE_INVALID_MSG,
  type Dropoff,
} from '@fcs/shared/contract';
import { SEED_ASSETS_DIR } from '../../paths';
import { multipartBody } from '../../test-support/multipart';
import { createTestApp, PHONES, PUBLIC_URL, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let alice: string;
let ben: string;
let emma: string;
let daniel: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = (await t.user(PHONES.alice)).id;
  ben = (await t.user(PHONES.ben)).id;
  emma = (await t.user(PHONES.dropoffStaff)).id;
  daniel = (await t.user(PHONES.pickupStaff)).id;
});
afterAll(() => t.close());

const JPEG = readFileSync(path.join(SEED_ASSETS_DIR, 'parcel-1.jpg'));
const df = () => t.tokenFor(PHONES.dropoffStaff);
const create = async (token: string, body: object) => t.call({ method: 'POST', url: '/dropoffs', token, payload: body });
const put = async (token: string, url: string, body: object) => t.call({ method: 'PUT', url, token, payload: body });
const newFor = async (customerId: string, remark = 'Two boxes'): Promise<Dropoff> => {
  const res = await create(await df(), {
    is_new_customer: false,
    customer_id: customerId,
    receiving_staff_id: emma,
    customer_remark: remark,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Dropoff;
};
const rowCounts = async () =>
  (
    await t.db.query<{ dropoffs: number; users: number; outbox: number }>(
      `SELECT (SELECT count(*)::int FROM dropoffs) AS dropoffs, (SELECT count(*)::int FROM users) AS users,
              (SELECT count(*)::int FROM notification_outbox) AS outbox`,
    )
  )[0]!;
const upload = async (token: string, dropoffId: string, bytes: Uint8Array = JPEG, name = 'parcel.jpg') => {
  const { payload, headers } = multipartBody({ folder: `dropoffs/${dropoffId}` }, { name, type: 'image/jpeg', bytes });
  return t.call({ method: 'POST', url: '/uploads', token, payload, headers });
};

describe('the demo seed', () => {
  it('has drop-offs in every status for Alice and Ben, snapshots filled in, some with photos on disk that pass as uploaded', async () => {
    for (const id of [alice, ben]) {
      const rows = await t.db.query<{ status: string; customer_fcs_id: string; receiving_staff_name: string; photo_urls: string[] }>(
        'SELECT status, customer_fcs_id, receiving_staff_name, photo_urls FROM dropoffs WHERE customer_id = $1',
        [id],
      );
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['received', 'completed', 'canceled']));
      expect(rows.every((r) => /^FCS\d{5}$/.test(r.customer_fcs_id) && r.receiving_staff_name === 'Emma Lindqvist')).toBe(true);
      const withPhotos = rows.filter((r) => r.photo_urls.length > 0);
      expect(withPhotos.length).toBeGreaterThan(0);
      for (const p of withPhotos.flatMap((r) => r.photo_urls)) expect(await t.photo(p)).not.toBeNull();
    }
    const [received] = await t.db.query<{ id: string; photo_urls: string[] }>(
      "SELECT id, photo_urls FROM dropoffs WHERE customer_id = $1 AND status = 'received' AND jsonb_array_length(photo_urls) > 0",
      [ben],
    );
    // A seeded photo can be kept by an edit, as the UI sends it back.
    const kept = (await t.call({ method: 'GET', url: `/dropoffs/${received!.id}`, token: await df() })).json().data.photo_urls as string[];
    expect(kept[0]).toBe(`${PUBLIC_URL}/files/${received!.photo_urls[0]}`);
    const res = await put(await df(), '/dropoffs', { id: received!.id, receiving_staff_id: emma, photo_urls: kept });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photo_urls).toEqual(kept);
  });
});

describe('who may call the drop-off endpoints', () => {
  it('refuses customers, pku-only and cu staff, not-joined and anonymous callers on every staff call (403)', async () => {
    const d = await newFor(alice);
    const refused = [
      await t.tokenFor(PHONES.alice),
      await t.tokenFor(PHONES.pickupStaff),
      await t.tokenFor(PHONES.packageStaff),
      await t.tokenFor(PHONES.chloe),
      await t.anonymousToken(),
    ];
    const before = await rowCounts();
    for (const token of refused) {
      const calls = [
        await create(token, { is_new_customer: false, customer_id: alice, receiving_staff_id: emma }),
        await put(token, '/dropoffs', { id: d.id, receiving_staff_id: emma }),
        await put(token, '/dropoffs/complete', { id: d.id, remark: 'x' }),
        await put(token, '/dropoffs/cancel', { id: d.id, remark: 'x' }),
        await t.call({ method: 'GET', url: `/api/fts/dropoffs/${encodeSearch('DO')}/10`, token }),
      ];
      for (const res of calls) {
        expect(res.statusCode).toBe(403);
        expect(res.json().status).toBe('Error');
      }
    }
    expect(await rowCounts()).toEqual(before);
    expect((await t.call({ method: 'GET', url: `/dropoffs/${d.id}`, token: await df() })).json().data.status).toBe('received');
  });

  it('lets admin and sa do what df does', async () => {
    for (const phone of [PHONES.admin, PHONES.superAdmin]) {
      const res = await create(await t.tokenFor(phone), { is_new_customer: false, customer_id: ben, receiving_staff_id: emma });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('POST /dropoffs validation (spec 3 §5): 400 with the spec’s messages, nothing written', () => {
  it.each([
    [{ is_new_customer: false, receiving_staff_id: '' }, `${FIELD_MSG.customer}; ${FIELD_MSG.receivingStaff}`],
    [{ is_new_customer: false, customer_id: '  ', receiving_staff_id: 'x' }, FIELD_MSG.customer],
    [
      { is_new_customer: true, customer_name: '   ', customer_phone_number: '+15550100099', receiving_staff_id: 'x' },
      FIELD_MSG.customerName,
    ],
    [{ is_new_customer: true, customer_name: 'Nia', customer_phone_number: '', receiving_staff_id: 'x' }, FIELD_MSG.customerPhone],
    [{ is_new_customer: true, customer_name: 'Nia', receiving_staff_id: null }, `${FIELD_MSG.customerPhone}; ${FIELD_MSG.receivingStaff}`],
    [{ is_new_customer: true, customer_name: 'Nia', customer_phone_number: '15550100099', receiving_staff_id: 'x' }, PHONE_INVALID_MSG],
    [{ is_new_customer: true, customer_name: 'Nia', customer_phone_number: '+4915112345678', receiving_staff_id: 'x' }, PHONE_INVALID_MSG],
    [{ is_new_customer: true, customer_name: 'Nia', customer_phone_number: '+1555', receiving_staff_id: 'x' }, PHONE_INVALID_MSG],
  ])('%j -> %s', async (body, message) => {
    const before = await rowCounts();
    const res = await create(await df(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'Error', message });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a receiving staff member who is not an employee, and an unknown customer', async () => {
    const before = await rowCounts();
    const notStaff = await create(await df(), { is_new_customer: false, customer_id: alice, receiving_staff_id: ben });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().message).toBe(DROPOFF_MSG.staffNotEmployee);
    const unknown = await create(await df(), {
      is_new_customer: false,
      customer_id: '00000000-0000-4000-8000-000000000000',
      receiving_staff_id: emma,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(DROPOFF_MSG.customerNotFound);
    // A new customer whose staff is wrong: no invited user is created either.
    const rolledBack = await create(await df(), {
      is_new_customer: true,
      customer_name: 'Nobody Kept',
      customer_phone_number: '+6591234567',
      receiving_staff_id: alice,
    });
    expect(rolledBack.statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('POST /dropoffs creates a received drop-off', () => {
  it('for an existing customer: numbered from the sequence, with the customer’s and staff member’s snapshots', async () => {
    const res = await create(await df(), {
      is_new_customer: false,
      customer_id: alice,
      customer_name: 'ignored',
      receiving_staff_id: emma,
      customer_remark: '  Three boxes  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.dropoffCreated);
    const d = res.json().data as Dropoff;
    expect(d).toMatchObject({
      status: 'received',
      customer_id: alice,
      customer_name: 'Alice Carter',
      customer_phone_number: PHONES.alice,
      customer_fcs_id: 'FCS00001',
      receiving_staff_id: emma,
      receiving_staff_name: 'Emma Lindqvist',
      customer_remark: 'Three boxes',
      remark: null,
      photo_urls: [],
      version: 1,
    });
    expect(d.dropoff_number).toMatch(/^DO\d{6}$/);
    const next = await newFor(alice);
    expect(Number(next.dropoff_number.slice(2))).toBe(Number(d.dropoff_number.slice(2)) + 1);
  });

  it('for a new customer with an unknown phone: an invited customer with that name and phone, who later sees it', async () => {
    const before = await rowCounts();
    const res = await create(await df(), {
      is_new_customer: true,
      customer_name: '  Nia Thompson ',
      customer_phone_number: '+959123456789',
      receiving_staff_id: emma,
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().data as Dropoff;
    const [user] = await t.db.query<{ id: string; user_name: string; status: string; fcs_id: string; is_employee: boolean }>(
      'SELECT * FROM users WHERE phone_number = $1',
      ['+959123456789'],
    );
    expect(user).toMatchObject({ user_name: 'Nia Thompson', status: 'invited', is_employee: false });
    expect(user!.fcs_id).toMatch(/^FCS\d{5}$/);
    expect(d).toMatchObject({
      customer_id: user!.id,
      customer_name: 'Nia Thompson',
      customer_phone_number: '+959123456789',
      customer_fcs_id: user!.fcs_id,
    });
    expect(await rowCounts()).toEqual({ ...before, dropoffs: before.dropoffs + 1, users: before.users + 1 });
  });

  it('for a "new" customer whose phone is already known: attached to that customer, their name kept, no new user', async () => {
    const before = await rowCounts();
    const res = await create(await df(), {
      is_new_customer: true,
      customer_name: 'Benny O.',
      customer_phone_number: '+1 (555) 010-0002',
      receiving_staff_id: emma,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ customer_id: ben, customer_name: 'Ben Okafor', customer_fcs_id: 'FCS00002' });
    expect((await rowCounts()).users).toBe(before.users);
  });

  it('refuses a "new" customer whose phone belongs to a staff member or to a disabled customer, writing nothing', async () => {
    const before = await rowCounts();
    const staff = await create(await df(), {
      is_new_customer: true,
      customer_name: 'Somebody',
      customer_phone_number: PHONES.pickupStaff,
      receiving_staff_id: emma,
    });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().message).toBe(DROPOFF_MSG.phoneOfStaff);
    const disabled = await create(await df(), {
      is_new_customer: true,
      customer_name: 'Somebody',
      customer_phone_number: PHONES.disabled,
      receiving_staff_id: emma,
    });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toBe(DROPOFF_MSG.phoneOfDisabled);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('GET /dropoffs/:id', () => {
  it('gives df staff any drop-off, a joined customer only their own (404 for another’s, as for none)', async () => {
    const bens = await newFor(ben);
    expect((await t.call({ method: 'GET', url: `/dropoffs/${bens.id}`, token: await df() })).json().data.id).toBe(bens.id);
    const own = await t.call({ method: 'GET', url: `/dropoffs/${bens.id}`, token: await t.tokenFor(PHONES.ben) });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: bens.id, customer_id: ben });
    const other = await t.call({ method: 'GET', url: `/dropoffs/${bens.id}`, token: await t.tokenFor(PHONES.alice) });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(DROPOFF_MSG.notFound);
    // Staff without df read only their own drop-offs as customers: another's is a missing one.
    const pku = await t.call({ method: 'GET', url: `/dropoffs/${bens.id}`, token: await t.tokenFor(PHONES.pickupStaff) });
    expect(pku.statusCode).toBe(404);
    const none = await t.call({ method: 'GET', url: '/dropoffs/not-an-id', token: await df() });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(DROPOFF_MSG.notFound);
  });
});

describe('edit, complete and cancel through the status machine', () => {
  it('edits a received drop-off: Received By (its name snapshot), remark and uploaded photos', async () => {
    const d = await newFor(alice);
    const up = await upload(await df(), d.id);
    expect(up.statusCode).toBe(200);
    const url = up.json().data.url as string;
    const res = await put(await df(), '/dropoffs', {
      id: d.id,
      receiving_staff_id: daniel,
      customer_remark: 'Four boxes',
      photo_urls: [url],
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.dropoffUpdated);
    expect(res.json().data).toMatchObject({
      status: 'received',
      receiving_staff_id: daniel,
      receiving_staff_name: 'Daniel Reyes',
      customer_remark: 'Four boxes',
      photo_urls: [url],
      version: 2,
    });
    // Without photo_urls the photos stay as they are; an empty list removes them.
    const kept = await put(await df(), '/dropoffs', { id: d.id, receiving_staff_id: emma, customer_remark: 'Five boxes' });
    expect(kept.json().data).toMatchObject({ customer_remark: 'Five boxes', photo_urls: [url] });
    const completedKeeps = await put(await df(), '/dropoffs/complete', { id: d.id, remark: 'Done' });
    expect(completedKeeps.json().data).toMatchObject({ status: 'completed', photo_urls: [url] });
  });

  it('removes the photos when the list sent is empty', async () => {
    const d = await newFor(alice);
    const url = (await upload(await df(), d.id)).json().data.url as string;
    await put(await df(), '/dropoffs', { id: d.id, receiving_staff_id: emma, photo_urls: [url] });
    const removed = await put(await df(), '/dropoffs', { id: d.id, receiving_staff_id: emma, photo_urls: [] });
    expect(removed.json().data.photo_urls).toEqual([]);
  });

  it('refuses photo URLs that were not uploaded into this drop-off’s folder (400), changing nothing', async () => {
    const d = await newFor(alice);
    const other = await newFor(ben);
    const othersPhoto = (await upload(await df(), other.id)).json().data.url as string;
    for (const url of [
      'https://evil.example/files/dropoffs/x.jpg',
      othersPhoto,
      othersPhoto.replace(other.id, d.id),
      `${PUBLIC_URL}/files/dropoffs/${d.id}/../${other.id}/${othersPhoto.split('/').pop()}`,
      `dropoffs/${d.id}/missing.jpg`,
    ]) {
      const res = await put(await df(), '/dropoffs', { id: d.id, receiving_staff_id: emma, photo_urls: [url] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(DROPOFF_MSG.photoNotUploaded);
    }
    expect((await t.call({ method: 'GET', url: `/dropoffs/${d.id}`, token: await df() })).json().data.version).toBe(1);
  });

  it('completes a received drop-off, after which edit and complete are 409s', async () => {
    const d = await newFor(ben);
    const url = (await upload(await df(), d.id)).json().data.url as string;
    const res = await put(await df(), '/dropoffs/complete', { id: d.id, remark: 'Weighed 3 kg', photo_urls: [url], version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.dropoffCompleted);
    expect(res.json().data).toMatchObject({ status: 'completed', remark: 'Weighed 3 kg', photo_urls: [url], version: 2 });
    const edit = await put(await df(), '/dropoffs', { id: d.id, receiving_staff_id: emma });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This drop-off is completed: only a received drop-off can be edited');
    const again = await put(await df(), '/dropoffs/complete', { id: d.id, remark: 'again' });
    expect(again.statusCode).toBe(409);
    // No more photos either.
    expect((await upload(await df(), d.id)).statusCode).toBe(409);
  });

  it('cancels a completed drop-off for admin or sa only (403 for df), and canceled is final (409)', async () => {
    for (const phone of [PHONES.admin, PHONES.superAdmin]) {
      const d = await newFor(alice);
      await put(await df(), '/dropoffs/complete', { id: d.id, remark: 'done' });
      const byDf = await put(await df(), '/dropoffs/cancel', { id: d.id, remark: 'oops' });
      expect(byDf.statusCode).toBe(403);
      expect(byDf.json().message).toBe(ADMIN_ONLY_CANCEL);
      const byAdmin = await put(await t.tokenFor(phone), '/dropoffs/cancel', { id: d.id, remark: 'Customer asked to send it back' });
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().message).toBe(MSG.dropoffCanceled);
      expect(byAdmin.json().data).toMatchObject({ status: 'canceled', remark: 'Customer asked to send it back', version: 3 });
      for (const [url, body] of [
        ['/dropoffs/cancel', { id: d.id, remark: 'again' }],
        ['/dropoffs/complete', { id: d.id }],
        ['/dropoffs', { id: d.id, receiving_staff_id: emma }],
      ] as const) {
        const res = await put(await t.tokenFor(phone), url, body);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('This drop-off is canceled: it cannot be changed any more');
      }
    }
  });

  it('lets df cancel a received drop-off', async () => {
    const d = await newFor(ben);
    const res = await put(await df(), '/dropoffs/cancel', { id: d.id, remark: 'Customer took the parcels back' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('canceled');
  });

  it('answers a stale version with 409 and changes nothing', async () => {
    const d = await newFor(alice, 'original');
    expect(
      (await put(await df(), '/dropoffs', { id: d.id, receiving_staff_id: emma, customer_remark: 'first', version: 1 })).statusCode,
    ).toBe(200);
    for (const [url, body] of [
      ['/dropoffs', { id: d.id, receiving_staff_id: emma, customer_remark: 'second', version: 1 }],
      ['/dropoffs/complete', { id: d.id, remark: 'x', version: 1 }],
      ['/dropoffs/cancel', { id: d.id, remark: 'x', version: 1 }],
    ] as const) {
      const res = await put(await df(), url, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(DROPOFF_MACHINE.stale);
    }
    const now = (await t.call({ method: 'GET', url: `/dropoffs/${d.id}`, token: await df() })).json().data as Dropoff;
    expect(now).toMatchObject({ status: 'received', customer_remark: 'first', version: 2 });
  });

  it('answers 404 for an unknown drop-off', async () => {
    const res = await put(await df(), '/dropoffs/cancel', { id: '00000000-0000-4000-8000-000000000000', remark: 'x' });
    expect(res.statusCode).toBe(404);
  });
});

describe('completing renders the "Complete Dropoff" format into the outbox, in the same transaction', () => {
  const outboxOf = (id: string) =>
    t.db.query<{ channel: string; recipient: string; subject: string | null; body: string; format_id: string }>(
      "SELECT channel, recipient, subject, body, format_id FROM notification_outbox WHERE related_id = $1 AND status <> 'skipped' ORDER BY id",
      [id],
    );
  afterEach(async () => {
    await t.db.query("UPDATE email_formats SET enable_send_email = true, enable_send_sms = false WHERE id = 'complete_dropoff'");
    await t.db.exec('DROP TRIGGER IF EXISTS outbox_fails ON notification_outbox; DROP FUNCTION IF EXISTS outbox_fails();');
  });

  it('queues the e-mail to the customer’s address with the variables filled in (SMS off as seeded)', async () => {
    const d = await newFor(alice);
    await put(await df(), '/dropoffs/complete', { id: d.id, remark: 'Weighed 6 kg' });
    const rows = await outboxOf(d.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'email', recipient: 'alice.carter@example.com', format_id: 'complete_dropoff' });
    expect(rows[0]!.subject).toBe(`Drop-off ${d.dropoff_number} received`);
    expect(rows[0]!.body).toContain('Dear Alice Carter,');
    expect(rows[0]!.body).toContain(`drop-off ${d.dropoff_number} received by Emma Lindqvist on `);
    expect(rows[0]!.body).toContain('Weighed 6 kg');
    expect(rows[0]!.body).not.toMatch(/%\w+%/);
  });

  it('records the SMS that the switched-off format keeps from leaving as skipped, with the switch', async () => {
    const d = await newFor(alice);
    await put(await df(), '/dropoffs/complete', { id: d.id });
    const skipped = await t.db.query<{ channel: string; recipient: string; status: string; error: string }>(
      "SELECT channel, recipient, status, error FROM notification_outbox WHERE related_id = $1 AND status = 'skipped'",
      [d.id],
    );
    expect(skipped).toEqual([
      {
        channel: 'sms',
        recipient: PHONES.alice,
        status: 'skipped',
        error: 'not sent: enable_send_sms is off in the complete_dropoff format',
      },
    ]);
  });

  it('also queues the SMS to the customer’s phone when SMS is enabled; a customer without e-mail gets only the SMS', async () => {
    await t.db.query(
      "UPDATE email_formats SET enable_send_sms = true, sms = 'FCS: %dropoff_number% for %customer_name% (%fcs_id%) done %date%' WHERE id = 'complete_dropoff'",
    );
    const d = await newFor(ben);
    await put(await df(), '/dropoffs/complete', { id: d.id });
    const rows = await outboxOf(d.id);
    expect(rows.map((r) => [r.channel, r.recipient])).toEqual([
      ['email', 'ben.okafor@example.com'],
      ['sms', PHONES.ben],
    ]);
    expect(rows[1]!.body).toMatch(new RegExp(`^FCS: ${d.dropoff_number} for Ben Okafor \\(FCS00002\\) done \\d{2}/\\d{2}/\\d{4}$`));

    const walkIn = (
      await create(await df(), {
        is_new_customer: true,
        customer_name: 'Somchai P.',
        customer_phone_number: '+66812345678',
        receiving_staff_id: emma,
      })
    ).json().data as Dropoff;
    await put(await df(), '/dropoffs/complete', { id: walkIn.id });
    expect((await outboxOf(walkIn.id)).map((r) => [r.channel, r.recipient])).toEqual([['sms', '+66812345678']]);
  });

  it('writes nothing when the transaction fails: no outbox row and the drop-off still received', async () => {
    await t.db.query("UPDATE email_formats SET enable_send_sms = true WHERE id = 'complete_dropoff'");
    await t.db
      .exec(`CREATE FUNCTION outbox_fails() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'sms provider table broken'; END; $$;
      CREATE TRIGGER outbox_fails BEFORE INSERT ON notification_outbox FOR EACH ROW WHEN (NEW.channel = 'sms') EXECUTE FUNCTION outbox_fails();`);
    const d = await newFor(alice);
    const res = await put(await df(), '/dropoffs/complete', { id: d.id, remark: 'never saved' });
    expect(res.statusCode).toBe(500);
    expect(await outboxOf(d.id)).toEqual([]);
    const now = (await t.call({ method: 'GET', url: `/dropoffs/${d.id}`, token: await df() })).json().data as Dropoff;
    expect(now).toMatchObject({ status: 'received', remark: null, version: 1 });
  });

  it('queues nothing on edit or cancel', async () => {
    const d = await newFor(alice);
    await put(await df(), '/dropoffs', { id: d.id, receiving_staff_id: emma, customer_remark: 'x' });
    await put(await df(), '/dropoffs/cancel', { id: d.id, remark: 'y' });
    expect(await outboxOf(d.id)).toEqual([]);
  });
});

describe('POST /uploads', () => {
  it('stores an image as dropoffs/{id}/<random> in the photo storage and answers its absolute URL, served at /files', async () => {
    const d = await newFor(alice);
    const res = await upload(await df(), d.id, JPEG, 'holiday.png');
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/files/dropoffs/${d.id}/[0-9a-f]{32}\\.jpg$`));
    const stored = url.slice(`${PUBLIC_URL}/files/`.length);
    const kept = (await t.photo(stored))!;
    expect(kept.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const served = await t.app.inject({ method: 'GET', url: `/files/${stored}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(kept)).toBe(true);
  });

  it('accepts the folder after the file too', async () => {
    const d = await newFor(alice);
    const { payload, headers } = multipartBody({ folder: `dropoffs/${d.id}` }, { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG }, true);
    expect((await t.call({ method: 'POST', url: '/uploads', token: await df(), payload, headers })).statusCode).toBe(200);
  });

  it('refuses a file that is not an image whatever its name and declared type (400), storing nothing', async () => {
    const d = await newFor(alice);
    const res = await upload(await df(), d.id, Buffer.from('just some text pretending to be a photo'), 'x.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'Error', message: 'Only image files can be uploaded' });
    expect(await t.photosUnder(`dropoffs/${d.id}/`)).toEqual([]);
  });

  it('refuses a photo over 8 MB with 413', async () => {
    const d = await newFor(alice);
    const big = Buffer.alloc(8 * 1024 * 1024 + 1, 0);
    JPEG.copy(big, 0, 0, 64);
    const res = await upload(await df(), d.id, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'Error', message: 'A photo can be at most 8 MB' });
    expect(await t.photosUnder(`dropoffs/${d.id}/`)).toEqual([]);
  });

  it('works over a real socket with a browser-style FormData (folder, then the file), 413 included', async () => {
    const d = await newFor(alice);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const send = async (bytes: Uint8Array) => {
        const form = new FormData();
        form.append('folder', `dropoffs/${d.id}`);
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'camera.jpg');
        const res = await fetch(`${base}/uploads`, {
          method: 'POST',
          body: form,
          headers: { token: await df(), 'project-id': 'demo-fcs' },
        });
        return { status: res.status, body: (await res.json()) as { status: string; message: string; data?: { url: string } } };
      };
      const good = await send(JPEG);
      expect(good.status).toBe(200);
      expect(good.body.data!.url).toMatch(new RegExp(`^${PUBLIC_URL}/files/dropoffs/${d.id}/[0-9a-f]{32}\\.jpg$`));
      const big = Buffer.alloc(9 * 1024 * 1024, 0);
      JPEG.copy(big, 0, 0, 64);
      const tooBig = await send(big);
      expect(tooBig).toEqual({ status: 413, body: { status: 'Error', message: 'A photo can be at most 8 MB' } });
    } finally {
      await t.app.server.close();
    }
  });

  it('refuses callers without df (403 on their own, 404 on another’s), unknown folders (400) and drop-offs that do not exist (404)', async () => {
    const d = await newFor(alice);
    expect((await upload(await t.tokenFor(PHONES.alice), d.id)).statusCode).toBe(403);
    expect((await upload(await t.tokenFor(PHONES.pickupStaff), d.id)).statusCode).toBe(404);
    expect((await upload(await df(), '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    for (const folder of [`invoices/${d.id}`, `dropoffs/${d.id}/../x`, '', 'dropoffs']) {
      const { payload, headers } = multipartBody({ folder }, { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG });
      const res = await t.call({ method: 'POST', url: '/uploads', token: await df(), payload, headers });
      expect(res.statusCode).toBe(400);
    }
    const { payload, headers } = multipartBody({ folder: `dropoffs/${d.id}` });
    const noFile = await t.call({ method: 'POST', url: '/uploads', token: await df(), payload, headers });
    expect(noFile.statusCode).toBe(400);
    const json = await t.call({ method: 'POST', url: '/uploads', token: await df(), payload: { folder: `dropoffs/${d.id}` } });
    expect(json.statusCode).toBe(400);
  });
});

describe('the staff list and the searches', () => {
  it('GET /staff lists employees as {id, user_name} for df, pku and admin; refuses customers and cu-only staff', async () => {
    const res = await t.call({ method: 'GET', url: '/staff', token: await df() });
    expect(res.statusCode).toBe(200);
    const staff = res.json().data as { id: string; user_name: string }[];
    expect(staff.map((s) => s.user_name)).toEqual([
      'Daniel Reyes',
      'Emma Lindqvist',
      'Farid Haddad',
      'Grace Kim',
      'Henry Walsh',
      'Oscar Diaz',
    ]);
    expect(Object.keys(staff[0]!).sort()).toEqual(['id', 'user_name']);
    for (const phone of [PHONES.pickupStaff, PHONES.admin])
      expect((await t.call({ method: 'GET', url: '/staff', token: await t.tokenFor(phone) })).statusCode).toBe(200);
    for (const phone of [PHONES.alice, PHONES.packageStaff])
      expect((await t.call({ method: 'GET', url: '/staff', token: await t.tokenFor(phone) })).statusCode).toBe(403);
  });

  const findCustomers = async (text: string, phone: string = PHONES.dropoffStaff) => {
    const res = await t.call({ method: 'GET', url: `/api/fts/users/${encodeSearch(text)}/10`, token: await t.tokenFor(phone) });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: string; fcs_id: string; user_name: string; phone_number: string }[];
  };

  it('GET /api/fts/users finds customers (never staff) by FCS ID, name or phone, at most 10, for df, pku and cu', async () => {
    expect((await findCustomers('FCS00001'))[0]).toEqual({
      id: alice,
      fcs_id: 'FCS00001',
      user_name: 'Alice Carter',
      phone_number: PHONES.alice,
    });
    expect((await findCustomers('carter alice')).map((c) => c.id)).toEqual([alice]);
    expect((await findCustomers('555-010-0002', PHONES.pickupStaff))[0]!.id).toBe(ben);
    expect((await findCustomers('5550100002', PHONES.packageStaff))[0]!.id).toBe(ben);
    expect(await findCustomers('Emma')).toEqual([]);
    expect(await findCustomers('Lindqvist')).toEqual([]);
    expect(await findCustomers('%')).toEqual([]);
    const staffIds = new Set([emma, daniel]);
    const many = await findCustomers('555');
    expect(many.length).toBeGreaterThanOrEqual(7);
    expect(many.length).toBeLessThanOrEqual(10);
    expect(many.some((c) => staffIds.has(c.id))).toBe(false);
    // Base64 with + and / in it survives the URL.
    expect(encodeSearch('Ben Okafor?>')).toMatch(/%2B|%2F/);
    expect((await findCustomers('Ben Okafor?>')).length).toBe(0);
    expect((await findCustomers('ben okafor')).map((c) => c.id)).toEqual([ben]);
  });

  it('GET /api/fts/users refuses customers and staff without df, pku or cu', async () => {
    for (const phone of [PHONES.alice, PHONES.chloe]) {
      const res = await t.call({ method: 'GET', url: `/api/fts/users/${encodeSearch('a')}/10`, token: await t.tokenFor(phone) });
      expect(res.statusCode).toBe(403);
    }
  });

  it('GET /api/fts/dropoffs finds drop-offs by number, customer name or FCS ID for df', async () => {
    const d = await newFor(ben);
    const search = async (text: string) =>
      (await t.call({ method: 'GET', url: `/api/fts/dropoffs/${encodeSearch(text)}/10`, token: await df() })).json().data as Dropoff[];
    expect((await search(d.dropoff_number))[0]!.id).toBe(d.id);
    expect((await search(d.dropoff_number.toLowerCase()))[0]!.id).toBe(d.id);
    const byName = await search('okafor');
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.length).toBeLessThanOrEqual(10);
    expect(byName.every((x) => x.customer_name === 'Ben Okafor')).toBe(true);
    expect((await search('FCS00002')).every((x) => x.customer_fcs_id === 'FCS00002')).toBe(true);
    expect(await search('no such thing')).toEqual([]);
  });
});

describe('the report table dropoffs', () => {
  const data = async (phone: string, body: object) =>
    t.call({ method: 'POST', url: '/api/data/dropoffs', token: await t.tokenFor(phone), payload: body });
  const countOf = async (phone: string, body: object) =>
    (await t.call({ method: 'POST', url: '/api/row/dropoffs', token: await t.tokenFor(phone), payload: body })).json().data as number;

  it('gives df staff every drop-off, newest update first by default', async () => {
    const res = await data(PHONES.dropoffStaff, { limit: 500 });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Dropoff[];
    const n = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dropoffs'))[0]!.n;
    expect(rows).toHaveLength(n);
    expect(await countOf(PHONES.dropoffStaff, {})).toBe(n);
    const dates = rows.map((r) => r.updated_date!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['received', 'completed', 'canceled']));
  });

  it('scopes a joined customer to their own drop-offs whatever the filters say', async () => {
    const mine = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dropoffs WHERE customer_id = $1', [alice]))[0]!.n;
    expect(mine).toBeGreaterThan(0);
    for (const filters of [
      [],
      [{ field: 'customer_id', compare: '=', value: ben }],
      [{ field: 'customer_fcs_id', compare: '=', value: 'FCS00002' }],
      [
        {
          or_group: 'x',
          filters: [
            { field: 'customer_id', compare: 'not blank' },
            { field: 'customer_id', compare: 'blank' },
          ],
        },
      ],
    ]) {
      const res = await data(PHONES.alice, { limit: 500, filters });
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as Dropoff[];
      expect(rows.every((r) => r.customer_id === alice)).toBe(true);
      expect(await countOf(PHONES.alice, { filters })).toBe(rows.length);
    }
    expect(await countOf(PHONES.alice, {})).toBe(mine);
    expect(await countOf(PHONES.alice, { filters: [{ field: 'customer_id', compare: '=', value: ben }] })).toBe(0);
    // Staff without df are joined users with no drop-offs of their own; not-joined users get none.
    expect(await countOf(PHONES.pickupStaff, {})).toBe(0);
    expect((await data(PHONES.chloe, {})).statusCode).toBe(403);
  });

  it('lets a customer see a drop-off made for them just now (My Drop-Offs)', async () => {
    const d = await newFor(alice, 'Made at the counter');
    const rows = (await data(PHONES.alice, { filters: [{ field: 'dropoff_number', compare: 'like', value: d.dropoff_number }] })).json()
      .data as Dropoff[];
    expect(rows.map((r) => r.id)).toEqual([d.id]);
  });
});
