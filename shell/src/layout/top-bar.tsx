import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { principalOf, useSession } from '@fcs/shared/session';
import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../app/screens';
import { AccountActions } from './account-actions';
import { visibleMenu } from './menu-entries';
import { NavLinks } from './nav-links';

// Only small screens open the drawer; it is fetched on the first open.
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));

function Logo() {
  return (
    <Link to="/" aria-label="FCS home" style={{ display: 'flex', alignItems: 'center', flex: 'none' }}>
      <img src="/logo.svg" alt="FCS" width={96} height={32} />
    </Link>
  );
}

/** The top bar of spec 1 §2.2; at 1130 px or less the menu moves into a right drawer. */
export function TopBar({ small }: { small: boolean }) {
  const session = useSession();
  const [drawer, setDrawer] = useState<'closed' | 'open' | 'unused'>('unused');
  const entries = useMemo(() => visibleMenu(principalOf(session), SCREENS), [session]);

  return (
    <header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        minHeight: 56,
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '0 16px',
        background: '#fff',
        boxShadow: '0 1px 4px rgba(0,0,0,0.08)',
      }}
    >
      <Logo />
      {small ? (
        <>
          <div style={{ flex: 1 }} />
          <Button type="text" aria-label="Open menu" icon={<MenuOutlined />} onClick={() => setDrawer('open')} />
          {drawer !== 'unused' && (
            <Suspense fallback={null}>
              <NavDrawer open={drawer === 'open'} onClose={() => setDrawer('closed')} entries={entries} />
            </Suspense>
          )}
        </>
      ) : (
        <>
          <NavLinks entries={entries} />
          <AccountActions />
        </>
      )}
    </header>
  );
}
