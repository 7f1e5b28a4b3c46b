import { allows, MENU, ROUTES, type MenuEntry, type Principal, type RouteKey } from '@fcs/shared/contract';

export interface VisibleEntry extends MenuEntry {
  path: string;
}

/**
 * The menu of spec 1 §2.2 and §6: an entry shows when its route's access rule allows the user AND the
 * portal has its screen (entries of parts not built yet stay hidden).
 */
export function visibleMenu(who: Principal, screens: ReadonlySet<RouteKey>): VisibleEntry[] {
  return MENU.filter((e) => screens.has(e.route) && allows(ROUTES[e.route].access, who)).map((e) => ({ ...e, path: ROUTES[e.route].path }));
}

/** The entry to highlight for a location: `/` is the Track page; a detail page belongs to its list. */
export function activeEntry(pathname: string, entries: readonly VisibleEntry[]): string | undefined {
  if (pathname === '/' || pathname === '/login') return entries.find((e) => e.route === 'track')?.path;
  if (pathname.startsWith('/my-package-detail/')) return entries.find((e) => e.route === 'myPackages')?.path;
  return entries.find((e) => pathname === e.path || pathname.startsWith(`${e.path}/`))?.path;
}
