import { VERSION_LABEL } from '@fcs/shared/model/constants';
import { principalOf, SIGNED_OUT } from '@fcs/runtime/session';
import { useState } from 'react';
import { LanguageSwitch } from '../features/language/language-switch';
import { useShellText } from '../i18n';
import { linkStyle } from '../layout/nav-link-style';
import { inGroups, visibleMenu, type VisibleEntry } from '../layout/visible-menu';
import { PlainButton } from '../ui/plain-button';
import { IslandLink } from './island-link';
import { loadShell } from './load-shell';

const ENTRIES = visibleMenu(principalOf(SIGNED_OUT));
/** The Track page's menu entry is the current one on both of its paths. */
const CURRENT = '/track-packages';

function Links({ entries, look, label }: { entries: readonly VisibleEntry[]; look: 'bar' | 'links'; label: string }) {
  const { t } = useShellText();
  if (entries.length === 0) return null;
  return (
    <nav aria-label={label} className="fcs-wide" style={{ minWidth: 0 }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        {entries.map((e) => (
          <li key={e.path}>
            <IslandLink href={e.path} aria-current={e.path === CURRENT ? 'page' : undefined} style={linkStyle(look, e.path === CURRENT)}>
              {t(`route.${e.route}`, { defaultValue: e.label })}
            </IslandLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The menu icon (antd's MenuOutlined), drawn here: the icon package is not on the island. */
function MenuIcon() {
  return (
    <span role="img" aria-hidden className="anticon" style={{ display: 'inline-flex', fontSize: 16 }}>
      <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false">
        <path d="M904 160H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0 624H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0-312H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8z" />
      </svg>
    </span>
  );
}

/** Busy without being disabled: the pressed button keeps the focus, which the shell gives to its own. */
const spinner = <span className="fcs-btn-spin" aria-hidden />;

/**
 * The shell's top bar (layout/top-bar.tsx) as a visitor sees it, for the island: the wide and the
 * phone forms both in the HTML, one shown by index.html's CSS (at 1130 px or less the phone's), since
 * the HTML is made at build time without a screen. Login and the phone menu bring the full shell.
 */
export function IslandTopBar() {
  const { t } = useShellText();
  const [busy, setBusy] = useState<'login' | 'menu' | null>(null);
  const bring = (what: 'login' | 'menu') => {
    setBusy(what);
    loadShell(what === 'login' ? { to: '/login' } : { menu: true }).catch(() => setBusy(null));
  };
  return (
    <header style={{ position: 'sticky', top: 0, zIndex: 100, background: '#fff', boxShadow: '0 1px 4px rgba(0,0,0,0.08)' }}>
      <div className="fcs-island-row">
        <IslandLink href="/" aria-label={t('top.home')} style={{ display: 'flex', alignItems: 'center', flex: 'none' }}>
          <img src="/logo.svg" alt="FCS" width={96} height={32} />
        </IslandLink>
        <div style={{ flex: 1 }} />
        <Links entries={inGroups(ENTRIES, 'account')} look="links" label={t('menu.account')} />
        <LanguageSwitch />
        <div className="fcs-wide" style={{ display: 'flex', alignItems: 'center', gap: 12, flex: 'none' }}>
          <span style={{ color: '#667085', fontSize: 12 }} title={t('account.version')}>
            {VERSION_LABEL}
          </span>
          <PlainButton
            variant="primary"
            icon={busy === 'login' ? spinner : undefined}
            aria-busy={busy === 'login' || undefined}
            onClick={() => bring('login')}
          >
            {t('account.login')}
          </PlainButton>
        </div>
        <PlainButton
          className="fcs-narrow"
          variant="text"
          aria-label={t('top.openMenu')}
          icon={busy === 'menu' ? spinner : <MenuIcon />}
          aria-busy={busy === 'menu' || undefined}
          onClick={() => bring('menu')}
        />
      </div>
      <div className="fcs-wide" style={{ borderTop: '1px solid #f0f2f5' }}>
        <div className="fcs-island-row" style={{ flexWrap: 'wrap', columnGap: 32, rowGap: 0, minHeight: 0 }}>
          <Links entries={inGroups(ENTRIES, 'main')} look="bar" label={t('menu.main')} />
        </div>
      </div>
    </header>
  );
}
