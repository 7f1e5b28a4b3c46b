import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
// Deep import: '@fcs/shared/ui' as a whole would pull every shared component into the first chunk.
import { FcsConfig } from '@fcs/shared/ui/fcs-config';
import { SignInHost } from '../features/sign-in/sign-in-host';
import { AppShell } from '../layout/app-shell';
import { AppRoutes } from './app-routes';
import { LanguageSync } from '../features/language/language-sync';
import { IslandHandover } from '../island/island-handover';

/**
 * antd's theme for the shell; remotes wrap their own antd in the same theme. No antd <App>: its
 * message, notification and modal holders would weigh on the first paint, and the shell has its own
 * snackbar.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <FcsConfig>{children}</FcsConfig>;
}

/** Everything inside the router: the app shell, the routes and the sign-in popup. */
export function Portal() {
  return (
    <>
      <AppShell>
        <AppRoutes />
      </AppShell>
      <SignInHost />
      <LanguageSync />
      <IslandHandover />
    </>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Portal />
      </BrowserRouter>
    </AppProviders>
  );
}
