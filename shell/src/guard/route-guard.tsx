import { allows, isPublic } from '@fcs/shared/model/access';
import { ROUTES, type RouteKey } from '@fcs/shared/model/routes';
import { principalOf, useSession } from '@fcs/runtime/session';
import { Spin } from 'antd';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useShellText } from '../i18n';

const AccessDenied = lazy(() => import('./access-denied').then((m) => ({ default: m.AccessDenied })));
const AccountDisabledAlert = lazy(() => import('./account-disabled-alert').then((m) => ({ default: m.AccountDisabledAlert })));

/**
 * A route's title and access rule, from the manifest: the page is named in the browser's title bar,
 * and a user the rule does not allow is told why (log in, or not allowed), never a blank page.
 */
export function RouteGuard({ route, children }: { route: RouteKey; children: ReactNode }) {
  const session = useSession();
  const { access, title: english } = ROUTES[route];
  // Staff routes have no translation: their English title from the manifest.
  const title = useShellText().t(`route.${route}`, { defaultValue: english });
  useEffect(() => {
    document.title = `${title} · FCS`;
  }, [title]);
  // Public routes never wait for sign-in; a disabled account is told why above them.
  if (isPublic(access)) {
    return (
      <>
        {session.status === 'disabled' ? (
          <Suspense fallback={null}>
            <AccountDisabledAlert />
          </Suspense>
        ) : null}
        {children}
      </>
    );
  }
  if (!session.ready) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin size="large" />
      </div>
    );
  }
  if (session.status === 'disabled') return <AccessDenied reason="disabled" />;
  if (allows(access, principalOf(session))) return children;
  return <AccessDenied reason={session.loggedIn ? 'not-allowed' : 'login'} />;
}
