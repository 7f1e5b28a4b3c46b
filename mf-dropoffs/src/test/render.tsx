import '@testing-library/jest-dom';
import { configure, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SIGNED_OUT, sessionAtom, type Session } from '@fcs/shared/session';

// antd screens are heavy in jsdom: with every test file running at once, 1 s is not always enough.
configure({ asyncUtilTimeout: 5000 });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export const STAFF_DF: Session = { ...SIGNED_OUT, ready: true, uid: 'u5', loggedIn: true, cid: '5', status: 'joined', privileges: ['df'] };
export const ADMIN: Session = { ...STAFF_DF, uid: 'u7', cid: '7', privileges: ['rpt', 'admin'] };

export interface RenderOptions {
  /** The URL history; the last entry is shown. */
  history?: string[];
  /** Screens by route path; the first is also `*` when `ui` is given. */
  routes?: Record<string, ReactElement>;
  session?: Session;
  store?: ReturnType<typeof createStore>;
}

/**
 * Renders screens in a router (as the shell's) and a fresh jotai store (as the shell's one store),
 * signed in as `session`, with the current location shown for assertions.
 */
export function renderWithProviders(
  ui: ReactElement | null,
  { history = ['/'], routes = {}, session = STAFF_DF, store = createStore() }: RenderOptions = {},
) {
  store.set(sessionAtom, session);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          {ui ? <Route path="*" element={ui} /> : null}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}
