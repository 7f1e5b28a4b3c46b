import type { ReactNode } from 'react';
import { Snackbar } from './snackbar';
import { TopBar } from './top-bar';
import { useSmallScreen } from './use-small-screen';

export function AppShell({ children }: { children: ReactNode }) {
  const small = useSmallScreen();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar small={small} />
      <main style={{ flex: 1, width: '100%', maxWidth: 1200, margin: '0 auto', padding: small ? 12 : 24, boxSizing: 'border-box' }}>
        {children}
      </main>
      <Snackbar />
    </div>
  );
}
