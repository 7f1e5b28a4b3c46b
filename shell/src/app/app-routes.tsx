import { ROUTE_KEYS, ROUTES } from '@fcs/shared/model/routes';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../guard/route-guard';
import { screenOf } from './screens';

const NotFoundPage = lazy(() => import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));

export function PageSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" />
    </div>
  );
}

/** Every route of the contract's manifest, each behind its access rule, with its title. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {ROUTE_KEYS.map((key) => (
          <Route key={key} path={ROUTES[key].path} element={<RouteGuard route={key}>{screenOf(key)}</RouteGuard>} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
