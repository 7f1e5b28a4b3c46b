import { ROUTES, type RouteKey } from '@fcs/shared/contract/routes';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../guard/route-guard';
import { SCREEN_TABLE } from './screens';

const NotFoundPage = lazy(() => import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));

export function PageSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" />
    </div>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {(Object.entries(SCREEN_TABLE) as [RouteKey, React.ReactNode][]).map(([key, element]) => (
          <Route key={key} path={ROUTES[key].path} element={<RouteGuard route={key}>{element}</RouteGuard>} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
