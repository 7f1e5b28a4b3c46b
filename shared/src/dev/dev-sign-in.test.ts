import { claimsOf, devSignIn, sessionFromToken } from './dev-sign-in';

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = (claims: Record<string, unknown>) => `${b64url({ alg: 'none' })}.${b64url(claims)}.`;

describe('standalone dev sign-in', () => {
  it('builds the session from the token claims cid, pr and st', () => {
    const s = sessionFromToken(
      token({
        sub: 'uid-1',
        cid: '42',
        pr: 'pku:col',
        st: 'joined',
        phone_number: '+15550100001',
        firebase: { sign_in_provider: 'phone' },
      }),
    );
    expect(s).toMatchObject({
      ready: true,
      uid: 'uid-1',
      loggedIn: true,
      anonymous: false,
      cid: '42',
      status: 'joined',
      privileges: ['pku', 'col'],
    });
    expect(s.phoneNumber).toBe('+15550100001');
  });

  it('treats an anonymous token as not logged in and ignores unknown statuses', () => {
    const s = sessionFromToken(token({ sub: 'anon', st: 'weird', firebase: { sign_in_provider: 'anonymous' } }));
    expect(s).toMatchObject({ loggedIn: false, anonymous: true, status: null, privileges: [], cid: null });
  });

  it('reads claims with UTF-8 and survives garbage', () => {
    expect(claimsOf(token({ name: 'Zoë' })).name).toBe('Zoë');
    expect(claimsOf('not-a-token')).toEqual({});
  });

  it('signs in through the Auth emulator REST API: send code, read it, sign in', async () => {
    const calls: { url: string; body?: unknown }[] = [];
    global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const u = String(url);
      calls.push({ url: u, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = u.includes('sendVerificationCode')
        ? { sessionInfo: 'S1' }
        : u.includes('verificationCodes')
          ? {
              verificationCodes: [
                { sessionInfo: 'S0', code: '000000' },
                { sessionInfo: 'S1', code: '123456' },
              ],
            }
          : { idToken: 'ID-TOKEN' };
      return { ok: true, status: 200, json: async () => json } as Response;
    }) as typeof fetch;
    const idToken = await devSignIn('+15550100001', { authEmulatorUrl: 'http://emu', apiKey: 'demo-api-key', projectId: 'demo-fcs' });
    expect(idToken).toBe('ID-TOKEN');
    expect(calls).toEqual([
      {
        url: 'http://emu/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode?key=demo-api-key',
        body: { phoneNumber: '+15550100001', recaptchaToken: 'dev' },
      },
      { url: 'http://emu/emulator/v1/projects/demo-fcs/verificationCodes', body: undefined },
      {
        url: 'http://emu/identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber?key=demo-api-key',
        body: { sessionInfo: 'S1', code: '123456' },
      },
    ]);
  });
});
