import { allows, type Principal } from '@fcs/shared/model/access';
import { MENU, ROUTES, type MenuGroup, type RouteDef, type RouteKey } from '@fcs/shared/model/routes';

// Without the router: the Track page's island draws the menu too.

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
