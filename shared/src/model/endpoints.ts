import { anyOf, JOINED, LOGGED_IN, PUBLIC, SA, staff, type Access } from './access';

/** The settings pages (issue 12): admin (sa and owner pass). */
const ADMIN = staff('admin');

/**
 * Who may call each endpoint: the api's guard reads this table before any handler runs. Row-level
 * rules come after it, in the read rules (which rows) and the machines (which changes). `PUBLIC`
 * needs no token: a call without one is an anonymous visitor's (the Track page does not wait for a
 * Firebase sign-in); a call with one is checked like any other.
 */
export const ENDPOINTS = {
  'GET /track/:list': PUBLIC,
  'GET /settings': PUBLIC,
  // A record's status page, for whoever holds its link (its photos are public like /files).
  'GET /status/:token': PUBLIC,
  // Staff of the record's kind (pkg, pku, df: the handler checks the kind's own).
  'PUT /status_links/revoke': staff('pkg', 'pku', 'df'),
  'GET /check_invitation': LOGGED_IN,
  'POST /join_invite': LOGGED_IN,
  'GET /me': LOGGED_IN,
  // Reads: the read rules decide which rows (a customer's own; staff of the table any).
  'GET /packages/:id': LOGGED_IN,
  'POST /api/data/:table': LOGGED_IN,
  'POST /api/row/:table': LOGGED_IN,
  'GET /pickups/:id': LOGGED_IN,
  'GET /pickup_info/:id': LOGGED_IN,
  'GET /pickups/:id/attempts': LOGGED_IN,
  'GET /dropoffs/:id': LOGGED_IN,
  'GET /invoices/:id': LOGGED_IN,
  // Drop-offs (spec 3): the desk.
  'POST /dropoffs': staff('df'),
  'PUT /dropoffs': staff('df'),
  'PUT /dropoffs/complete': staff('df'),
  'PUT /dropoffs/cancel': staff('df'),
  'GET /api/fts/dropoffs/:term/:limit': staff('df'),
  // The pickers several staff screens share.
  'GET /staff': staff('df', 'pku'),
  'GET /api/fts/users/:term/:limit': staff('df', 'pku', 'cu', 'inv', 'pkg'),
  // Photos: the folder's record decides (its machine's edit or complete).
  'POST /uploads': LOGGED_IN,
  // Customer self-service (spec 2): pickups, addresses, profile and e-mail.
  'GET /zones': LOGGED_IN,
  'GET /zones/by_zip/:zip': LOGGED_IN,
  'GET /pickup_dates': LOGGED_IN,
  'POST /pickups': JOINED,
  'PUT /pickups': JOINED,
  // A customer their own requested pickup; pku staff any open one (the pickup machine decides).
  'PUT /pickups/cancel': LOGGED_IN,
  // Staff pickup screens (spec 2 §2): pku requests and edits on behalf of a customer, confirms and
  // reschedules; a driver (col) completes the pickups assigned to them (the pickup machine decides).
  'POST /admin/pickups': staff('pku'),
  'PUT /admin/pickups': staff('pku'),
  'PUT /pickups/confirm': staff('pku'),
  'PUT /pickups/reschedule': staff('pku'),
  'PUT /pickups/complete': staff('pku', 'col'),
  // Only the driver it is assigned to: the machine refuses pku staff (403) with its own words.
  'PUT /pickups/not-collected': staff('pku', 'col'),
  'GET /delivery_addresses': JOINED,
  'GET /customers/:customerId/delivery_addresses': staff('pku', 'cu'),
  // A customer's own book; cu staff a customer's (the addresses of /user-detail; the handler decides whose).
  'GET /delivery_addresses/:userId/:addressId': anyOf(JOINED, staff('cu')),
  'POST /delivery_address': anyOf(JOINED, staff('cu')),
  'PUT /delivery_address': anyOf(JOINED, staff('cu')),
  'DELETE /delivery_address': anyOf(JOINED, staff('cu')),
  'PUT /default_delivery_address': anyOf(JOINED, staff('cu')),
  'PUT /profile': JOINED,
  // The portal's language, kept with the profile of anyone signed in (customers and staff alike).
  'PUT /profile/language': LOGGED_IN,
  'PUT /update_email': JOINED,
  'PUT /update_email_verification': JOINED,
  // issue 11 · invoices: inv staff create invoices, mark them paid or cancel them (the invoice machine decides).
  'POST /invoices': staff('inv'),
  'PUT /invoices/status': staff('inv'),
  'GET /invoice_packages/:customerId': staff('inv'),
  // issue 11 · customers: the back office's customers (spec 2 §2, §4, §7), cu only.
  'GET /users': staff('cu'),
  'GET /users/:id': staff('cu'),
  'POST /invites': staff('cu'),
  'DELETE /invites': staff('cu'),
  'PUT /accept_request': staff('cu'),
  'PUT /users': staff('cu'),
  'PUT /enable_user': staff('cu'),
  // issue 11 · packages: warehouse intake, the bulk status move, the assign block (admin or sa:
  // the package machine decides) and the CSV of the staff list.
  'POST /packages': staff('pkg'),
  'PUT /packages/status': staff('pkg'),
  'PUT /packages/users': staff('admin'),
  // The staff list's CSV (issue 11: customers 403), and a packages report's for rpt (issue 13).
  'POST /api/download/packages': staff('pkg', 'rpt'),
  // issue 13 · reports (spec 3 §2, §7): templates are built by sa and read by rpt; the report
  // service's metadata is rpt's; its reads (fts, fts_filter, filter_values, download) follow the
  // read rules like /api/data: a customer's own rows, staff of the object or rpt all, else 403.
  'GET /templates': staff('rpt'),
  'GET /templates/:id': staff('rpt'),
  'POST /templates': SA,
  'PUT /templates': SA,
  'DELETE /templates': SA,
  'GET /api/objs': staff('rpt'),
  'GET /api/meta/:object': staff('rpt'),
  'POST /api/filter_values': LOGGED_IN,
  'GET /api/fts/:table/:term/:limit': LOGGED_IN,
  'GET /api/fts_filter/:table/:term/:limit/:offset/:filter': LOGGED_IN,
  'POST /api/download/:object': LOGGED_IN,
  // issue 12 · settings: pickup zones and dates, the e-mail/SMS formats, the contact block, the zip lookup.
  'POST /zones': ADMIN,
  'PUT /zones': ADMIN,
  'DELETE /zones': ADMIN,
  'POST /pickup_dates': ADMIN,
  'PUT /pickup_dates': ADMIN,
  'DELETE /pickup_dates': ADMIN,
  'GET /email_formats': ADMIN,
  'PUT /email_formats': ADMIN,
  'PUT /settings': ADMIN,
  'GET /zip_codes/:zip': ADMIN,
  // issue 12 · SMS usage for admin staff; the rates listed to admin staff, changed by sa only (spec 3 §6).
  'GET /sms_months': staff('admin'),
  'GET /sms_messages': staff('admin'),
  'GET /sms_rates': staff('admin'),
  'POST /sms_rates': SA,
  'PUT /sms_rates': SA,
  'DELETE /sms_rates': SA,
  // issue 32 · going live: the super-admin's first-run list; the import of a forwarder's book (admin, sa).
  'GET /setup': SA,
  'POST /imports/:kind': ADMIN,
} as const satisfies Record<string, Access>;
export type Endpoint = keyof typeof ENDPOINTS;
