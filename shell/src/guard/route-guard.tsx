import { allows } from '@fcs/shared/contract/privileges';
import { ROUTES, type RouteKey } from '@fcs/shared/contract/routes';
import { principalOf, useSession } from '@fcs/shared/session';
import { Spin } from 'antd';
import { lazy, type ReactNode } from 'react';

const AccessDenied = lazy(() => import('./access-denied').then((m) => ({ default: m.AccessDenied })));

/** A route whose access rule does not allow the user shows why (log in, or not allowed), never a blank page. */
export function RouteGuard({ route, children }: { route: RouteKey; children: ReactNode }) {
  const session = useSession();
  const access = ROUTES[route].access;
  // Public routes never wait for sign-in.
  if (Object.keys(access).length === 0) return children;
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
