import type { ThemeConfig } from 'antd';

/** The one antd theme. Every app (shell and remotes) wraps its antd in it, so they look as one. */
export const fcsTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b6e4f',
    colorLink: '#0b6e4f',
    colorSuccess: '#2e7d32',
    colorError: '#c62828',
    borderRadius: 6,
    // Noto Sans Myanmar (the shell's @font-face, Myanmar block only) first: Burmese is drawn on any
    // device, and Latin text falls through to the system's font.
    fontFamily: "'Noto Sans Myanmar', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
