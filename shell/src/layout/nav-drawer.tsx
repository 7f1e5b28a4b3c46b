import { DRAWER_WIDTH } from '@fcs/shared/model/constants';
import { Drawer } from 'antd';
import { AccountActions } from './account-actions';
import { inGroups, type VisibleEntry } from './menu-entries';
import { NavLinks } from './nav-links';
import { LanguageSwitch } from '../features/language/language-switch';
import { useShellText } from '../i18n';

const heading = { margin: '12px 12px 4px', fontSize: 12, fontWeight: 600, color: '#667085', textTransform: 'uppercase' } as const;

/** The small-screen menu: a right drawer of width 240 (spec 1 §2.2) holding every entry, grouped. */
export function NavDrawer({
  open,
  onClose,
  entries,
  active,
}: {
  open: boolean;
  onClose: () => void;
  entries: VisibleEntry[];
  active: string | undefined;
}) {
  const staff = inGroups(entries, 'staff');
  const admin = inGroups(entries, 'admin');
  const { t } = useShellText();
  return (
    <Drawer title={t('menu.title')} placement="right" size={DRAWER_WIDTH} open={open} onClose={onClose} styles={{ body: { padding: 8 } }}>
      <NavLinks entries={inGroups(entries, 'main')} active={active} look="drawer" label={t('menu.main')} onNavigate={onClose} />
      {staff.length > 0 && <h3 style={heading}>{t('menu.staff')}</h3>}
      <NavLinks entries={staff} active={active} look="drawer" label={t('menu.staffMenu')} onNavigate={onClose} />
      {admin.length > 0 && <h3 style={heading}>{t('menu.administration')}</h3>}
      <NavLinks entries={admin} active={active} look="drawer" label={t('menu.administration')} onNavigate={onClose} />
      <div style={{ borderTop: '1px solid #eaecf0', marginTop: 8, paddingTop: 8 }}>
        <NavLinks entries={inGroups(entries, 'account')} active={active} look="drawer" label={t('menu.account')} onNavigate={onClose} />
      </div>
      <div style={{ borderTop: '1px solid #eaecf0', marginTop: 8, paddingTop: 8 }}>
        <h3 style={heading}>{t('language.label')}</h3>
        <LanguageSwitch vertical />
      </div>
      <div style={{ padding: '16px 12px 0' }}>
        <AccountActions vertical onAction={onClose} />
      </div>
    </Drawer>
  );
}
