import type { ThemeConfig } from 'antd';

const PRIMARY = '#0b6e4f';

/**
 * The grey of placeholders, hints (`Form.Item` extra), descriptions and secondary text. antd's own
 * (black at 25% and 45%) read at 1.6:1 and 2.5:1 on white; WCAG 1.4.3 wants 4.5:1, on white and on a
 * table header's or disabled field's tint alike (`theme.test.ts`).
 */
const SOFT_TEXT = 'rgba(0, 0, 0, 0.6)';

/** The one antd theme. Every app (shell and remotes) wraps its antd in it, so they look as one. */
export const fcsTheme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorLink: PRIMARY,
    colorSuccess: '#2e7d32',
    colorError: '#c62828',
    borderRadius: 6,
    // Noto Sans Myanmar (the shell's @font-face, Myanmar block only) first: Burmese is drawn on any
    // device, and Latin text falls through to the system's font.
    fontFamily: "'Noto Sans Myanmar', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: SOFT_TEXT,
    colorTextDescription: SOFT_TEXT,
    colorTextPlaceholder: SOFT_TEXT,
    // antd derives these tints from the primary and success colours, and for dark ones it makes them
    // grey (#9cada5 behind a selected item: the primary colour reads at 2.7:1 on it).
    colorPrimaryBg: '#e6f0ec',
    colorPrimaryBgHover: '#d3e6dd',
    colorPrimaryBorder: '#9cc7b5',
    colorPrimaryBorderHover: '#6fae95',
    colorSuccessBg: '#edf7ed',
    colorSuccessBgHover: '#dcefdc',
    colorSuccessBorder: '#a5d6a7',
    // The ring around a focused field: visible, not antd's faint tint of the primary colour.
    controlOutline: 'rgba(11, 110, 79, 0.35)',
    controlOutlineWidth: 2,
  },
};

/**
 * The focus ring of every control that is not a text field (those show theirs through antd's border
 * and outline): antd's own is a faint tint of the primary colour. A heading that takes focus on a
 * route change (tabindex -1) gets none.
 */
export const FOCUS_RING = `:where(a, button, summary, [tabindex]:not([tabindex='-1']), [role='button'], [role='tab'], [role='switch'], [role='menuitem'], [role='radio'], [role='checkbox']):focus-visible {
  outline: 2px solid ${PRIMARY} !important;
  outline-offset: 2px !important;
}
.ant-checkbox-input:focus-visible + .ant-checkbox-inner, .ant-radio-input:focus-visible + .ant-radio-inner {
  outline: 2px solid ${PRIMARY} !important;
  outline-offset: 2px !important;
}`;
