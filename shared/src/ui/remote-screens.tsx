import type { ComponentType, ReactNode } from 'react';
import { DisplayZoneContext } from '@fcs/runtime/i18n';
import { FcsConfig } from './fcs-config';

/**
 * Every screen of a remote renders inside this: antd is not shared between apps, so the remote's
 * own antd (its components and the @fcs/shared/ui parts it bundles) gets the one FCS theme here.
 * No antd <App>: its message, notification and modal holders would add 17-30 KB gzip to every
 * screen, and the shell has its own snackbar.
 */
export function RemoteRoot({ children, timeZone }: { children: ReactNode; timeZone?: string }) {
  return (
    <DisplayZoneContext.Provider value={timeZone}>
      <FcsConfig>{children}</FcsConfig>
    </DisplayZoneContext.Provider>
  );
}

export interface ScreensOptions {
  /** The zone of every time on these screens: Eastern Time on staff screens; none keeps the browser's. */
  timeZone?: string;
}

// Screens take whatever props the host passes (route screens none, widgets a few).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ScreenComponent = ComponentType<any>;
/** Fetches one screen's code: what React.lazy wants. */
export type ScreenLoader = () => Promise<{ default: ScreenComponent }>;
export type Screens = Readonly<Record<string, ScreenLoader>>;

/**
 * A remote's one exposed module (`./screens`): its screens by name, each fetched when first shown
 * and wrapped once in the remote root. The host makes its own React.lazy from a loader (a fresh one
 * on Retry: React remembers a lazy that failed).
 */
export function defineScreens(loaders: Record<string, () => Promise<ScreenComponent>>, options: ScreensOptions = {}): Screens {
  return Object.fromEntries(
    Object.entries(loaders).map(([name, load]) => [
      name,
      async () => {
        const Screen = await load();
        function RemoteScreenRoot(props: Record<string, unknown>) {
          return (
            <RemoteRoot timeZone={options.timeZone}>
              <Screen {...props} />
            </RemoteRoot>
          );
        }
        RemoteScreenRoot.displayName = `Screen(${name})`;
        return { default: RemoteScreenRoot };
      },
    ]),
  );
}
