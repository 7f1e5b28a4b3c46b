import { ROUTES, type RouteDef, type RouteKey } from '@fcs/shared/model/routes';
import { matchRoutes } from 'react-router-dom';
import type { VisibleEntry } from './visible-menu';

export { inGroups, visibleMenu, type VisibleEntry } from './visible-menu';

const MATCHABLE = (Object.entries(ROUTES) as [RouteKey, RouteDef][]).map(([key, r]) => ({ id: key, path: r.path }));

/** The route of the manifest a location shows, or null. */
export function routeAt(pathname: string): RouteKey | null {
  const match = matchRoutes(MATCHABLE, pathname);
  return (match?.[match.length - 1]?.route.id as RouteKey | undefined) ?? null;
}

/**
 * The entry to highlight for a location: the route's own entry, or the first entry it belongs to
 * that the user sees (a detail, form or action belongs to its list).
 */
export function activeEntry(pathname: string, entries: readonly VisibleEntry[]): string | undefined {
  const key = routeAt(pathname);
  if (!key) return undefined;
  const r: RouteDef = ROUTES[key];
  const candidates = r.menu ? [key] : (r.highlights ?? []);
  return candidates.map((c) => entries.find((e) => e.route === c)).find(Boolean)?.path;
}
