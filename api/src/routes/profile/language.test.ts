import { etDateId } from '@fcs/shared/contract';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';

/** Issue 24: the portal's language kept with the profile, and notices in the customer's language. */

let t: TestApp;
let alice: string;
let ben: string;
let tokens: Record<'alice' | 'ben' | 'pku' | 'admin', string>;

beforeAll(async () => {
  t = await createTestApp();
  alice = (await t.user(PHONES.alice)).id;
  ben = (await t.user(PHONES.ben)).id;
  tokens = {
    alice: await t.tokenFor(PHONES.alice),
    ben: await t.tokenFor(PHONES.ben),
    pku: await t.tokenFor(PHONES.pickupStaff),
    admin: await t.tokenFor(PHONES.admin),
  };
});
afterAll(() => t.close());

const put = (url: string, token: string, payload: object) => t.call({ method: 'PUT', url, token, payload });
const languageOf = async (id: string) =>
  (await t.db.query<{ language: string | null }>('SELECT language FROM users WHERE id = $1', [id]))[0]!.language;

describe('PUT /profile/language', () => {
  it('keeps the caller’s language with their profile, and GET /me answers it (another browser reads it there)', async () => {
    expect((await t.call({ method: 'GET', url: '/me', token: tokens.alice })).json().data.language).toBeNull();
    const res = await put('/profile/language', tokens.alice, { language: 'my' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: alice, language: 'my' });
    expect(await languageOf(alice)).toBe('my');
    expect(await languageOf(ben)).toBeNull();
    expect((await t.call({ method: 'GET', url: '/me', token: tokens.alice })).json().data.language).toBe('my');
    await put('/profile/language', tokens.alice, { language: 'en' });
    expect(await languageOf(alice)).toBe('en');
  });

  it('refuses a language the portal does not speak, or none, and changes nothing (400)', async () => {
    for (const payload of [{ language: 'fr' }, { language: '' }, {}, { language: 'my', user_id: ben }, { language: 7 }]) {
      const res = await put('/profile/language', tokens.ben, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await languageOf(ben)).toBeNull();
  });

  it('needs a sign-in (401)', async () => {
    expect((await t.call({ method: 'PUT', url: '/profile/language', payload: { language: 'my' } })).statusCode).toBe(401);
  });
});

describe('notices in the customer’s language', () => {
  const DAY = 86_400_000;
  const tomorrow = etDateId(new Date(Date.now() + DAY));

  async function confirmNewPickupOf(customer: string) {
    const [row] = await t.db.query<{ id: string; pickup_number: string }>(
      `INSERT INTO pickups (status, zone_id, pickup_date, customer_id, address_id, pickup_address)
       SELECT 'requested', z.id, $2, $1, a.id, jsonb_build_object('id', a.id, 'full_name', a.full_name, 'phone_number', a.phone_number, 'zip_code', a.zip_code)
         FROM delivery_addresses a, zones z WHERE a.user_id = $1 AND z.name = 'Central Jersey' LIMIT 1
       RETURNING id, pickup_number`,
      [customer, tomorrow],
    );
    const staff = (await t.user(PHONES.driver)).id;
    const res = await put('/pickups/confirm', tokens.pku, {
      id: row!.id,
      version: 1,
      pickup_date: tomorrow,
      pickup_time_from: '10:00',
      pickup_time_to: '12:30',
      pickup_staff_id: staff,
      remark: '',
    });
    expect(res.statusCode).toBe(200);
    const queued = await t.db.query<{ channel: string; subject: string | null; body: string }>(
      "SELECT channel, subject, body FROM notification_outbox WHERE related_id = $1 AND status <> 'skipped' ORDER BY channel",
      [row!.id],
    );
    return { number: row!.pickup_number, email: queued.find((m) => m.channel === 'email'), sms: queued.find((m) => m.channel === 'sms') };
  }
  const burmeseDate = `${tomorrow.slice(6, 8)}/${tomorrow.slice(4, 6)}/${tomorrow.slice(0, 4)}`;

  it('goes out in Burmese to a customer who chose Burmese, with the dates in Burmese order; in English to the others', async () => {
    await put('/profile/language', tokens.alice, { language: 'my' });
    const mine = await confirmNewPickupOf(alice);
    // The default formats end with the record's status link (%status_link%).
    const link = String.raw` https?://\S+/s/[A-Za-z0-9_-]{22}`;
    expect(mine.sms!.body).toMatch(
      new RegExp(
        `^${`FCS: လာယူမှု ${mine.number} ကို ${burmeseDate} 10:00-12:30 အတွက် အတည်ပြုပြီးပါပြီ။ ယာဉ်မောင်း: Oscar Diaz။`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${link}$`,
      ),
    );
    expect(mine.email!.subject).toBe(`သင်၏ ပစ္စည်းလာယူမှု ${mine.number} ကို အတည်ပြုပြီးပါပြီ`);
    expect(mine.email!.body).toContain('လူကြီးမင်း Alice Carter,');

    await put('/profile/language', tokens.alice, { language: 'en' });
    const english = await confirmNewPickupOf(alice);
    expect(english.sms!.body).toMatch(
      new RegExp(String.raw`^FCS: pickup .* confirmed for \d\d/\d\d/\d{4} 10:00-12:30\. Driver: Oscar Diaz\.${link}$`),
    );
  });

  it('falls back to the English of a channel whose Burmese text is empty; a format saved without its Burmese keeps it', async () => {
    const formats = (await t.call({ method: 'GET', url: '/email_formats', token: tokens.admin })).json().data as Record<string, unknown>[];
    const confirm = formats.find((f) => f.id === 'confirm_pickup')!;
    expect(confirm.sms_my).toContain('%pickup_number%');
    const { variables: _v, ...body } = confirm;
    // An older client's body (no Burmese fields): the Burmese version stays.
    const { subject_my: _s, message_my: _m, sms_my: _sms, ...englishOnly } = body;
    expect((await put('/email_formats', tokens.admin, englishOnly)).statusCode).toBe(200);
    expect((await t.db.query<{ sms_my: string }>("SELECT sms_my FROM email_formats WHERE id = 'confirm_pickup'"))[0]!.sms_my).toBe(
      confirm.sms_my,
    );
    // The Burmese SMS emptied: a Burmese customer's SMS is the English one; the e-mail stays Burmese.
    expect((await put('/email_formats', tokens.admin, { ...body, sms_my: '' })).statusCode).toBe(200);
    await put('/profile/language', tokens.ben, { language: 'my' });
    const bens = await confirmNewPickupOf(ben);
    expect(bens.sms!.body).toMatch(/^FCS: pickup .* confirmed for/);
    expect(bens.email?.subject ?? 'no e-mail').not.toMatch(/^Your pickup/);
    await put('/email_formats', tokens.admin, body);
    await put('/profile/language', tokens.ben, { language: 'en' });
  });

  it('refuses a Burmese text with a variable its format does not offer (400) and changes nothing', async () => {
    const formats = (await t.call({ method: 'GET', url: '/email_formats', token: tokens.admin })).json().data as Record<string, unknown>[];
    const { variables: _v, ...body } = formats.find((f) => f.id === 'cancel_pickup')!;
    const res = await put('/email_formats', tokens.admin, { ...body, sms_my: 'FCS: %dropoff_number%' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Burmese sms text');
    const tooLong = await put('/email_formats', tokens.admin, { ...body, sms_my: 'x'.repeat(1601) });
    expect(tooLong.statusCode).toBe(400);
  });
});
