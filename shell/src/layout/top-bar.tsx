import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { principalOf, useSession } from '@fcs/runtime/session';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AccountActions } from './account-actions';
import { activeEntry, inGroups, visibleMenu } from './menu-entries';
import { PlainButton } from '../ui/plain-button';
import { NavLinks } from './nav-links';
import { LanguageSwitch } from '../features/language/language-switch';
import { useShellText } from '../i18n';
import { island } from '../island/handoff';

// Only small screens open the drawer; it is fetched on the first open.
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));

function Logo() {
  const { t } = useShellText();
  return (
    <Link to="/" aria-label={t('top.home')} style={{ display: 'flex', alignItems: 'center', flex: 'none' }}>
      <img src="/logo.svg" alt="FCS" width={96} height={32} />
    </Link>
  );
}

const row = { display: 'flex', alignItems: 'center', gap: 16, padding: '0 24px', maxWidth: 1440, margin: '0 auto' } as const;

/**
 * The top bar of spec 1 §2.2. Large: the logo, the admin-type buttons (Settings, Templates,
 * Reports), Contact Us, My Profile and Logout or Login; under it the main menu, the customer's
 * entries then the staff's, wrapping rather than hiding one. At 1130 px or less everything moves
 * into a right drawer.
 */
export function TopBar({ small }: { small: boolean }) {
  const session = useSession();
  const { pathname } = useLocation();
  // The island's phone menu button brought the shell: its drawer opens at once.
  const [drawer, setDrawer] = useState<'closed' | 'open' | 'unused'>(() => (island()?.intent?.menu ? 'open' : 'unused'));
  const entries = useMemo(() => visibleMenu(principalOf(session)), [session]);
  const active = activeEntry(pathname, entries);
  const { t } = useShellText();

  return (
    <header style={{ position: 'sticky', top: 0, zIndex: 100, background: '#fff', boxShadow: '0 1px 4px rgba(0,0,0,0.08)' }}>
      {small ? (
        <div style={{ ...row, minHeight: 56, padding: '0 12px', gap: 8 }}>
          <Logo />
          <div style={{ flex: 1 }} />
          <LanguageSwitch />
          <PlainButton variant="text" aria-label={t('top.openMenu')} icon={<MenuOutlined />} onClick={() => setDrawer('open')} />
          {drawer !== 'unused' && (
            <Suspense fallback={null}>
              <NavDrawer open={drawer === 'open'} onClose={() => setDrawer('closed')} entries={entries} active={active} />
            </Suspense>
          )}
        </div>
      ) : (
        <>
          <div style={{ ...row, minHeight: 56 }}>
            <Logo />
            <NavLinks entries={inGroups(entries, 'admin')} active={active} look="buttons" label={t('menu.administration')} />
            <div style={{ flex: 1 }} />
            <NavLinks entries={inGroups(entries, 'account')} active={active} look="links" label={t('menu.account')} />
            <LanguageSwitch />
            <AccountActions />
          </div>
          {/* The customer's entries, then the staff's: on a narrow laptop the staff group wraps as a whole. */}
          <div style={{ borderTop: '1px solid #f0f2f5' }}>
            <div style={{ ...row, flexWrap: 'wrap', columnGap: 32, rowGap: 0 }}>
              <NavLinks entries={inGroups(entries, 'main')} active={active} look="bar" label={t('menu.main')} />
              <NavLinks entries={inGroups(entries, 'staff')} active={active} look="bar" label={t('menu.staffMenu')} />
            </div>
          </div>
        </>
      )}
    </header>
  );
}
