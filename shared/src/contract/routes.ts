import type { Access } from './privileges';

/** The route table of spec 1 §2.1 with each route's access rule, declared once. */
export const ROUTES = {
  home: { path: '/', access: {} },
  track: { path: '/track-packages', access: {} },
  login: { path: '/login', access: {} },
  contactUs: { path: '/contact-us', access: {} },
  joinInvite: { path: '/join-invite', access: { login: true } },
  packages: { path: '/packages', access: { privilege: 'pkg' } },
  myPackages: { path: '/my-packages', access: { joined: true } },
  myPackageDetail: { path: '/my-package-detail/:id', access: { joined: true } },
  pickups: { path: '/pickups', access: { privilege: 'pku' } },
  collect: { path: '/assign-pickups', access: { privilege: 'col' } },
  myPickups: { path: '/my-pickups', access: { joined: true } },
  myPickupDetail: { path: '/my-pickup-detail/:id', access: { joined: true } },
  myPickupEdit: { path: '/my-pickup-edit/:id', access: { joined: true } },
  requestPickup: { path: '/request-pickup-form', access: { joined: true } },
  // Staff (pku) cancel from here too; the api decides whose pickup the caller may cancel.
  pickupCancel: { path: '/pickup-cancel/:id', access: { login: true } },
  dropoffs: { path: '/dropoffs', access: { privilege: 'df' } },
  dropoffDetail: { path: '/dropoff-detail/:id', access: { privilege: 'df' } },
  createDropoff: { path: '/create-dropoff', access: { privilege: 'df' } },
  dropoffEdit: { path: '/dropoff-edit/:id', access: { privilege: 'df' } },
  dropoffComplete: { path: '/dropoff-complete/:id', access: { privilege: 'df' } },
  dropoffCancel: { path: '/dropoff-cancel/:id', access: { privilege: 'df' } },
  // Opened by drop-off create (df) and the staff pickup request (pku); the api checks the privilege.
  searchCustomers: { path: '/search-customers/:query', access: { login: true } },
  // The same screen before anything is searched: an empty query has no path segment to fill.
  searchCustomersStart: { path: '/search-customers', access: { login: true } },
  myDropoffs: { path: '/my-dropoffs', access: { joined: true } },
  myDropoffDetail: { path: '/my-dropoff-detail/:id', access: { joined: true } },
  myInvoices: { path: '/my-invoices', access: { joined: true } },
  myInvoiceDetail: { path: '/my-invoice-detail/:id', access: { joined: true } },
  invoices: { path: '/invoices', access: { privilege: 'inv' } },
  users: { path: '/users', access: { privilege: 'cu' } },
  profile: { path: '/profile', access: { joined: true } },
  emailUpdate: { path: '/email-update', access: { joined: true } },
  addresses: { path: '/addresses', access: { joined: true } },
  newAddress: { path: '/new-address', access: { joined: true } },
  addressDetail: { path: '/address-detail/:userId/:addressId', access: { joined: true } },
  settings: { path: '/settings', access: { login: true, privilege: 'admin' } },
  templates: { path: '/templates', access: { sa: true } },
  reports: { path: '/reports', access: { login: true, privilege: 'rpt' } },
} as const satisfies Record<string, { path: string; access: Access }>;

export type RouteKey = keyof typeof ROUTES;

export interface MenuEntry {
  label: string;
  route: RouteKey;
}

/** Menu entries of spec 1 §2.2, in order. Each is shown when its route's access allows and its screen exists. */
export const MENU: readonly MenuEntry[] = [
  { label: 'My Profile', route: 'profile' },
  { label: 'Customers', route: 'users' },
  { label: 'Track Packages', route: 'track' },
  { label: 'My Packages', route: 'myPackages' },
  { label: 'Collect', route: 'collect' },
  { label: 'Drop-Offs', route: 'dropoffs' },
  { label: 'My Drop-Offs', route: 'myDropoffs' },
  { label: 'Pickups', route: 'pickups' },
  { label: 'My Requested Pickups', route: 'myPickups' },
  { label: 'My Invoices', route: 'myInvoices' },
  { label: 'Invoices', route: 'invoices' },
  { label: 'Packages', route: 'packages' },
  { label: 'Contact Us', route: 'contactUs' },
  { label: 'Settings', route: 'settings' },
  { label: 'Templates', route: 'templates' },
  { label: 'Reports', route: 'reports' },
];

/** Fill a route pattern's `:params`. */
export function routePath(key: RouteKey, params: Record<string, string | number> = {}): string {
  return ROUTES[key].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
