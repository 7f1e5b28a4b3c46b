import { allows, ANONYMOUS } from './access';
import { customerSearchPath, MENU, REMOTES, ROUTE_KEYS, ROUTES, routePath, screensOf, WIDGETS, type RouteDef } from './routes';

const all = Object.entries(ROUTES) as [string, RouteDef][];

describe('the route manifest', () => {
  it('declares every route of the three spec route tables once', () => {
    const paths = all.map(([, r]) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/',
      '/track-packages',
      '/login',
      '/packages',
      '/package-detail/:id',
      '/package-edit/:id',
      '/user-packages/:userId',
      '/user-packages/:userId/packages',
      '/my-packages',
      '/my-package-detail/:id',
      '/pickups',
      '/pickup-info/:id',
      '/pickup-detail/:id',
      '/pickup-detail/:id/oc',
      '/pickup-edit/:id',
      '/assign-pickups',
      '/assign-pickup-route',
      '/my-pickups',
      '/my-pickup-detail/:id',
      '/my-pickup-edit/:id',
      '/request-pickup-form',
      '/create-pickup-form',
      '/pickup-confirm/:id',
      '/pickup-reschedule/:id',
      '/pickup-cancel/:id',
      '/pickup-complete/:id',
      '/dropoffs',
      '/dropoff-detail/:id',
      '/create-dropoff',
      '/dropoff-edit/:id',
      '/dropoff-complete/:id',
      '/dropoff-cancel/:id',
      '/my-dropoffs',
      '/my-dropoff-detail/:id',
      '/my-invoices',
      '/my-invoice-detail/:id',
      '/invoices',
      '/invoice-detail/:id',
      '/users',
      '/users/:search',
      '/user-detail/:id',
      '/contact-us',
      '/profile',
      '/email-update',
      '/addresses',
      '/customer-addresses/:customerId',
      '/new-address',
      '/address-detail/:userId/:addressId',
      '/settings',
      '/templates',
      '/new-template',
      '/template-edit/:templateId',
      '/reports',
      '/reports/:templateId/:state',
      '/search-customers/:query',
      '/search-sender',
      '/search-consignee',
      '/join-invite',
      '/sms',
      '/rates',
    ])
      expect(paths).toContain(path);
  });

  it('gives New Drop-Off, Customer packages and Customer Packages the spec’s titles', () => {
    expect(ROUTES.createDropoff.title).toBe('New Drop-Off');
    expect(ROUTES.packages.title).toBe('Customer packages');
    expect(ROUTES.userPackages.title).toBe('Customer Packages');
  });

  it('has the sixteen menu entries of spec 1 §2.2, each on a route that has one', () => {
    expect(MENU.map((k) => ROUTES[k].menu?.label)).toEqual([
      'My Profile',
      'Customers',
      'Track Packages',
      'My Packages',
      'Collect',
      'Drop-Offs',
      'My Drop-Offs',
      'Pickups',
      'My Requested Pickups',
      'My Invoices',
      'Invoices',
      'Packages',
      'Contact Us',
      'Settings',
      'Templates',
      'Reports',
    ]);
    expect(all.filter(([, r]) => r.menu).length).toBe(16);
  });

  it('highlights only routes that have a menu entry', () => {
    for (const [key, r] of all)
      for (const h of r.highlights ?? []) {
        expect(ROUTE_KEYS).toContain(h);
        expect([key, ROUTES[h as keyof typeof ROUTES].menu]).toEqual([key, expect.anything()]);
      }
  });

  it('names an owner and a screen for every route and widget', () => {
    for (const owner of REMOTES) expect(Array.isArray(screensOf(owner))).toBe(true);
    expect(screensOf('mf_customer')).toEqual(expect.arrayContaining(['MyPackages', 'RecentPackages', 'RecentPickups']));
    expect(Object.values(WIDGETS).every((w) => REMOTES.includes(w.owner))).toBe(true);
  });

  it('keeps only Track Packages, Contact Us, the home page, sign-in and the status links public', () => {
    expect(all.filter(([, r]) => allows(r.access, ANONYMOUS)).map(([k]) => k)).toEqual([
      'home',
      'track',
      'login',
      'contactUs',
      'statusLink',
    ]);
  });

  it('fills a pattern’s params, encoded', () => {
    expect(routePath('addressDetail', { userId: 'u 1', addressId: 'a/2' })).toBe('/address-detail/u%201/a%2F2');
  });

  it('puts a customer search in the route base64, URL-encoded once (spec 1 §5, issue 23.1)', () => {
    expect(customerSearchPath('usersSearch', ' Ben-Okafor ')).toBe('/users/QmVuIE9rYWZvcg%3D%3D');
    expect(customerSearchPath('searchCustomers', 'Ben Okafor')).toBe('/search-customers/QmVuIE9rYWZvcg%3D%3D');
    expect(customerSearchPath('usersSearch', '  ')).toBe('/users');
    expect(customerSearchPath('searchCustomers', '')).toBe('/search-customers');
  });
});
