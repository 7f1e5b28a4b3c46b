import { MSG, type SmsMessagesPage, type SmsRateRow, type SmsUsageMonth } from '@fcs/shared/contract';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: string;
let sa: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(PHONES.admin);
  sa = await t.tokenFor(PHONES.superAdmin);
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.call({ method: 'GET', url, token });
const write = (method: 'POST' | 'PUT' | 'DELETE', payload: object, token = sa) => t.call({ method, url: '/sms_rates', token, payload });
const rates = async () => (await get('/sms_rates')).json().data as SmsRateRow[];
const allRates = () => t.db.query('SELECT id, country, country_code, rate::float8 AS rate, delete_time FROM sms_rates ORDER BY id');

/** The month id (YYYYM) of an instant, in America/New_York as the usage page counts. */
const monthId = (d: Date) => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: 'numeric' }).formatToParts(d);
  return `${parts.find((p) => p.type === 'year')!.value}${parts.find((p) => p.type === 'month')!.value}`;
};

describe('SMS usage (/sms): admin staff only', () => {
  it('refuses customers and staff without admin (403), and admin, sa pass', async () => {
    for (const phone of [PHONES.alice, PHONES.pickupStaff, PHONES.packageStaff]) {
      const token = await t.tokenFor(phone);
      expect((await get('/sms_months', token)).statusCode).toBe(403);
      expect((await get(`/sms_messages?month=${monthId(new Date())}`, token)).statusCode).toBe(403);
    }
    expect((await get('/sms_months', sa)).statusCode).toBe(200);
  });

  it('lists the last twelve months newest first (YYYYM ids, empty months with 0), with the seeded year of history', async () => {
    const months = (await get('/sms_months')).json().data as SmsUsageMonth[];
    expect(months).toHaveLength(12);
    expect(months[0]!.id).toBe(monthId(new Date()));
    for (const m of months) expect(m.id).toMatch(/^\d{4}([1-9]|1[0-2])$/);
    expect(months.filter((m) => m.count > 0).length).toBeGreaterThanOrEqual(10);
    expect((await get('/sms_months?last=24')).json().data).toHaveLength(24);
  });

  it("pages a month's messages newest first with the month's count and amount (Usage:$)", async () => {
    const month = monthId(new Date());
    const [sums] = await t.db.query<{ n: number; amount: number }>(
      `SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::float8 AS amount FROM sms_messages
        WHERE to_char(date AT TIME ZONE 'America/New_York', 'YYYY') || extract(month FROM date AT TIME ZONE 'America/New_York')::int::text = $1`,
      [month],
    );
    const page = (await get(`/sms_messages?month=${month}&limit=2`)).json().data as SmsMessagesPage;
    expect(page.total).toBe(Number(sums!.n));
    expect(page.amount).toBeCloseTo(Number(sums!.amount), 4);
    expect(page.rows.length).toBe(Math.min(2, page.total));
    expect(Object.keys(page.rows[0]!).sort()).toEqual([
      'amount',
      'country_code',
      'date',
      'from',
      'id',
      'message',
      'segments',
      'status',
      'to',
    ]);
    const page2 = (await get(`/sms_messages?month=${month}&limit=2&offset=2`)).json().data as SmsMessagesPage;
    expect(page2.rows.map((r) => r.id)).not.toContain(page.rows[0]!.id);
    if (page.rows.length === 2) expect(page.rows[0]!.date! >= page.rows[1]!.date!).toBe(true);
  });

  it('takes only the page sizes 2, 4, 6 and 10 and a YYYYM month (400 otherwise)', async () => {
    for (const q of ['month=202613', 'month=2026011', 'month=abc', '', 'month=202611&limit=20', 'month=202611&offset=-1']) {
      const res = await get(`/sms_messages?${q}`);
      expect([q, res.statusCode]).toEqual([q, 400]);
    }
    for (const limit of [2, 4, 6, 10]) expect((await get(`/sms_messages?month=202611&limit=${limit}`)).statusCode).toBe(200);
    expect((await get('/sms_months?last=0')).statusCode).toBe(400);
  });
});

