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
} as const satisfies Record<string, Access>;
export type Endpoint = keyof typeof ENDPOINTS;
