import { encodeTrackingList, MSG } from '@fcs/shared/contract';
import { KNOWN_TRACKING_IDS } from '../../db/seed/demo-data';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const track = async (list: string, token: string) => t.call({ method: 'GET', url: `/track/${list}`, token });

describe('GET /track/{encoded list} (spec 1 §2.4)', () => {
  it('answers one entry per number, in input order, found and "Not found"', async () => {
    const list = encodeTrackingList(['NOPE123', KNOWN_TRACKING_IDS.ben, KNOWN_TRACKING_IDS.alice]);
    const res = await track(list, await t.anonymousToken());
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((d: { tracking_id: string }) => d.tracking_id)).toEqual(['NOPE123', KNOWN_TRACKING_IDS.ben, KNOWN_TRACKING_IDS.alice]);
    expect(data[0]).toEqual({
      id: null,
      tracking_id: 'NOPE123',
      status: null,
      remark: MSG.notFound,
      received_date: null,
      updated_date: null,
    });
    expect(data[1].status).toMatch(/received|processed|packed|delivered/);
    expect(data[1].received_date).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data[1].remark).not.toBe(MSG.notFound);
  });

  it('upper-cases, removes spaces and accepts new lines like the box does', async () => {
    const res = await track(encodeURIComponent(` ${KNOWN_TRACKING_IDS.alice.toLowerCase()}\n784 927 501 234 `), await t.anonymousToken());
    expect(res.json().data.map((d: { tracking_id: string; status: string }) => [d.tracking_id, d.status !== null])).toEqual([
      [KNOWN_TRACKING_IDS.alice, true],
      [KNOWN_TRACKING_IDS.unassigned, true],
    ]);
  });

  it('refuses more than 30 numbers with 400 "Exceed more than 30"', async () => {
    const numbers = Array.from({ length: 31 }, (_, i) => `1Z999AA1${String(i).padStart(10, '0')}`);
    const res = await track(encodeTrackingList(numbers), await t.anonymousToken());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'Error', message: 'Exceed more than 30' });
  });

  it('takes exactly 30 long numbers in one path segment', async () => {
    const numbers = Array.from({ length: 30 }, (_, i) => `9400111899${String(i).padStart(12, '0')}`);
    const res = await track(encodeTrackingList(numbers), await t.anonymousToken());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(30);
  });

  it('gives the id only to whoever may open the package', async () => {
    const list = encodeTrackingList([KNOWN_TRACKING_IDS.alice, KNOWN_TRACKING_IDS.aliceSent, KNOWN_TRACKING_IDS.ben]);
    const ids = async (token: string) => (await track(list, token)).json().data.map((d: { id: string | null }) => d.id !== null);
    expect(await ids(await t.anonymousToken())).toEqual([false, false, false]);
    // Alice: consignee of the first, sender of the second, nothing to do with the third.
    expect(await ids(await t.tokenFor(PHONES.alice))).toEqual([true, true, false]);
    expect(await ids(await t.tokenFor(PHONES.ben))).toEqual([false, true, true]);
    expect(await ids(await t.tokenFor(PHONES.packageStaff))).toEqual([true, true, true]);
    expect(await ids(await t.tokenFor(PHONES.pickupStaff))).toEqual([false, false, false]);
  });
});
