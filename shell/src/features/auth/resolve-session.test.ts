import { resolveSession, type SessionSources } from './resolve-session';

const phoneUser = { uid: 'u1', isAnonymous: false, phoneNumber: '+15550100001' };

function sources(claims: Record<string, unknown>[], invitation: { invited: boolean; refresh?: boolean } | Error = { invited: false }) {
  const readClaims = jest.fn(async (force: boolean) => (force ? (claims[1] ?? claims[0]) : claims[0]) ?? {});
  const checkInvitation = jest.fn(async () => {
    if (invitation instanceof Error) throw invitation;
    return invitation;
  });
  return { readClaims, checkInvitation } satisfies SessionSources;
}

describe('resolveSession (spec 1 §4, §6)', () => {
  it('an anonymous user is not logged in and has no privileges', async () => {
    const s = sources([{}]);
    const session = await resolveSession({ uid: 'a1', isAnonymous: true, phoneNumber: null }, s);
    expect(session).toMatchObject({ ready: true, anonymous: true, loggedIn: false, status: null, privileges: [] });
    expect(s.checkInvitation).not.toHaveBeenCalled();
  });

  it('takes cid, pr (split on ":") and st from the claims', async () => {
    const s = sources([{ cid: 'c7', pr: 'rpt:admin', st: 'joined' }]);
    expect(await resolveSession(phoneUser, s)).toEqual({
      ready: true,
      uid: 'u1',
      anonymous: false,
      loggedIn: true,
      cid: 'c7',
      status: 'joined',
      privileges: ['rpt', 'admin'],
      phoneNumber: '+15550100001',
    });
    expect(s.checkInvitation).not.toHaveBeenCalled();
  });

  it('with no cid claim, the invitation check decides invited ...', async () => {
    const s = sources([{}], { invited: true });
    expect((await resolveSession(phoneUser, s)).status).toBe('invited');
  });

  it('... or signup', async () => {
    const s = sources([{}], { invited: false });
    expect((await resolveSession(phoneUser, s)).status).toBe('signup');
  });

  it('refreshes the token and reads the claims again when the check says refresh', async () => {
    const s = sources([{}, { cid: 'c3', st: 'invited' }], { invited: true, refresh: true });
    const session = await resolveSession(phoneUser, s);
    expect(s.readClaims).toHaveBeenLastCalledWith(true);
    expect(session).toMatchObject({ cid: 'c3', status: 'invited' });
  });

  it('leaves the status unknown (no signup redirect) when the check fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const session = await resolveSession(phoneUser, sources([{}], new Error('Network Error')));
    expect(session).toMatchObject({ loggedIn: true, status: null });
    warn.mockRestore();
  });
});
