import { allows, type Principal } from '@fcs/shared/model/access';
import { MENU, ROUTES, type MenuGroup, type RouteDef, type RouteKey } from '@fcs/shared/model/routes';
import { matchRoutes } from 'react-router-dom';

export interface VisibleEntry {
  route: RouteKey;
  label: string;
  path: string;
  group: MenuGroup;
}

/** The menu of spec 1 §2.2 and §6, in the spec's order: the entries whose route's access rule allows the user. */
export function visibleMenu(who: Principal): VisibleEntry[] {
  return MENU.flatMap((key) => {
    const r: RouteDef = ROUTES[key];
    if (!r.menu || !allows(r.access, who)) return [];
    return [{ route: key, label: r.menu.label, path: r.path, group: r.menu.group }];
  });
}

/** The entries of some groups, group after group, each in menu order. */
export const inGroups = (entries: readonly VisibleEntry[], ...groups: MenuGroup[]) =>
  groups.flatMap((g) => entries.filter((e) => e.group === g));

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
