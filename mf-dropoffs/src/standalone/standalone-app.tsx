import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@fcs/shared/contract/routes';
import { useNotify, useSession } from '@fcs/shared/session';
import { DEMO_PHONES } from './config';
import { DevSnackbar } from './dev-snackbar';
import { useDevSession } from './use-dev-session';

// The exposed modules, loaded as the shell loads them: each in its own chunk.
const DropoffList = lazy(() => import('../exposes/dropoff-list'));
const CreateDropoff = lazy(() => import('../exposes/create-dropoff'));
const DropoffDetail = lazy(() => import('../exposes/dropoff-detail'));
const DropoffEdit = lazy(() => import('../exposes/dropoff-edit'));
const DropoffComplete = lazy(() => import('../exposes/dropoff-complete'));
const DropoffCancel = lazy(() => import('../exposes/dropoff-cancel'));
const SearchCustomers = lazy(() => import('../exposes/search-customers'));

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

function DevSignIn() {
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
      style={{ marginLeft: 'auto', display: 'flex', gap: 8, flexWrap: 'wrap' }}
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

function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.ready) return null;
  if (!session.loggedIn) return <p style={{ padding: 16 }}>Sign in with a demo account (top right) to see this page.</p>;
  return <>{children}</>;
}

/** A minimal host for developing this remote alone: router, dev sign-in, snackbar. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <header style={bar}>
        <strong>mf-dropoffs · standalone</strong>
        <NavLink to={ROUTES.dropoffs.path} style={link}>
          Drop-Offs
        </NavLink>
        <DevSignIn />
      </header>
      <main>
        <Suspense fallback={<p style={{ padding: 16 }}>Loading…</p>}>
          <SignedInOnly>
            <Routes>
              <Route path="/" element={<Navigate to={ROUTES.dropoffs.path} replace />} />
              <Route path={ROUTES.dropoffs.path} element={<DropoffList />} />
              <Route path={ROUTES.createDropoff.path} element={<CreateDropoff />} />
              <Route path={ROUTES.dropoffDetail.path} element={<DropoffDetail />} />
              <Route path={ROUTES.dropoffEdit.path} element={<DropoffEdit />} />
              <Route path={ROUTES.dropoffComplete.path} element={<DropoffComplete />} />
              <Route path={ROUTES.dropoffCancel.path} element={<DropoffCancel />} />
              <Route path={ROUTES.searchCustomers.path} element={<SearchCustomers />} />
              <Route path={ROUTES.searchCustomersStart.path} element={<SearchCustomers />} />
              <Route path="*" element={<p style={{ padding: 16 }}>Not a page of mf-dropoffs.</p>} />
            </Routes>
          </SignedInOnly>
        </Suspense>
      </main>
      <DevSnackbar />
    </BrowserRouter>
  );
}
