import { DRAWER_WIDTH } from '@fcs/shared/contract/constants';
import { Drawer } from 'antd';
import { AccountActions } from './account-actions';
import type { VisibleEntry } from './menu-entries';
import { NavLinks } from './nav-links';

/** The small-screen menu: a right drawer of width 240 (spec 1 §2.2). */
export function NavDrawer({ open, onClose, entries }: { open: boolean; onClose: () => void; entries: VisibleEntry[] }) {
  return (
    <Drawer title="Menu" placement="right" size={DRAWER_WIDTH} open={open} onClose={onClose} styles={{ body: { padding: 8 } }}>
      <NavLinks entries={entries} vertical onNavigate={onClose} />
      <div style={{ padding: '16px 12px 0' }}>
        <AccountActions vertical onAction={onClose} />
      </div>
    </Drawer>
  );
}
