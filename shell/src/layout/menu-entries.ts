import { allows, type Principal } from '@fcs/shared/contract/privileges';
import { MENU, ROUTES, type MenuEntry, type RouteKey } from '@fcs/shared/contract/routes';

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

/** Screens without a menu entry of their own, by path prefix: a detail, a form or an action belongs to its list. */
const BELONGS_TO: readonly (readonly [string, RouteKey])[] = [
  ['/my-package-detail/', 'myPackages'],
  ['/my-pickup-detail/', 'myPickups'],
  ['/my-pickup-edit/', 'myPickups'],
  ['/request-pickup-form', 'myPickups'],
  ['/pickup-cancel/', 'myPickups'],
  ['/my-invoice-detail/', 'myInvoices'],
  ['/my-dropoff-detail/', 'myDropoffs'],
  ['/dropoff-detail/', 'dropoffs'],
  ['/create-dropoff', 'dropoffs'],
  ['/dropoff-edit/', 'dropoffs'],
  ['/dropoff-complete/', 'dropoffs'],
  ['/dropoff-cancel/', 'dropoffs'],
  ['/search-customers', 'dropoffs'],
  ['/addresses', 'profile'],
  ['/new-address', 'profile'],
  ['/address-detail/', 'profile'],
  ['/email-update', 'profile'],
];

/** The entry to highlight for a location: `/` is the Track page; a detail page belongs to its list. */
export function activeEntry(pathname: string, entries: readonly VisibleEntry[]): string | undefined {
  if (pathname === '/' || pathname === '/login') return entries.find((e) => e.route === 'track')?.path;
  const owner = BELONGS_TO.find(([prefix]) => pathname.startsWith(prefix))?.[1];
  const ownerPath = owner ? entries.find((e) => e.route === owner)?.path : undefined;
  if (ownerPath) return ownerPath;
  return entries.find((e) => pathname === e.path || pathname.startsWith(`${e.path}/`))?.path;
}
