import type { Access } from './privileges';

/**
 * Who may call each endpoint. The api's guard reads this table; the customer scope (own rows only)
 * is added by each handler on top. `{}` still needs a token (anonymous is enough).
 */
export const ENDPOINTS = {
  'GET /track/:list': {},
  'GET /settings': {},
  'GET /check_invitation': { login: true },
  'POST /join_invite': { login: true },
  'GET /me': { login: true },
  'GET /packages/:id': { login: true },
  'POST /api/data/:table': { login: true },
  'POST /api/row/:table': { login: true },
  // Drop-offs (issue 4): df for every staff call; GET of one drop-off also for its joined customer
  // (checked by the handler); the staff list (df or pku), the customer search (df, pku or cu) and
  // uploads (by folder) check the privilege in the handler too.
  'POST /dropoffs': { privilege: 'df' },
  'PUT /dropoffs': { privilege: 'df' },
  'PUT /dropoffs/complete': { privilege: 'df' },
  'PUT /dropoffs/cancel': { privilege: 'df' },
  'GET /dropoffs/:id': { login: true },
  'GET /staff': { login: true },
  'GET /api/fts/users/:term/:limit': { login: true },
  'GET /api/fts/dropoffs/:term/:limit': { privilege: 'df' },
  'POST /uploads': { login: true },
  // Customer self-service (issue 3). Handlers add the rest: a customer reads and changes only their
  // own rows (pickups, addresses, invoices, their own users row); pku/col staff read any pickup, pku
  // staff cancel any, inv staff read any invoice.
  'GET /zones': { login: true },
  'GET /zones/by_zip/:zip': { login: true },
  'GET /pickup_dates': { login: true },
  'GET /pickups/:id': { login: true },
  'POST /pickups': { joined: true },
  'PUT /pickups': { joined: true },
  'PUT /pickups/cancel': { joined: true },
  'GET /delivery_addresses': { joined: true },
  'GET /delivery_addresses/:userId/:addressId': { joined: true },
  'POST /delivery_address': { joined: true },
  'PUT /delivery_address': { joined: true },
  'DELETE /delivery_address': { joined: true },
  'PUT /default_delivery_address': { joined: true },
  'PUT /profile': { joined: true },
  'PUT /update_email': { joined: true },
  'PUT /update_email_verification': { joined: true },
  'GET /invoices/:id': { login: true },
} as const satisfies Record<string, Access>;
export type Endpoint = keyof typeof ENDPOINTS;
