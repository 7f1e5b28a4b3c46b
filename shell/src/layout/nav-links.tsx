import { fcsTheme } from '@fcs/shared/ui/theme';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { VisibleEntry } from './menu-entries';
import { useShellText } from '../i18n';

const PRIMARY = fcsTheme.token?.colorPrimary ?? '#0b6e4f';
const TEXT = 'rgba(0,0,0,0.85)';

/** How a list of entries looks: the main menu bar, the top bar's admin buttons, plain links, or the drawer's list. */
export type NavLook = 'bar' | 'buttons' | 'links' | 'drawer';

function linkStyle(look: NavLook, current: boolean): CSSProperties {
  const base: CSSProperties = { display: 'block', whiteSpace: 'nowrap', textDecoration: 'none', fontWeight: current ? 600 : 400 };
  switch (look) {
    case 'bar':
      return {
        ...base,
        padding: '10px 10px 8px',
        color: current ? PRIMARY : TEXT,
        borderBottom: `2px solid ${current ? PRIMARY : 'transparent'}`,
      };
    case 'buttons':
      return {
        ...base,
        padding: '4px 12px',
        borderRadius: 6,
        border: `1px solid ${current ? PRIMARY : '#d0d5dd'}`,
        color: current ? '#fff' : TEXT,
        background: current ? PRIMARY : '#fff',
      };
    case 'links':
      return { ...base, padding: '6px 8px', color: current ? PRIMARY : TEXT };
    case 'drawer':
      return {
        ...base,
        padding: '10px 12px',
        borderRadius: 6,
        color: current ? PRIMARY : TEXT,
        background: current ? 'rgba(11,110,79,0.08)' : undefined,
      };
  }
}

/** Menu entries as plain links: light enough for the first paint, the same in the top bar and the drawer. */
export function NavLinks({
  entries,
  active,
  look,
  label,
  onNavigate,
}: {
  entries: readonly VisibleEntry[];
  active: string | undefined;
  look: NavLook;
  label: string;
  onNavigate?: () => void;
}) {
  const { t } = useShellText();
  if (entries.length === 0) return null;
  const vertical = look === 'drawer';
  return (
    <nav aria-label={label} style={{ minWidth: 0 }}>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: vertical ? 'column' : 'row',
          flexWrap: vertical ? undefined : 'wrap',
          alignItems: vertical ? 'stretch' : 'center',
          gap: look === 'buttons' ? 8 : 2,
        }}
      >
        {entries.map((e) => {
          const current = e.path === active;
          return (
            <li key={e.path}>
              <Link to={e.path} onClick={onNavigate} aria-current={current ? 'page' : undefined} style={linkStyle(look, current)}>
                {t(`route.${e.route}`, { defaultValue: e.label })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
