import { allows } from '../model/access';
import { routesOf, WIDGETS, type RouteDef, type ScreenOwner } from '../model/routes';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';
import { principalOf, useNotify, useSession } from '@fcs/runtime/session';
import type { Screens } from '../ui/remote-screens';
import { DEMO_PHONES } from './demo-accounts';
import { DevSnackbar } from './dev-snackbar';
import type { createDevSession } from './use-dev-session';

const bar = {
  display: 'flex',
  gap: 16,
  alignItems: 'center',
  flexWrap: 'wrap',
  padding: '10px 16px',
  background: '#0b6e4f',
  color: '#fff',
} as const;
const link = ({ isActive }: { isActive: boolean }) => ({ color: '#fff', fontWeight: isActive ? 700 : 400 });

function DevSignIn({ useDevSession }: { useDevSession: ReturnType<typeof createDevSession> }) {
  const { phone, busy, signIn, signOut } = useDevSession();
  const notify = useNotify();
  const [choice, setChoice] = useState<string>(DEMO_PHONES[0].phone);
  if (phone) {
    return (
      <span style={{ marginLeft: 'auto' }}>
        Signed in as {phone}{' '}
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </span>
    );
  }
  return (
    <form
      style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}
      onSubmit={(e) => {
        e.preventDefault();
        signIn(choice).then(
          () => notify.success('Signed in'),
          (err: unknown) => notify.error(`Sign-in failed: ${err instanceof Error ? err.message : String(err)}`),
        );
      }}
    >
      <label>
        <span style={{ marginRight: 6 }}>Demo account</span>
        <select value={choice} onChange={(e) => setChoice(e.target.value)}>
          {DEMO_PHONES.map((d) => (
            <option key={d.phone} value={d.phone}>
              {d.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Dev sign-in'}
      </button>
    </form>
  );
}

function Allowed({ route, children }: { route: RouteDef; children: React.ReactNode }) {
  const session = useSession();
  if (!session.ready) return null;
  if (!allows(route.access, principalOf(session))) {
    return (
      <p style={{ padding: 16 }}>
        {session.loggedIn ? 'This account may not open this page.' : 'Sign in with a demo account (top right).'}
      </p>
    );
  }
  return <>{children}</>;
}

/** A minimal host for developing one remote alone: its routes from the manifest, dev sign-in, snackbar. */
export function StandaloneApp({
  remote,
  screens,
  useDevSession,
}: {
  remote: string;
  screens: Screens;
  useDevSession: ReturnType<typeof createDevSession>;
}) {
  const routes = routesOf(remote as ScreenOwner);
  const lazies = useMemo(
    () => Object.fromEntries(Object.entries(screens).map(([name, load]) => [name, lazy(load)])) as Record<string, ComponentType>,
    [screens],
  );
  const widgets = Object.values(WIDGETS).filter((w) => w.owner === remote);
  const menu = routes.filter(([, r]) => r.menu);
  return (
    <BrowserRouter>
      <header style={bar}>
        <strong>{remote} · standalone</strong>
        <NavLink to="/" end style={link}>
          Home
        </NavLink>
        {menu.map(([key, r]) => (
          <NavLink key={key} to={r.path} style={link}>
            {r.menu!.label}
          </NavLink>
        ))}
        <DevSignIn useDevSession={useDevSession} />
      </header>
      <main>
        <Suspense fallback={<p style={{ padding: 16 }}>Loading…</p>}>
          <Routes>
            <Route
              path="/"
              element={
                <div style={{ padding: 16, maxWidth: 720, display: 'grid', gap: 16 }}>
                  {widgets.length === 0 && <p>Pick a page above.</p>}
                  {widgets.map((w) => {
                    const Widget = lazies[w.screen];
                    return Widget ? <Widget key={w.screen} /> : null;
                  })}
                </div>
              }
            />
            {routes.map(([key, r]) => {
              const Screen = lazies[r.screen];
              return (
                <Route
                  key={key}
                  path={r.path}
                  element={
                    <Allowed route={r}>{Screen ? <Screen /> : <p style={{ padding: 16 }}>{r.screen} is not exposed yet.</p>}</Allowed>
                  }
                />
              );
            })}
            <Route path="*" element={<p style={{ padding: 16 }}>Not a page of {remote}.</p>} />
          </Routes>
        </Suspense>
      </main>
      <DevSnackbar />
    </BrowserRouter>
  );
}
