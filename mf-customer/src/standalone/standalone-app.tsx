import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';
import { useNotify, useSession } from '@fcs/shared/session';
import { DEMO_PHONES } from './config';
import { DevSnackbar } from './dev-snackbar';
import { useDevSession } from './use-dev-session';

// The exposed modules, loaded as the shell loads them: each in its own chunk.
const MyPackages = lazy(() => import('../exposes/my-packages'));
const MyPackageDetail = lazy(() => import('../exposes/my-package-detail'));
const RecentPackages = lazy(() => import('../exposes/recent-packages'));
const MyPickups = lazy(() => import('../exposes/my-pickups'));
const MyPickupDetail = lazy(() => import('../exposes/my-pickup-detail'));
const MyPickupEdit = lazy(() => import('../exposes/my-pickup-edit'));
const RequestPickup = lazy(() => import('../exposes/request-pickup'));
const PickupCancel = lazy(() => import('../exposes/pickup-cancel'));
const RecentPickups = lazy(() => import('../exposes/recent-pickups'));
const Addresses = lazy(() => import('../exposes/addresses'));
const NewAddress = lazy(() => import('../exposes/new-address'));
const AddressDetail = lazy(() => import('../exposes/address-detail'));
const Profile = lazy(() => import('../exposes/profile'));
const EmailUpdate = lazy(() => import('../exposes/email-update'));
const MyInvoices = lazy(() => import('../exposes/my-invoices'));
const MyInvoiceDetail = lazy(() => import('../exposes/my-invoice-detail'));
const MyDropoffs = lazy(() => import('../exposes/my-dropoffs'));
const MyDropoffDetail = lazy(() => import('../exposes/my-dropoff-detail'));

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
        <strong>mf-customer · standalone</strong>
        <NavLink to="/" end style={link}>
          Home
        </NavLink>
        <NavLink to="/my-packages" style={link}>
          My Packages
        </NavLink>
        <NavLink to="/my-pickups" style={link}>
          My Requested Pickups
        </NavLink>
        <NavLink to="/my-invoices" style={link}>
          My Invoices
        </NavLink>
        <NavLink to="/my-dropoffs" style={link}>
          My Drop-Offs
        </NavLink>
        <NavLink to="/profile" style={link}>
          My Profile
        </NavLink>
        <DevSignIn />
      </header>
      <main>
        <Suspense fallback={<p style={{ padding: 16 }}>Loading…</p>}>
          <SignedInOnly>
            <Routes>
              <Route
                path="/"
                element={
                  <div style={{ padding: 16, maxWidth: 720 }}>
                    <RecentPackages />
                    <div style={{ height: 16 }} />
                    <RecentPickups />
                  </div>
                }
              />
              <Route path="/my-packages" element={<MyPackages />} />
              <Route path="/my-package-detail/:id" element={<MyPackageDetail />} />
              <Route path="/my-pickups" element={<MyPickups />} />
              <Route path="/my-pickup-detail/:id" element={<MyPickupDetail />} />
              <Route path="/my-pickup-edit/:id" element={<MyPickupEdit />} />
              <Route path="/request-pickup-form" element={<RequestPickup />} />
              <Route path="/pickup-cancel/:id" element={<PickupCancel />} />
              <Route path="/addresses" element={<Addresses />} />
              <Route path="/new-address" element={<NewAddress />} />
              <Route path="/address-detail/:userId/:addressId" element={<AddressDetail />} />
              <Route path="/profile" element={<Profile />} />
              <Route path="/email-update" element={<EmailUpdate />} />
              <Route path="/my-invoices" element={<MyInvoices />} />
              <Route path="/my-invoice-detail/:id" element={<MyInvoiceDetail />} />
              <Route path="/my-dropoffs" element={<MyDropoffs />} />
              <Route path="/my-dropoff-detail/:id" element={<MyDropoffDetail />} />
              <Route path="*" element={<p style={{ padding: 16 }}>Not a page of mf-customer.</p>} />
            </Routes>
          </SignedInOnly>
        </Suspense>
      </main>
      <DevSnackbar />
    </BrowserRouter>
  );
}
