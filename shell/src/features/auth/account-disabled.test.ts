import { createStore } from 'jotai';
import { sessionAtom } from '@fcs/runtime/session';
import { SESSIONS } from '@fcs/shared/testing';
import { markDisabledOn } from './account-disabled';

describe('a call refused because the account is disabled (issue 23.3)', () => {
  it('turns the open session into a disabled one, without privileges', () => {
    const store = createStore();
    store.set(sessionAtom, { ...SESSIONS.joined, privileges: ['cu'] });
    markDisabledOn({ status: 403, message: 'Your account is disabled: ask us to enable it again' }, store);
    expect(store.get(sessionAtom)).toMatchObject({ status: 'disabled', privileges: [], loggedIn: true });
  });

  it('leaves the session alone for any other failure', () => {
    const store = createStore();
    store.set(sessionAtom, SESSIONS.joined);
    markDisabledOn({ status: 403, message: 'You are not allowed to do this' }, store);
    markDisabledOn({ status: 500, message: 'Your account is disabled: ask us to enable it again' }, store);
    expect(store.get(sessionAtom)).toBe(SESSIONS.joined);
  });
});
