import type { ReactNode } from 'react';
import { MAIN_ID, useRouteFocus } from './route-focus';
import { SHELL_CSS, SkipLink } from './skip-link';
import { Snackbar } from './snackbar';
import { TopBar } from './top-bar';
import { useSmallScreen } from './use-small-screen';

export function AppShell({ children }: { children: ReactNode }) {
  const small = useSmallScreen();
  useRouteFocus();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <style>{SHELL_CSS}</style>
      <SkipLink />
      <TopBar small={small} />
      <main
        id={MAIN_ID}
        style={{ flex: 1, width: '100%', maxWidth: 1200, margin: '0 auto', padding: small ? 12 : 24, boxSizing: 'border-box', minWidth: 0 }}
      >
        {children}
      </main>
      <Snackbar />
    </div>
  );
}
