import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { syncDemoAccounts } from './sync-demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const emulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

/** Phone sign-in through the emulator's REST API, as the browser SDK does it: a real emulator ID token. */
async function signInWithPhone(phoneNumber: string): Promise<string> {
  const post = async (method: string, body: object) => {
    const res = await fetch(`${emulator()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, string>>;
  };
  const { sessionInfo } = await post('sendVerificationCode', { phoneNumber, recaptchaToken: 'x' });
  const codes = (await (await fetch(`${emulator()}/emulator/v1/projects/demo-fcs/verificationCodes`)).json()) as {
    verificationCodes: { sessionInfo: string; code: string }[];
  };
  const code = codes.verificationCodes.find((c) => c.sessionInfo === sessionInfo)!.code;
  return (await post('signInWithPhoneNumber', { sessionInfo, code })).idToken!;
}

describe('demo accounts in the Auth emulator', () => {
  it('creates the identities and sets claims from the database, idempotently', async () => {
    await syncDemoAccounts(t.db, t.identity);
    const synced = await syncDemoAccounts(t.db, t.identity);
    expect(synced).toHaveLength(DEMO_ACCOUNTS.length);
    const alice = await t.user(PHONES.alice);
    expect(await t.identity.claimsOf('demo-0001')).toEqual({ cid: alice.id, pr: '', st: 'joined' });
    expect(await t.identity.claimsOf('demo-0006')).toMatchObject({ pr: 'cu:pkg:inv', st: 'joined' });
    // The invited user gets no cid claim.
    expect(await t.identity.claimsOf('demo-0003')).toEqual({});
  });

  it('lets a real phone sign-in through the emulator reach the api with the claims', async () => {
    await syncDemoAccounts(t.db, t.identity);
    const token = await signInWithPhone(PHONES.ben);
    const me = await t.call({ method: 'GET', url: '/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ user_name: 'Ben Okafor', status: 'joined' });

    const chloe = await signInWithPhone(PHONES.chloe);
    const check = await t.call({ method: 'GET', url: '/check_invitation', token: chloe });
    expect(check.json().data).toEqual({ invited: true });
  });
});
