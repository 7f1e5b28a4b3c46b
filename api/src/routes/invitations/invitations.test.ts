import { MSG } from '@fcs/shared/contract';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';
import { mintIdToken } from '../../test-support/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('invitations (spec 2 §4)', () => {
  it('check_invitation says invited for the invited phone, not for others', async () => {
    const chloe = await t.call({ method: 'GET', url: '/check_invitation', token: await t.tokenFor(PHONES.chloe) });
    expect(chloe.statusCode).toBe(200);
    expect(chloe.json().data).toEqual({ invited: true });

    const uid = await t.identity.ensureUser({ uid: 'stranger-1', phoneNumber: '+15559990001' });
    const stranger = await t.call({ method: 'GET', url: '/check_invitation', token: mintIdToken({ uid, phoneNumber: '+15559990001' }) });
    expect(stranger.json().data).toEqual({ invited: false });
  });

  it('check_invitation re-applies the claims of a joined user whose token lacks them', async () => {
    const alice = await t.user(PHONES.alice);
    const token = await t.tokenFor(PHONES.alice, { claims: {} });
    await t.identity.setClaims(alice.auth_uid!, null);
    const res = await t.call({ method: 'GET', url: '/check_invitation', token });
    expect(res.json().data).toEqual({ invited: false, refresh: true });
    expect(await t.identity.claimsOf(alice.auth_uid!)).toEqual({ cid: alice.id, pr: '', st: 'joined' });
    // With the claims in the token there is nothing to refresh.
    const again = await t.call({ method: 'GET', url: '/check_invitation', token: await t.tokenFor(PHONES.alice) });
    expect(again.json().data).toEqual({ invited: false });
  });

  it('join_invite makes the invited user joined, links the uid and sets the claims', async () => {
    const token = await t.tokenFor(PHONES.chloe);
    const res = await t.call({ method: 'POST', url: '/join_invite', token, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.joinInvited);
    const user = res.json().data;
    expect(user).toMatchObject({ user_name: 'Chloe Nguyen', phone_number: PHONES.chloe, status: 'joined' });

    const row = await t.user(PHONES.chloe);
    expect(row.status).toBe('joined');
    expect(row.auth_uid).toBeTruthy();
    expect(await t.identity.claimsOf(row.auth_uid!)).toEqual({ cid: row.id, pr: '', st: 'joined' });

    // The refreshed token (claims now set) opens the customer's endpoints.
    const me = await t.call({ method: 'GET', url: '/me', token: await t.tokenFor(PHONES.chloe) });
    expect(me.json().data.id).toBe(row.id);
  });

  it('a second join is idempotent', async () => {
    const res = await t.call({ method: 'POST', url: '/join_invite', token: await t.tokenFor(PHONES.chloe, { claims: {} }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('joined');
    const check = await t.call({ method: 'GET', url: '/check_invitation', token: await t.tokenFor(PHONES.chloe) });
    expect(check.json().data).toEqual({ invited: false });
  });

  it('join_invite refuses a phone without an invitation with 409', async () => {
    const uid = await t.identity.ensureUser({ uid: 'stranger-2', phoneNumber: '+15559990002' });
    const res = await t.call({ method: 'POST', url: '/join_invite', token: mintIdToken({ uid, phoneNumber: '+15559990002' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'Error', message: 'There is no invitation for this phone number' });
    const requested = await t.call({ method: 'POST', url: '/join_invite', token: await t.tokenFor(PHONES.requested) });
    expect(requested.statusCode).toBe(409);
  });

  it('join_invite changes nothing when the claims cannot be set', async () => {
    await t.db.query("UPDATE users SET status = 'invited', auth_uid = NULL WHERE phone_number = $1", ['+15550100014']);
    t.identity.failSetClaims = true;
    try {
      const res = await t.call({ method: 'POST', url: '/join_invite', token: await t.tokenFor('+15550100014') });
      expect(res.statusCode).toBe(500);
      expect(res.json().status).toBe('Error');
    } finally {
      t.identity.failSetClaims = false;
    }
    expect((await t.user('+15550100014')).status).toBe('invited');
  });

  it('anonymous callers cannot join (403)', async () => {
    const res = await t.call({ method: 'POST', url: '/join_invite', token: await t.anonymousToken() });
    expect(res.statusCode).toBe(403);
  });
});
