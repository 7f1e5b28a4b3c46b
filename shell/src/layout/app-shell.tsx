import { FOCUS_RING } from '@fcs/shared/ui/theme';
import type { ReactNode } from 'react';
import { MAIN_ID, useRouteFocus } from './route-focus';
import { SKIP_LINK_CSS, SkipLink } from './skip-link';
import { Snackbar } from './snackbar';
import { TopBar } from './top-bar';
import { useSmallScreen } from './use-small-screen';

/** What every page of every app needs and inline styles cannot say: the focus ring and the skip link. */
const SHELL_CSS = `${FOCUS_RING}\n${SKIP_LINK_CSS}\n#${MAIN_ID}:focus { outline: none; }\n[tabindex='-1']:focus { outline: none; }`;

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
