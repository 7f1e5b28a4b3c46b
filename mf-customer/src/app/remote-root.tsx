import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { FcsThemeProvider, fcsTheme } from '@fcs/shared/ui';

/**
 * Every exposed screen renders inside this. antd is not shared between apps, and @fcs/shared/ui is a
 * shared singleton: its FcsThemeProvider themes the antd copy of whichever app provided
 * @fcs/shared/ui (the shell, when embedded), which is the copy the shared DataTable, PhotoViewer and
 * StatusBadge use. This remote's own antd components (search box, cards, toggle) read another
 * context, so the same theme is also given to this remote's antd here.
 */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <FcsThemeProvider>
      <ConfigProvider theme={fcsTheme}>{children}</ConfigProvider>
    </FcsThemeProvider>
  );
}