describe('SMS rates (/rates): the list for admin staff, add, edit and delete for sa only', () => {
  it('lists the seeded rates by country to admin staff; a staff member without admin gets 403', async () => {
    const list = await rates();
    expect(list.map((r) => r.country_code)).toEqual(expect.arrayContaining(['+1', '+95']));
    expect(list.map((r) => r.country)).toEqual([...list.map((r) => r.country)].sort());
    expect((await get('/sms_rates', await t.tokenFor(PHONES.pickupStaff))).statusCode).toBe(403);
  });

  it('refuses every write to admin staff without sa (403) and changes nothing', async () => {
    const before = await allRates();
    const [one] = await rates();
    expect((await write('POST', { country: 'Japan', country_code: '+81', rate: 0.07 }, admin)).statusCode).toBe(403);
    expect((await write('PUT', { ...one!, rate: 9 }, admin)).statusCode).toBe(403);
    expect((await write('DELETE', { id: one!.id }, admin)).statusCode).toBe(403);
    expect(await allRates()).toEqual(before);
  });

  it('sa adds, edits and soft-deletes a rate with the spec’s messages', async () => {
    const created = await write('POST', { id: '', country: ' Japan ', country_code: '81', rate: '0.07' });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(MSG.createSmsRate);
    const row = created.json().data as SmsRateRow;
    expect(row).toMatchObject({ country: 'Japan', country_code: '+81', rate: 0.07 });

    const updated = await write('PUT', { ...row, rate: 0.065 });
    expect(updated.json()).toMatchObject({ message: MSG.updateSmsRate, data: { id: row.id, rate: 0.065 } });

    const deleted = await write('DELETE', { id: row.id });
    expect(deleted.json().message).toBe(MSG.deleteSmsRate);
    expect((await rates()).map((r) => r.id)).not.toContain(row.id);
    const [kept] = await t.db.query<{ delete_time: string }>('SELECT delete_time::text FROM sms_rates WHERE id = $1', [row.id]);
    expect(Number(kept!.delete_time)).toBeGreaterThan(0);
    // Deleted: gone for edits; its calling code is free again.
    expect((await write('PUT', { ...row })).statusCode).toBe(404);
    expect((await write('DELETE', { id: row.id })).statusCode).toBe(404);
    expect((await write('POST', { country: 'Japan', country_code: '+81', rate: 0.08 })).statusCode).toBe(200);
  });

  it("answers 'Invalid rate' (400) for a rate that does not parse to a nonzero number, changing nothing", async () => {
    const before = await allRates();
    for (const rate of ['abc', '0', 0, '0.0', '', '1.2.3', -0.5, '12abc', null]) {
      const res = await write('POST', { country: 'Kenya', country_code: '+254', rate });
      expect([rate, res.statusCode, res.json().message]).toEqual([rate, 400, MSG.invalidRate]);
    }
    const [one] = await rates();
    expect((await write('PUT', { ...one!, rate: 'zero' })).json().message).toBe(MSG.invalidRate);
    expect(await allRates()).toEqual(before);
  });

  it('refuses a second rate for a calling code (409), a bad code or a missing country (400), an unknown id (404)', async () => {
    const before = await allRates();
    const dup = await write('POST', { country: 'USA again', country_code: '+1', rate: 0.01 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/United States has the rate of \+1 already/);
    expect((await write('POST', { country: 'X', country_code: '+1234', rate: 0.01 })).statusCode).toBe(400);
    expect((await write('POST', { country: '  ', country_code: '+254', rate: 0.01 })).statusCode).toBe(400);
    const [one] = await rates();
    expect((await write('PUT', { ...one!, id: 'not-a-uuid' })).statusCode).toBe(404);
    expect((await write('DELETE', { id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const us = (await rates()).find((r) => r.country_code === '+1')!;
    const mm = (await rates()).find((r) => r.country_code === '+95')!;
    expect((await write('PUT', { ...mm, country_code: '+1' })).statusCode).toBe(409);
    expect((await write('PUT', { ...us, rate: us.rate })).statusCode).toBe(200);
    expect(await allRates()).toEqual(before);
  });
});
