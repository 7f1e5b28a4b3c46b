import { allows, isPublic } from '@fcs/shared/model/access';
import { ROUTES, type RouteKey } from '@fcs/shared/model/routes';
import { principalOf, useSession } from '@fcs/shared/session';
import { Spin } from 'antd';
import { lazy, useEffect, type ReactNode } from 'react';
import { useShellText } from '../i18n';

const AccessDenied = lazy(() => import('./access-denied').then((m) => ({ default: m.AccessDenied })));

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
  // Public routes never wait for sign-in.
  if (isPublic(access)) return children;
  if (!session.ready) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin size="large" />
      </div>
    );
  }
  if (allows(access, principalOf(session))) return children;
  return <AccessDenied reason={session.loggedIn ? 'not-allowed' : 'login'} />;
}
