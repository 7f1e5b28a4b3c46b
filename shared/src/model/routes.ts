import { anyOf, JOINED, LOGGED_IN, PUBLIC, SA, staff, type Access } from './access';
import { customerSearchToken } from './format';

/**
 * The plan of the portal as data: every route of the three spec route tables (spec 1 §2.1, spec 2
 * §2, spec 3 §2), declared once with its title, its access rule, the app that owns its screen, and
 * its menu entry or the menu entry it highlights. The shell derives its route table, menu,
 * highlighting, guard and page titles from it; each remote's standalone host derives its routes;
 * each remote's test checks that it exposes every screen named here.
 */

/** The apps that own screens: the shell and the five remotes (container names). */
export const REMOTES = ['mf_customer', 'mf_pickups', 'mf_dropoffs', 'mf_reports', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTES)[number];
export type ScreenOwner = 'shell' | RemoteName;

/**
 * Where a menu entry sits in the large layout: `main` in the main menu (customer entries, then
 * `staff` ones), `admin` as a button of the top bar, `account` at the right of the top bar.
 */
export type MenuGroup = 'main' | 'staff' | 'admin' | 'account';

export interface RouteDef {
  path: string;
  /** The page title (document title and the route's name in messages). */
  title: string;
  access: Access;
  owner: ScreenOwner;
  /** The name of the screen in its owner's `./screens` module (or the shell's own screen). */
  screen: string;
  /** The route's own menu entry. */
  menu?: { label: string; group: MenuGroup };
  /** The menu entries (route keys) this screen belongs to, in order: the first one the user sees is highlighted. */
  highlights?: readonly string[];
}

const route = (
  path: string,
  title: string,
  access: Access,
  owner: ScreenOwner,
  screen: string,
  more: Partial<RouteDef> = {},
): RouteDef => ({
  path,
  title,
  access,
  owner,
  screen,
  ...more,
});
const menu = (label: string, group: MenuGroup): Partial<RouteDef> => ({ menu: { label, group } });
const within = (...keys: string[]): Partial<RouteDef> => ({ highlights: keys });

const PKU = staff('pku');
const COL = staff('col');
const PKU_OR_COL = staff('pku', 'col');
const DF = staff('df');
const PKG = staff('pkg');
const INV = staff('inv');
const CU = staff('cu');
const RPT: Access = { login: true, privileges: ['rpt'] };
const ADMIN: Access = { login: true, privileges: ['admin'] };

