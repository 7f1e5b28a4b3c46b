import { ROUTES, type RouteKey } from '@fcs/shared/contract/routes';
import { principalOf } from '@fcs/shared/session';
import { SCREENS } from '../app/screens';
import { SESSIONS } from '../test/render';
import { activeEntry, visibleMenu } from './menu-entries';

const labels = (session: (typeof SESSIONS)[keyof typeof SESSIONS], screens: ReadonlySet<RouteKey> = SCREENS) =>
  visibleMenu(principalOf(session), screens).map((e) => e.label);
const EVERY_SCREEN: ReadonlySet<RouteKey> = new Set(Object.keys(ROUTES) as RouteKey[]);

describe('menu (spec 1 §2.2, §6) with the screens the portal has', () => {
  it('shows Track Packages and Contact Us to everyone, anonymous included', () => {
    expect(labels(SESSIONS.anonymous)).toEqual(['Track Packages', 'Contact Us']);
  });

  it('shows My Packages to a joined customer only', () => {
    expect(labels(SESSIONS.joined)).toEqual([
      'My Profile',
      'Track Packages',
      'My Packages',
      'My Drop-Offs',
      'My Requested Pickups',
      'My Invoices',
      'Contact Us',
    ]);
    expect(labels(SESSIONS.invited)).not.toContain('My Packages');
    expect(labels(SESSIONS.signup)).not.toContain('My Packages');
    expect(labels(SESSIONS.anonymous)).not.toContain('My Packages');
  });

  it('shows the customer self-service entries (issue 3) to joined users only', () => {
    for (const entry of ['My Profile', 'My Requested Pickups', 'My Invoices', 'My Drop-Offs']) {
      expect(labels(SESSIONS.joined)).toContain(entry);
      expect(labels(SESSIONS.invited)).not.toContain(entry);
      expect(labels(SESSIONS.anonymous)).not.toContain(entry);
    }
  });

  it('hides entries whose screens do not exist yet (staff screens)', () => {
    for (const entry of ['Customers', 'Packages', 'Settings', 'Templates', 'Reports']) expect(labels(SESSIONS.admin)).not.toContain(entry);
  });
});

describe('menu rules once every screen exists', () => {
  it('lets admin and sa pass every privilege check; Templates needs sa', () => {
    const admin = labels(SESSIONS.admin, EVERY_SCREEN);
    for (const entry of ['Customers', 'Collect', 'Drop-Offs', 'Pickups', 'Invoices', 'Packages', 'Settings', 'Reports'])
      expect(admin).toContain(entry);
    expect(admin).not.toContain('Templates');
    expect(labels(SESSIONS.sa, EVERY_SCREEN)).toContain('Templates');
  });

  it('gives other staff only their own codes', () => {
    const staff = labels(SESSIONS.staffPickups, EVERY_SCREEN);
    expect(staff).toEqual(expect.arrayContaining(['Pickups', 'Collect']));
    for (const entry of ['Customers', 'Packages', 'Settings', 'Reports', 'Templates', 'Drop-Offs']) expect(staff).not.toContain(entry);
  });

  it('shows no staff or customer entry to an anonymous visitor', () => {
    expect(labels(SESSIONS.anonymous, EVERY_SCREEN)).toEqual(['Track Packages', 'Contact Us']);
  });
});

describe('activeEntry', () => {
  const entries = visibleMenu(principalOf(SESSIONS.joined), SCREENS);
  it('highlights Track Packages at / and the list of a detail page', () => {
    expect(activeEntry('/', entries)).toBe('/track-packages');
    expect(activeEntry('/my-package-detail/42', entries)).toBe('/my-packages');
    for (const path of ['/my-pickup-detail/7', '/my-pickup-edit/7', '/request-pickup-form', '/pickup-cancel/7'])
      expect(activeEntry(path, entries)).toBe('/my-pickups');
    expect(activeEntry('/my-invoice-detail/3', entries)).toBe('/my-invoices');
    expect(activeEntry('/my-dropoff-detail/3', entries)).toBe('/my-dropoffs');
    for (const path of ['/addresses', '/new-address', '/address-detail/c1/a1', '/email-update'])
      expect(activeEntry(path, entries)).toBe('/profile');
    expect(activeEntry('/contact-us', entries)).toBe('/contact-us');
    expect(activeEntry('/nowhere', entries)).toBeUndefined();
  });
});
