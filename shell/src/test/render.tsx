import { SIGNED_OUT, sessionAtom, type Session } from '@fcs/shared/session';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/app';

type Store = ReturnType<typeof createStore>;

const signedIn = (over: Partial<Session>): Session => ({
  ...SIGNED_OUT,
  ready: true,
  uid: 'u1',
  loggedIn: true,
  phoneNumber: '+15550100001',
  ...over,
});

/** The principals the spec's rules talk about. */
export const SESSIONS: Record<'anonymous' | 'joined' | 'invited' | 'signup' | 'admin' | 'sa' | 'staffPickups', Session> = {
  anonymous: { ...SIGNED_OUT, ready: true, uid: 'anon', anonymous: true },
  joined: signedIn({ cid: 'c1', status: 'joined' }),
  invited: signedIn({ status: 'invited' }),
  signup: signedIn({ status: 'signup' }),
  admin: signedIn({ cid: 's7', status: 'joined', privileges: ['rpt', 'admin'] }),
  sa: signedIn({ cid: 's9', status: 'joined', privileges: ['sa'] }),
  staffPickups: signedIn({ cid: 's4', status: 'joined', privileges: ['pku', 'col'] }),
};

/** Shows the current path, so that a test can see a redirect. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}

export function renderWithProviders(
  ui: ReactElement,
  { session = SESSIONS.anonymous, route = '/', store }: { session?: Session; route?: string; store?: Store } = {},
) {
  const s = store ?? createStore();
  s.set(sessionAtom, session);
  const result = render(
    <Provider store={s}>
      <AppProviders>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>
    </Provider>,
  );
  return { store: s, ...result };
}
