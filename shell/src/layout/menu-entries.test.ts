import { principalOf } from '@fcs/runtime/session';
import { SESSIONS } from '@fcs/shared/testing';
import { activeEntry, inGroups, routeAt, visibleMenu } from './menu-entries';

const labels = (session: (typeof SESSIONS)[keyof typeof SESSIONS]) => visibleMenu(principalOf(session)).map((e) => e.label);

describe('menu (spec 1 §2.2, §6)', () => {
  it('shows Track Packages and Contact Us to everyone, anonymous included', () => {
    expect(labels(SESSIONS.anonymous)).toEqual(['Track Packages', 'Contact Us']);
  });

  it('shows the customer items (My Profile, My Packages, My Drop-Offs, My Requested Pickups, My Invoices) to a joined user only', () => {
    expect(labels(SESSIONS.joined)).toEqual([
      'My Profile',
      'Track Packages',
      'My Packages',
      'My Drop-Offs',
      'My Requested Pickups',
      'My Invoices',
      'Contact Us',
    ]);
    for (const entry of ['My Profile', 'My Packages', 'My Requested Pickups', 'My Invoices', 'My Drop-Offs']) {
      expect(labels(SESSIONS.invited)).not.toContain(entry);
      expect(labels(SESSIONS.signup)).not.toContain(entry);
      expect(labels(SESSIONS.anonymous)).not.toContain(entry);
    }
  });

  it('lets admin and sa pass every privilege check; Templates needs sa', () => {
    const admin = labels(SESSIONS.admin);
    for (const entry of ['Customers', 'Collect', 'Drop-Offs', 'Pickups', 'Invoices', 'Packages', 'Settings', 'Reports'])
      expect(admin).toContain(entry);
    expect(admin).not.toContain('Templates');
    expect(labels(SESSIONS.sa)).toHaveLength(16);
  });

  it('gives other staff only their own codes', () => {
    const staff = labels(SESSIONS.pickupStaff);
    expect(staff).toEqual(expect.arrayContaining(['Pickups', 'Collect']));
    for (const entry of ['Customers', 'Packages', 'Settings', 'Reports', 'Templates', 'Drop-Offs']) expect(staff).not.toContain(entry);
    expect(labels(SESSIONS.officeStaff)).toEqual(expect.arrayContaining(['Customers', 'Packages', 'Invoices']));
  });

  it('groups the entries for the large layout: the main menu, staff, admin buttons, account links', () => {
    const entries = visibleMenu(principalOf(SESSIONS.sa));
    expect(inGroups(entries, 'admin').map((e) => e.label)).toEqual(['Settings', 'Templates', 'Reports']);
    expect(inGroups(entries, 'account').map((e) => e.label)).toEqual(['My Profile', 'Contact Us']);
    expect(inGroups(entries, 'staff').map((e) => e.label)).toEqual([
      'Customers',
      'Collect',
      'Drop-Offs',
      'Pickups',
      'Invoices',
      'Packages',
    ]);
  });
});

describe('activeEntry', () => {
  const customer = visibleMenu(principalOf(SESSIONS.joined));
  it('highlights Track Packages at / and the list of a detail page', () => {
    expect(activeEntry('/', customer)).toBe('/track-packages');
    expect(activeEntry('/my-package-detail/42', customer)).toBe('/my-packages');
    for (const path of ['/my-pickup-detail/7', '/my-pickup-edit/7', '/request-pickup-form', '/pickup-cancel/7'])
      expect(activeEntry(path, customer)).toBe('/my-pickups');
    expect(activeEntry('/my-invoice-detail/3', customer)).toBe('/my-invoices');
    expect(activeEntry('/my-dropoff-detail/3', customer)).toBe('/my-dropoffs');
    for (const path of ['/addresses', '/new-address', '/address-detail/c1/a1', '/email-update'])
      expect(activeEntry(path, customer)).toBe('/profile');
    expect(activeEntry('/contact-us', customer)).toBe('/contact-us');
    expect(activeEntry('/nowhere', customer)).toBeUndefined();
  });

  it('highlights the staff list a staff screen belongs to, the first one the user sees', () => {
    const staff = visibleMenu(principalOf(SESSIONS.pickupStaff));
    expect(activeEntry('/pickup-cancel/7', staff)).toBe('/pickups');
    expect(activeEntry('/pickup-detail/7/oc', staff)).toBe('/assign-pickups');
    expect(activeEntry('/pickup-detail/7', staff)).toBe('/pickups');
    expect(activeEntry('/search-customers/abc', visibleMenu(principalOf(SESSIONS.dropoffStaff)))).toBe('/dropoffs');
  });

  it('finds the route of a location, the most specific first', () => {
    expect(routeAt('/pickup-detail/7/oc')).toBe('pickupDetailOc');
    expect(routeAt('/settings/zones')).toBe('settingsPage');
    expect(routeAt('/search-customers')).toBe('searchCustomersStart');
  });
});
