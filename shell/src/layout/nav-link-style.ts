import { fcsTheme } from '@fcs/shared/ui/theme';
import type { CSSProperties } from 'react';

const PRIMARY = fcsTheme.token?.colorPrimary ?? '#0b6e4f';
const TEXT = 'rgba(0,0,0,0.85)';

/** How a list of entries looks: the main menu bar, the top bar's admin buttons, plain links, or the drawer's list. */
export type NavLook = 'bar' | 'buttons' | 'links' | 'drawer';

export function linkStyle(look: NavLook, current: boolean): CSSProperties {
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
