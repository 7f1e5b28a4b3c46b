import { SETTINGS_MSG, type EmailFormat, type PickupDate, type Zone } from '@fcs/shared/contract';
import { etDateId, todayDateId } from '@fcs/shared/model';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';

/** issue 12 · settings: the admin's writes of zones, pickup dates, e-mail/SMS formats and the contact block. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(PHONES.admin);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) => t.call({ method, url, token, payload });
const zonesNow = async () => (await call('GET', '/zones')).json().data as Zone[];
const zoneNamed = async (name: string) => (await zonesNow()).find((z) => z.name === name);
const day = (n: number) => etDateId(new Date(Date.now() + n * 86_400_000));
const centralJersey = async () => (await zoneNamed('Central Jersey'))!;

describe('privileges: admin only (sa and owner pass)', () => {
  it('refuses customers and staff without admin with 403, changing nothing', async () => {
    for (const phone of [PHONES.alice, PHONES.pickupStaff, PHONES.packageStaff, PHONES.driver]) {
      const token = await t.tokenFor(phone);
      const made = await call('POST', '/zones', { name: 'Not Mine', zip_codes: ['10001'] }, token);
      expect(made.statusCode).toBe(403);
      expect(made.json().message).toMatch(/"admin"/);
      expect((await call('POST', '/pickup_dates', { id: day(40), zones: [(await centralJersey()).id] }, token)).statusCode).toBe(403);
      expect((await call('GET', '/email_formats', undefined, token)).statusCode).toBe(403);
    }
    expect(await zoneNamed('Not Mine')).toBeUndefined();
  });

  it('lets the sa account through', async () => {
    expect((await call('GET', '/email_formats', undefined, await t.tokenFor(PHONES.superAdmin))).statusCode).toBe(200);
  });
});

describe('pickup zones: POST, PUT, DELETE /zones', () => {
  it('makes a zone of US zips with the spec text, and "zone from zip" then finds it', async () => {
    const res = await call('POST', '/zones', { name: 'Manhattan', zip_codes: ['10001', '10002'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Ok',
      message: SETTINGS_MSG.zoneMade,
      data: { name: 'Manhattan', zip_codes: ['10001', '10002'] },
    });
    const found = await call('GET', '/zones/by_zip/10002');
    expect(found.json().data.name).toBe('Manhattan');
  });

  it.each([
    [['0882'], SETTINGS_MSG.invalidZip],
    [['08a20'], SETTINGS_MSG.invalidZip],
    [['10003', '10003'], SETTINGS_MSG.zipInZone],
    [['00000'], '00000 is not a US zip code'],
    [[], SETTINGS_MSG.zoneZips],
  ])('refuses the zips %j with 400 "%s", making nothing', async (zips, message) => {
    const before = (await zonesNow()).length;
    const res = await call('POST', '/zones', { name: 'Bad Zips', zip_codes: zips });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await zonesNow()).length).toBe(before);
  });

  it('refuses a zip another zone holds with 409 naming that zone', async () => {
    const res = await call('POST', '/zones', { name: 'Edison Again', zip_codes: ['10004', '08820'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('zip code 08820 already belongs to the zone "Central Jersey"');
    expect(await zoneNamed('Edison Again')).toBeUndefined();
    expect((await call('GET', '/zones/by_zip/10004')).statusCode).toBe(404);
  });

  it('updates a zone (its own zips stay its own), refuses another zone’s zip, and answers 404 for a missing one', async () => {
    const zone = (await call('POST', '/zones', { name: 'Queens North', zip_codes: ['11101'] })).json().data as Zone;
    const res = await call('PUT', '/zones', { id: zone.id, name: 'Queens North & LIC', zip_codes: ['11101', '11102'] });
    expect(res.json()).toMatchObject({
      message: SETTINGS_MSG.zoneUpdated,
      data: { name: 'Queens North & LIC', zip_codes: ['11101', '11102'] },
    });
    const taken = await call('PUT', '/zones', { id: zone.id, name: 'Queens North & LIC', zip_codes: ['11101', '11201'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('"Brooklyn & Queens"');
    expect((await zoneNamed('Queens North & LIC'))!.zip_codes).toEqual(['11101', '11102']);
    const missing = await call('PUT', '/zones', { id: '00000000-0000-4000-8000-000000000000', name: 'X', zip_codes: ['11103'] });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a zone (soft): its zips are free again and its dates no longer offer it', async () => {
    const zone = (await call('POST', '/zones', { name: 'Short Lived', zip_codes: ['10005'] })).json().data as Zone;
    const date = day(41);
    await call('POST', '/pickup_dates', { id: date, zones: [zone.id] });
    const res = await call('DELETE', '/zones', { id: zone.id });
    expect(res.json()).toMatchObject({ status: 'Ok', message: SETTINGS_MSG.zoneDeleted });
    expect(await zoneNamed('Short Lived')).toBeUndefined();
    expect((await call('GET', '/zones/by_zip/10005')).statusCode).toBe(404);
    expect((await call('POST', '/zones', { name: 'Successor', zip_codes: ['10005'] })).statusCode).toBe(200);
    expect((await call('DELETE', '/zones', { id: zone.id })).statusCode).toBe(404);
  });
});

describe('available pickup dates: POST, PUT, DELETE /pickup_dates', () => {
  const dates = async () => (await call('GET', '/pickup_dates')).json().data as PickupDate[];

  it('offers a date in zones with its remark, and refuses the same date twice with 409', async () => {
    const zone = await centralJersey();
    const id = day(30);
    const res = await call('POST', '/pickup_dates', { id, remark: 'Extra Saturday', zones: [zone.id] });
    expect(res.json()).toMatchObject({
      message: SETTINGS_MSG.dateMade,
      data: { id, remark: 'Extra Saturday', zones: [{ id: zone.id, name: 'Central Jersey' }] },
    });
    const offered = (await call('GET', `/pickup_dates?zone_id=${zone.id}`)).json().data as PickupDate[];
    expect(offered.map((d) => d.id)).toContain(id);
    const again = await call('POST', '/pickup_dates', { id, remark: 'twice', zones: [zone.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is already offered/);
    expect((await dates()).find((d) => d.id === id)!.remark).toBe('Extra Saturday');
  });

  it.each([
    ['a date in the past', { id: '20200102' }, SETTINGS_MSG.datePast],
    ['a date that does not exist', { id: '20990231' }, SETTINGS_MSG.dateInvalid],
    ['no zones', { zones: [] }, SETTINGS_MSG.dateZones],
    ['an unknown zone', { zones: ['00000000-0000-4000-8000-000000000000'] }, 'does not exist'],
  ])('refuses %s with 400, offering nothing', async (_what, change, message) => {
    const zone = await centralJersey();
    const body = { id: day(31), zones: [zone.id], ...change };
    const before = await dates();
    const res = await call('POST', '/pickup_dates', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await dates()).toEqual(before);
  });

  it('updates the remark and zones, deletes it, and a deleted date can be offered again', async () => {
    const cj = await centralJersey();
    const bq = (await zoneNamed('Brooklyn & Queens'))!;
    const id = day(32);
    await call('POST', '/pickup_dates', { id, zones: [cj.id] });
    const res = await call('PUT', '/pickup_dates', { id, remark: 'Both zones', zones: [{ id: bq.id, name: bq.name }, cj.id] });
    expect(res.json()).toMatchObject({ message: SETTINGS_MSG.dateUpdated, data: { remark: 'Both zones' } });
    expect((res.json().data as PickupDate).zones.map((z) => z.name)).toEqual(['Brooklyn & Queens', 'Central Jersey']);
    expect((await call('DELETE', '/pickup_dates', { id })).json().message).toBe(SETTINGS_MSG.dateDeleted);
    expect((await dates()).map((d) => d.id)).not.toContain(id);
    expect((await call('PUT', '/pickup_dates', { id, zones: [cj.id] })).statusCode).toBe(404);
    expect((await call('DELETE', '/pickup_dates', { id })).statusCode).toBe(404);
    const back = await call('POST', '/pickup_dates', { id, remark: 'Back again', zones: [bq.id] });
    expect(back.json().data).toMatchObject({ id, remark: 'Back again', zones: [{ name: 'Brooklyn & Queens' }] });
  });

  it('today is still a date that can be offered', async () => {
    const today = todayDateId();
    const zone = (await call('POST', '/zones', { name: 'Today Zone', zip_codes: ['10006'] })).json().data as Zone;
    await t.db.query('DELETE FROM pickup_date_zones WHERE pickup_date_id = $1', [today]);
    await t.db.query('DELETE FROM pickup_dates WHERE id = $1', [today]);
    expect((await call('POST', '/pickup_dates', { id: today, zones: [zone.id] })).statusCode).toBe(200);
  });
});

describe('e-mail/SMS formats: GET and PUT /email_formats', () => {
  it('lists the six formats with the variables each notice fills in', async () => {
    const formats = (await call('GET', '/email_formats')).json().data as EmailFormat[];
    expect(formats.map((f) => f.id).sort()).toEqual([
      'cancel_pickup',
      'complete_dropoff',
      'complete_pickup',
      'confirm_pickup',
      'failed_pickup',
      'reschedule_pickup',
    ]);
    expect(formats.find((f) => f.id === 'failed_pickup')!.variables).toEqual(
      expect.arrayContaining(['reason', 'attempt_date', 'pickup_number']),
    );
    expect(formats.find((f) => f.id === 'confirm_pickup')!.variables).toContain('pickup_time_from');
    expect(formats.find((f) => f.id === 'complete_dropoff')!.variables).toContain('dropoff_number');
    expect(formats.find((f) => f.id === 'complete_dropoff')!.variables).not.toContain('pickup_number');
  });

  it('updates a format with the spec text, and the next notice uses it', async () => {
    const body = {
      id: 'cancel_pickup',
      subject: 'Canceled: %pickup_number%',
      message: 'Hello %name%, pickup %pickup_number% is canceled.',
      sms: 'FCS %pickup_number% canceled',
      enable_send_email: true,
      enable_send_sms: true,
    };
    const res = await call('PUT', '/email_formats', body);
    expect(res.json()).toMatchObject({ status: 'Ok', message: SETTINGS_MSG.formatsUpdated, data: body });
    const [row] = await t.db.query('SELECT subject, enable_send_sms FROM email_formats WHERE id = $1', ['cancel_pickup']);
    expect(row).toEqual({ subject: 'Canceled: %pickup_number%', enable_send_sms: true });
  });

  it.each([
    ['a variable the format does not offer', { sms: 'Drop-off %dropoff_number%' }, '%dropoff_number%'],
    ['an unknown format', { id: 'welcome' }, SETTINGS_MSG.formatMissing],
    ['an empty sms text while SMSs are sent', { sms: ' ', enable_send_sms: true }, 'sms text is required'],
  ])('refuses %s with 400, changing nothing', async (_what, change, message) => {
    const before = await t.db.query("SELECT * FROM email_formats WHERE id = 'confirm_pickup'");
    const body = { id: 'confirm_pickup', subject: 'S', message: 'M', sms: 'S', enable_send_email: true, enable_send_sms: false, ...change };
    const res = await call('PUT', '/email_formats', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await t.db.query("SELECT * FROM email_formats WHERE id = 'confirm_pickup'")).toEqual(before);
  });
});

describe('contact and office: PUT /settings', () => {
  const valid = {
    facebook_link: 'https://www.facebook.com/fcs.new',
    usa_address: '10 Main St, Edison, NJ 08817',
    usa_contact_number: '+1 732-555-0199',
    email_address: 'hello@fcs-forwarding.com',
    office_lat: 40.52,
    office_lng: -74.4,
  };

  it('updates the contact block and the office location, read back by everyone', async () => {
    const res = await call('PUT', '/settings', valid);
    expect(res.json()).toMatchObject({ status: 'Ok', data: valid });
    const read = await t.call({ method: 'GET', url: '/settings', token: await t.tokenFor(PHONES.alice) });
    expect(read.json().data).toMatchObject(valid);
  });

  it.each([
    ['a link that is not http(s)', { facebook_link: 'javascript:alert(1)' }, 'http(s) link'],
    ['an invalid e-mail', { email_address: 'not-an-email' }, 'e-mail address is not valid'],
    ['letters in the contact number', { usa_contact_number: 'call us' }, 'contact number must be digits'],
    ['a latitude off the globe', { office_lat: 91 }, 'latitude is between -90 and 90'],
    ['a blank address', { usa_address: '  ' }, 'US address is required'],
  ])('refuses %s with 400, changing nothing', async (_what, change, message) => {
    const before = await t.db.query('SELECT * FROM settings');
    const res = await call('PUT', '/settings', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await t.db.query('SELECT * FROM settings')).toEqual(before);
  });
});

describe('GET /zip_codes/:zip: the dataset lookup', () => {
  it('answers the city and state of a US zip, 404 for an unknown one', async () => {
    expect((await call('GET', '/zip_codes/08820')).json().data).toEqual({ zip: '08820', city: 'Edison', state: 'NJ' });
    const unknown = await call('GET', '/zip_codes/00000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('00000 is not a US zip code');
  });
});
