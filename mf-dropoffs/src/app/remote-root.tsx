import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { fcsTheme } from '@fcs/shared/ui/theme';

/**
 * Every exposed screen renders inside this: antd is not shared between apps, so this remote's antd
 * (its own components and the @fcs/shared/ui parts it bundles) gets the one FCS theme here.
 * FcsThemeProvider would add antd's <App> (message, notification and modal holders), 17-30 KB gzip
 * per screen that no screen here uses; the shell leaves <App> out for the same reason.
 */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={fcsTheme}>{children}</ConfigProvider>;
}
