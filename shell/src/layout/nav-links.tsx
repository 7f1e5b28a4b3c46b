import { Link } from 'react-router-dom';
import { linkStyle, type NavLook } from './nav-link-style';
import type { VisibleEntry } from './menu-entries';
import { useShellText } from '../i18n';

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
