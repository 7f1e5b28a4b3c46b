import type { RemoteName } from '@fcs/shared/model/routes';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { loadRemoteScreen } from './load-remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RuntimeMismatchError } from './runtime-check';
import { ScreenSkeleton } from './screen-skeleton';
import { useShellText } from '../i18n';

// Deep import: the ui's other parts would come along otherwise.
const loadUnavailable = () => import('@fcs/shared/ui/remote-unavailable');
const RemoteUnavailable = lazy(() => loadUnavailable().then((m) => ({ default: m.RemoteUnavailable })));

export interface RemoteScreenProps {
  owner: RemoteName;
  /** The screen's name in the remote's ./screens module. */
  screen: string;
  /** What it is called in the portal, for the unavailable message (in English: the manifest's title). */
  name: string;
  /** The route or widget it shows, whose title the shell catalogue may translate. */
  route?: string;
  /** A block inside a page (smaller spinner and message) rather than a whole screen. */
  compact?: boolean;
  props?: Record<string, unknown>;
}

/**
 * One remote screen, loaded when first shown. Down, not deployed or broken, it shows "unavailable"
 * with Retry in its own place only. Retry makes a fresh lazy(): React remembers a lazy that failed.
 * Another screen gets a fresh Suspense boundary (the key): a route change runs in a transition, which
 * would keep the old page on screen, taking typing that is then lost, until the new code is there.
 */
export function RemoteScreen({ owner, screen, name: english, route, compact, props }: RemoteScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const { t } = useShellText();
  const name = route ? t(`route.${route}`, { defaultValue: english }) : english;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the point: a new lazy per Retry.
  const Remote = useMemo(() => lazy(() => loadRemoteScreen(owner, screen)), [owner, screen, attempt]);
  // The message comes from the shell's own server; fetch it now so that it is there when needed.
  useEffect(() => void loadUnavailable().catch(() => {}), []);
  const loading = <ScreenSkeleton label={t('remote.loading', { name })} compact={compact} />;
  return (
    <RemoteErrorBoundary
      key={`${owner}/${screen}/${attempt}`}
      fallback={(error) => (
        <Suspense fallback={null}>
          <RemoteUnavailable
            name={name}
            compact={compact}
            needsNewerPortal={error instanceof RuntimeMismatchError}
            onRetry={() => setAttempt((a) => a + 1)}
          />
        </Suspense>
      )}
    >
      <Suspense fallback={loading}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
