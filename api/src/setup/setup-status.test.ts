import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';

/** Issue 32 · the first run: GET /setup tells the super-admin what an empty portal still lacks, from the database and the api's own configuration. */
let empty: TestApp;
let demo: TestApp;
beforeAll(async () => {
  [empty, demo] = await Promise.all([createTestApp({ seeded: false }), createTestApp()]);
}, 60_000);
afterAll(() => Promise.all([empty.close(), demo.close()]));

const stepsOf = async (t: TestApp, token: string) => {
  const res = await t.call({ method: 'GET', url: '/setup', token });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(
    (res.json().data.steps as { key: string; done: boolean; missing: string[]; detail?: string }[]).map((s) => [s.key, s]),
  );
};

describe('GET /setup', () => {
  it('lists every step as not done on an empty database, with what is missing', async () => {
    const phone = '+15550109999';
    const { after } = await empty.db.tx((q) => empty.app.repos.users.upsertStaff(q, { phone, name: 'First Admin', privileges: ['sa'] }));
    await empty.db.query('UPDATE users SET auth_uid = $2 WHERE id = $1', [after.id, `uid-${phone.slice(-4)}`]);
    const steps = await stepsOf(empty, await empty.tokenFor(phone));
    expect(Object.keys(steps)).toEqual(['contact', 'zones', 'pickupDates', 'formats', 'smsRates', 'email', 'sms']);
    expect(steps.contact).toMatchObject({ done: false, missing: ['facebook_link', 'usa_address', 'usa_contact_number', 'email_address'] });
    expect(steps.zones!.done).toBe(false);
    expect(steps.pickupDates!.done).toBe(false);
    expect(steps.formats).toMatchObject({
      done: false,
      missing: ['confirm_pickup', 'cancel_pickup', 'complete_pickup', 'reschedule_pickup', 'complete_dropoff', 'failed_pickup'],
    });
    expect(steps.smsRates).toMatchObject({ done: false, missing: ['+1', '+95', '+65', '+44', '+66'] });
    // The test api runs as in development: no SMTP, the development SMS provider (records, never sends).
    expect(steps.email).toMatchObject({ done: false, detail: 'none' });
    expect(steps.sms).toMatchObject({ done: false, detail: 'dev' });
  });

  it('says the demo’s settings, zones, dates, formats and rates are done', async () => {
    const steps = await stepsOf(demo, await demo.tokenFor(PHONES.superAdmin));
    for (const key of ['contact', 'zones', 'pickupDates', 'formats', 'smsRates']) expect([key, steps[key]!.done]).toEqual([key, true]);
  });

  it('is the super-admin’s: admin staff and customers get 403', async () => {
    for (const phone of [PHONES.admin, PHONES.alice]) {
      const res = await demo.call({ method: 'GET', url: '/setup', token: await demo.tokenFor(phone) });
      expect(res.statusCode).toBe(403);
    }
  });
});