export const ROUTES = {
  // Shell: public pages, sign-in and joining.
  home: route('/', 'Track Packages', PUBLIC, 'shell', 'Home', within('track')),
  track: route('/track-packages', 'Track Packages', PUBLIC, 'shell', 'Track', menu('Track Packages', 'main')),
  login: route('/login', 'Login', PUBLIC, 'shell', 'Login', within('track')),
  contactUs: route('/contact-us', 'Contact Us', PUBLIC, 'shell', 'ContactUs', menu('Contact Us', 'account')),
  joinInvite: route('/join-invite', 'Join', LOGGED_IN, 'shell', 'JoinInvite'),
  // A record's status page, opened from the link of a notice (a visitor gets its island, boot.js).
  statusLink: route('/s/:token', 'Status', PUBLIC, 'shell', 'Status'),

  // mf_customer: the customer's self-service.
  profile: route('/profile', 'My Profile', JOINED, 'mf_customer', 'Profile', menu('My Profile', 'account')),
  emailUpdate: route('/email-update', 'Update email', JOINED, 'mf_customer', 'EmailUpdate', within('profile')),
  addresses: route('/addresses', 'My addresses', JOINED, 'mf_customer', 'Addresses', within('profile')),
  newAddress: route('/new-address', 'New address', JOINED, 'mf_customer', 'NewAddress', within('profile')),
  // A customer edits their own; cu staff edit a customer's from the customer detail.
  addressDetail: route(
    '/address-detail/:userId/:addressId',
    'Address',
    anyOf(JOINED, CU),
    'mf_customer',
    'AddressDetail',
    within('users', 'profile'),
  ),
  // Beyond the spec: cu staff add an address to a customer's book from /user-detail.
  customerNewAddress: route('/new-address/:userId', 'New address', CU, 'mf_customer', 'NewAddress', within('users')),
  myPackages: route('/my-packages', 'My Packages', JOINED, 'mf_customer', 'MyPackages', menu('My Packages', 'main')),
  myPackageDetail: route('/my-package-detail/:id', 'Package', JOINED, 'mf_customer', 'MyPackageDetail', within('myPackages')),
  myPickups: route('/my-pickups', 'My Requested Pickups', JOINED, 'mf_customer', 'MyPickups', menu('My Requested Pickups', 'main')),
  myPickupDetail: route('/my-pickup-detail/:id', 'Pickup', JOINED, 'mf_customer', 'MyPickupDetail', within('myPickups')),
  myPickupEdit: route('/my-pickup-edit/:id', 'Edit Pickup', JOINED, 'mf_customer', 'MyPickupEdit', within('myPickups')),
  requestPickup: route('/request-pickup-form', 'Request Pickup', JOINED, 'mf_customer', 'RequestPickup', within('myPickups')),
  // The customer cancels their own requested pickup; pku staff any open one (the api decides).
  pickupCancel: route(
    '/pickup-cancel/:id',
    'Cancel Pickup',
    anyOf(JOINED, PKU),
    'mf_customer',
    'PickupCancel',
    within('pickups', 'myPickups'),
  ),
  myDropoffs: route('/my-dropoffs', 'My Drop-Offs', JOINED, 'mf_customer', 'MyDropoffs', menu('My Drop-Offs', 'main')),
  myDropoffDetail: route('/my-dropoff-detail/:id', 'Drop-Off', JOINED, 'mf_customer', 'MyDropoffDetail', within('myDropoffs')),
  myInvoices: route('/my-invoices', 'My Invoices', JOINED, 'mf_customer', 'MyInvoices', menu('My Invoices', 'main')),
  myInvoiceDetail: route('/my-invoice-detail/:id', 'Invoice', JOINED, 'mf_customer', 'MyInvoiceDetail', within('myInvoices')),

  // mf_pickups: staff pickups, Collect and the route map.
  pickups: route('/pickups', 'Pickups', PKU, 'mf_pickups', 'Pickups', menu('Pickups', 'staff')),
  createPickup: route('/create-pickup-form', 'Create Pickup', PKU, 'mf_pickups', 'CreatePickup', within('pickups')),
  pickupInfo: route('/pickup-info/:id', 'Pickup', PKU_OR_COL, 'mf_pickups', 'PickupDetail', within('pickups', 'collect')),
  pickupDetail: route('/pickup-detail/:id', 'Pickup', PKU_OR_COL, 'mf_pickups', 'PickupDetail', within('pickups', 'collect')),
  pickupDetailOc: route('/pickup-detail/:id/oc', 'Pickup', PKU_OR_COL, 'mf_pickups', 'PickupDetail', within('collect', 'pickups')),
  pickupEdit: route('/pickup-edit/:id', 'Edit Pickup', PKU, 'mf_pickups', 'PickupEdit', within('pickups')),
  pickupConfirm: route('/pickup-confirm/:id', 'Confirm Pickup', PKU, 'mf_pickups', 'PickupConfirm', within('pickups')),
  pickupReschedule: route('/pickup-reschedule/:id', 'Reschedule Pickup', PKU, 'mf_pickups', 'PickupReschedule', within('pickups')),
  pickupComplete: route(
    '/pickup-complete/:id',
    'Complete Pickup',
    PKU_OR_COL,
    'mf_pickups',
    'PickupComplete',
    within('collect', 'pickups'),
  ),
  // The driver could not collect a stop: one reason, a remark, a photo (decision 0019).
  pickupNotCollected: route(
    '/pickup-not-collected/:id',
    'Not Collected',
    PKU_OR_COL,
    'mf_pickups',
    'PickupNotCollected',
    within('collect', 'pickups'),
  ),
  customerAddresses: route(
    '/customer-addresses/:customerId',
    'Customer addresses',
    PKU,
    'mf_pickups',
    'CustomerAddresses',
    within('pickups'),
  ),
  collect: route('/assign-pickups', 'Collect', COL, 'mf_pickups', 'Collect', menu('Collect', 'staff')),
  collectRoute: route('/assign-pickup-route', 'Pickup route', COL, 'mf_pickups', 'PickupRoute', within('collect')),

  // mf_dropoffs: staff drop-offs and the customer search they share with staff pickups.
  dropoffs: route('/dropoffs', 'Drop-Offs', DF, 'mf_dropoffs', 'DropoffList', menu('Drop-Offs', 'staff')),
  createDropoff: route('/create-dropoff', 'New Drop-Off', DF, 'mf_dropoffs', 'CreateDropoff', within('dropoffs')),
  dropoffDetail: route('/dropoff-detail/:id', 'Drop-Off', DF, 'mf_dropoffs', 'DropoffDetail', within('dropoffs')),
  dropoffEdit: route('/dropoff-edit/:id', 'Edit Drop-Off', DF, 'mf_dropoffs', 'DropoffEdit', within('dropoffs')),
  dropoffComplete: route('/dropoff-complete/:id', 'Complete Drop-Off', DF, 'mf_dropoffs', 'DropoffComplete', within('dropoffs')),
  dropoffCancel: route('/dropoff-cancel/:id', 'Cancel Drop-Off', DF, 'mf_dropoffs', 'DropoffCancel', within('dropoffs')),
  searchCustomers: route(
    '/search-customers/:query',
    'Search customers',
    staff('df', 'pku', 'cu', 'inv'),
    'mf_dropoffs',
    'SearchCustomers',
    within('dropoffs', 'pickups', 'users', 'invoices'),
  ),
  // The same screen before anything is searched: an empty query has no path segment to fill.
  searchCustomersStart: route(
    '/search-customers',
    'Search customers',
    staff('df', 'pku', 'cu', 'inv'),
    'mf_dropoffs',
    'SearchCustomers',
    within('dropoffs', 'pickups', 'users', 'invoices'),
  ),

  // mf_admin: customers, staff packages, invoices, settings, SMS.
  users: route('/users', 'Customers', CU, 'mf_admin', 'Users', menu('Customers', 'staff')),
  usersSearch: route('/users/:search', 'Customers', CU, 'mf_admin', 'Users', within('users')),
  userDetail: route('/user-detail/:id', 'Customer', CU, 'mf_admin', 'UserDetail', within('users')),
  packages: route('/packages', 'Customer packages', PKG, 'mf_admin', 'Packages', menu('Packages', 'staff')),
  packageDetail: route('/package-detail/:id', 'Package', PKG, 'mf_admin', 'PackageDetail', within('packages')),
  // Assigning the sender and the consignee is for admin and sa (spec 1 §6).
  packageEdit: route('/package-edit/:id', 'Edit package', ADMIN, 'mf_admin', 'PackageEdit', within('packages')),
  userPackages: route(
    '/user-packages/:userId',
    'Customer Packages',
    staff('pkg', 'cu'),
    'mf_admin',
    'UserPackages',
    within('packages', 'users'),
  ),
  userPackagesList: route(
    '/user-packages/:userId/packages',
    'Customer Packages',
    staff('pkg', 'cu'),
    'mf_admin',
    'UserPackages',
    within('users', 'packages'),
  ),
  // Warehouse intake (issue 11: the spec never says how a package enters).
  receivePackage: route('/receive-package', 'Receive Package', PKG, 'mf_admin', 'ReceivePackage', within('packages')),
  searchSender: route('/search-sender', 'Search sender', ADMIN, 'mf_admin', 'SearchSender', within('packages')),
  searchConsignee: route('/search-consignee', 'Search consignee', ADMIN, 'mf_admin', 'SearchConsignee', within('packages')),
  invoices: route('/invoices', 'Invoices', INV, 'mf_admin', 'Invoices', menu('Invoices', 'staff')),
  invoiceDetail: route('/invoice-detail/:id', 'Invoice', INV, 'mf_admin', 'InvoiceDetail', within('invoices')),
  createInvoice: route('/create-invoice', 'Create Invoice', INV, 'mf_admin', 'CreateInvoice', within('invoices')),
  settings: route('/settings', 'Settings', ADMIN, 'mf_admin', 'Settings', menu('Settings', 'admin')),
  settingsPage: route('/settings/:page', 'Settings', ADMIN, 'mf_admin', 'Settings', within('settings')),
  sms: route('/sms', 'SMS usage', ADMIN, 'mf_admin', 'Sms', within('settings')),
  rates: route('/rates', 'SMS rates', ADMIN, 'mf_admin', 'Rates', within('settings')),
  // issue 32 · going live: a forwarder's book moves in (admin and sa), reached from Settings and the first-run list.
  import: route('/import', 'Import', ADMIN, 'mf_admin', 'Import', within('settings')),

  // mf_reports: templates and the report viewer.
  templates: route('/templates', 'Templates', { login: true, ...SA }, 'mf_reports', 'Templates', menu('Templates', 'admin')),
  newTemplate: route('/new-template', 'New Template', { login: true, ...SA }, 'mf_reports', 'TemplateEditor', within('templates')),
  templateEdit: route(
    '/template-edit/:templateId',
    'Edit Template',
    { login: true, ...SA },
    'mf_reports',
    'TemplateEditor',
    within('templates'),
  ),
  reports: route('/reports', 'Reports', RPT, 'mf_reports', 'Reports', menu('Reports', 'admin')),
  reportView: route('/reports/:templateId/:state', 'Reports', RPT, 'mf_reports', 'Reports', within('reports')),
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof ROUTES;
export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

/** Parts of a remote shown inside a shell page rather than as a route (the home page's widgets). */
export const WIDGETS = {
  recentPackages: { owner: 'mf_customer', screen: 'RecentPackages', title: 'My recent packages' },
  recentPickups: { owner: 'mf_customer', screen: 'RecentPickups', title: 'My recent requested pickups' },
  // issue 32: the super-admin's first-run list, until every step is done.
  firstRun: { owner: 'mf_admin', screen: 'FirstRun', title: 'Setting up the portal' },
} as const satisfies Record<string, { owner: RemoteName; screen: string; title: string }>;
export type WidgetKey = keyof typeof WIDGETS;

/** The menu of spec 1 §2.2, in the spec's order: the routes that have an entry. */
export const MENU: readonly RouteKey[] = [
  'profile',
  'users',
  'track',
  'myPackages',
  'collect',
  'dropoffs',
  'myDropoffs',
  'pickups',
  'myPickups',
  'myInvoices',
  'invoices',
  'packages',
  'contactUs',
  'settings',
  'templates',
  'reports',
];

/** The screens a remote must expose: every route and widget it owns. */
export function screensOf(owner: ScreenOwner): string[] {
  const names = [
    ...Object.values(ROUTES as Record<string, RouteDef>)
      .filter((r) => r.owner === owner)
      .map((r) => r.screen),
    ...Object.values(WIDGETS)
      .filter((w) => w.owner === owner)
      .map((w) => w.screen),
  ];
  return [...new Set(names)];
}

/** The routes a remote owns, for its standalone host. */
export function routesOf(owner: ScreenOwner): [RouteKey, RouteDef][] {
  return (Object.entries(ROUTES) as [RouteKey, RouteDef][]).filter(([, r]) => r.owner === owner);
}

/** Fill a route pattern's `:params`, each URL-encoded once: pass the raw values, never encoded ones. */
export function routePath(key: RouteKey, params: Record<string, string | number> = {}): string {
  return ROUTES[key].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/**
 * The route of a customer search (spec 1 §5): the term with hyphens as spaces, base64, URL-encoded
 * once, e.g. /users/QmVuIE9rYWZvcg%3D%3D; blank text gives the route without a term.
 */
export function customerSearchPath(key: 'usersSearch' | 'searchCustomers', text: string): string {
  const term = text.trim();
  if (!term) return key === 'usersSearch' ? ROUTES.users.path : ROUTES.searchCustomersStart.path;
  return routePath(key, { [key === 'usersSearch' ? 'search' : 'query']: customerSearchToken(term) });
}
