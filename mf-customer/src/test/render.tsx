import '@testing-library/jest-dom';
import { configure, render } from '@testing-library/react';
import { createStore, Provider, useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { noticeAtom, sessionAtom, SIGNED_OUT, type Session } from '@fcs/shared/session';

// antd renders large trees and this machine is shared: give async queries time.
configure({ asyncUtilTimeout: 5000 });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The shell's snackbar as text: "success: ..." or "error: ...". */
function NoticeProbe() {
  const notice = useAtomValue(noticeAtom);
  return <output data-testid="notice">{notice ? `${notice.kind}: ${notice.message}` : ''}</output>;
}

/** A joined customer, as the shell's session holds them. */
export const JOINED: Session = {
  ...SIGNED_OUT,
  ready: true,
  uid: 'uid-1',
  loggedIn: true,
  cid: 'u1',
  status: 'joined',
  privileges: [],
  phoneNumber: '+15550100001',
};

export interface RenderOptions {
  route?: string;
  path?: string;
  /** Entries before `route` in the history (so that "back" has somewhere to go). */
  history?: string[];
  /** More screens at other paths, e.g. /addresses for the select round trip. */
  routes?: Record<string, ReactElement>;
  session?: Session;
  store?: ReturnType<typeof createStore>;
}

/** Renders a screen at a URL inside a router (as the shell's) and a jotai store holding the session. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', path = '*', history = [], routes = {}, session = JOINED } = options;
  const store = options.store ?? createStore();
  store.set(sessionAtom, session);
  const entries = [...history, route];
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(routes).map(([p, element]) => (
            <Route key={p} path={p} element={element} />
          ))}
        </Routes>
        <LocationProbe />
        <NoticeProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';
export const currentNotice = () => document.querySelector('[data-testid="notice"]')?.textContent ?? '';
