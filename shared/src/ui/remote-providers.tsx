import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { fcsTheme } from './theme';

/**
 * Wraps an app's own antd in the shared theme. antd is not shared between apps (see
 * docs/decisions/0001-antd-sharing.md), so each exposed remote screen renders inside this.
 */
export function FcsThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={fcsTheme}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
