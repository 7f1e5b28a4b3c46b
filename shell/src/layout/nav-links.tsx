import { fcsTheme } from '@fcs/shared/ui/theme';
import { Link, useLocation } from 'react-router-dom';
import { activeEntry, type VisibleEntry } from './menu-entries';

const PRIMARY = fcsTheme.token?.colorPrimary ?? '#0b6e4f';

/** The main menu as plain links: light enough for the first paint, and the same in the bar and the drawer. */
export function NavLinks({ entries, vertical, onNavigate }: { entries: VisibleEntry[]; vertical?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = activeEntry(pathname, entries);
  return (
    <nav aria-label="Main menu" style={{ flex: vertical ? undefined : 1, minWidth: 0 }}>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: vertical ? 'column' : 'row',
          gap: vertical ? 2 : 4,
          overflowX: vertical ? undefined : 'auto',
        }}
      >
        {entries.map((e) => {
          const current = e.path === active;
          return (
            <li key={e.path}>
              <Link
                to={e.path}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                style={{
                  display: 'block',
                  whiteSpace: 'nowrap',
                  padding: vertical ? '10px 12px' : '16px 12px 14px',
                  color: current ? PRIMARY : 'rgba(0,0,0,0.85)',
                  fontWeight: current ? 600 : 400,
                  borderRadius: vertical ? 6 : 0,
                  background: vertical && current ? 'rgba(11,110,79,0.08)' : undefined,
                  borderBottom: vertical ? undefined : `2px solid ${current ? PRIMARY : 'transparent'}`,
                  textDecoration: 'none',
                }}
              >
                {e.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
