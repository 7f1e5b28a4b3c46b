// One render for every component test in the portal: a router at a URL, a jotai store holding the
// session, the FCS theme, and probes that show the current location and the snackbar's notice.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { setLanguage } from '@fcs/runtime/i18n';
import { createStore, Provider, useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { noticeAtom } from '@fcs/runtime/session/notify';
import { sessionAtom, SIGNED_OUT, type Session } from '@fcs/runtime/session/session';
import { FcsConfig } from '../ui/fcs-config';

type Store = ReturnType<typeof createStore>;

const signedIn = (over: Partial<Session>): Session => ({
  ...SIGNED_OUT,
  ready: true,
  uid: 'uid-1',
  loggedIn: true,
  phoneNumber: '+15550100001',
  ...over,
});

/** The principals the spec's rules talk about, as the shell's session holds them. */
export const SESSIONS = {
  anonymous: { ...SIGNED_OUT, ready: true, uid: 'anon', anonymous: true } as Session,
  joined: signedIn({ cid: 'u1', status: 'joined' }),
  invited: signedIn({ status: 'invited' }),
  signup: signedIn({ status: 'signup' }),
  pickupStaff: signedIn({ cid: 's4', status: 'joined', privileges: ['pku', 'col'] }),
  driver: signedIn({ cid: 's10', status: 'joined', privileges: ['col'] }),
  dropoffStaff: signedIn({ cid: 's5', status: 'joined', privileges: ['df'] }),
  officeStaff: signedIn({ cid: 's6', status: 'joined', privileges: ['cu', 'pkg', 'inv'] }),
  admin: signedIn({ cid: 's7', status: 'joined', privileges: ['rpt', 'admin'] }),
  sa: signedIn({ cid: 's9', status: 'joined', privileges: ['sa'] }),
} satisfies Record<string, Session>;

function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="Current path" data-testid="location">
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** The shell's snackbar as text: "success: ..." or "error: ...". */
function NoticeProbe() {
  const notice = useAtomValue(noticeAtom);
  return <output data-testid="notice">{notice ? `${notice.kind}: ${notice.message}` : ''}</output>;
}

export interface RenderOptions {
  /** The current URL (default: the last entry of `history`, or /). */
  route?: string;
  /** The route pattern the screen is mounted at (its params come from `route`). */
  path?: string;
  /** Entries before `route` in the history (so that "back" has somewhere to go); the last is current when `route` is absent. */
  history?: string[];
  /** More screens at other paths, e.g. /addresses for the select round trip. */
  routes?: Record<string, ReactElement>;
  session?: Session;
  store?: Store;
}

/**
 * Renders `ui` at a URL inside a router and a jotai store holding the session (a joined customer by
 * default). `ui` null: only the screens of `routes`.
 */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const { route, path = '*', history = [], routes = {}, session = SESSIONS.joined } = options;
  const store = options.store ?? createStore();
  store.set(sessionAtom, session);
  const entries = route !== undefined ? [...history, route] : history.length ? history : ['/'];
  const result = render(
    <Provider store={store}>
      <FcsConfig>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <Routes>
            {ui ? <Route path={path} element={ui} /> : null}
            {Object.entries(routes).map(([p, element]) => (
              <Route key={p} path={p} element={element} />
            ))}
          </Routes>
          <LocationProbe />
          <NoticeProbe />
        </MemoryRouter>
      </FcsConfig>
    </Provider>,
  );
  return { ...result, store };
}

export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';
export const currentNotice = () => document.querySelector('[data-testid="notice"]')?.textContent ?? '';
export const JOINED = SESSIONS.joined;
export const STAFF_DF = SESSIONS.dropoffStaff;
export const ADMIN = SESSIONS.admin;

/** Every app's texts in `language` for the tests that follow (each catalogue loads before it resolves). */
export { setLanguage };

/**
 * The English words left on screen (text, placeholders, accessible names, titles, alt texts) once
 * the `data` shown (names, addresses, numbers) is taken out: what a Burmese reader would still meet
 * in English. Words of two letters or more; the brand FCS and its ID stay.
 */
export function englishLeft(data: readonly string[], root: HTMLElement = document.body): string[] {
  // The test's own probes and antd's icon names (role img, inside a button or link that has its own name) aside.
  const ours = (el: Element | null) => Boolean(el?.closest('[data-testid],.anticon,style,script'));
  const parts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!ours(node.parentElement)) parts.push(node.textContent ?? '');
  root.querySelectorAll('[placeholder],[aria-label],[title],[alt]').forEach((el) => {
    if (ours(el)) return;
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) parts.push(el.getAttribute(name) ?? '');
  });
  let text = parts.join('\n');
  // Longest first, so that "Alice Carter (office)" goes before "Alice Carter".
  for (const value of [...data].sort((a, b) => b.length - a.length)) text = text.split(value).join(' ');
  const words = text.match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((w) => !['FCS', 'ID', 'US'].includes(w)))];
}
