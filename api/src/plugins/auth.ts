import { allows, CUSTOMER_MSG, ENDPOINTS, PUBLIC, refusal, type Access, type Endpoint, type Principal } from '@fcs/shared/contract';
import type { FastifyRequest } from 'fastify';
import { tokenCache, userCache } from '../identity/caches';
import type { Identity } from '../identity/identity';
import { forbidden, unauthorized } from '../lib/http-error';
import { appPlugin } from '../lib/plugin';
import { actAs, type AuditActor } from '../audit/audit-context';
import type { UserRow } from '../repositories/users-repository';

/** Who is calling: the contract's Principal plus the identity and the users row behind it. */
export interface ApiPrincipal extends Principal {
  uid: string | null;
  /** users.id, only when the token's cid names an existing row. */
  cid: string | null;
  phone: string | null;
  user: UserRow | null;
}

const NOBODY: ApiPrincipal = { loggedIn: false, status: null, privileges: [], uid: null, cid: null, phone: null, user: null };

/** URLs open to anyone without headers: the probes, the docs, the OpenAPI document and the photo files. */
function isPublicUrl(url: string): boolean {
  return (
    url === '/health' ||
    url === '/ready' ||
    url === '/openapi.json' ||
    url === '/docs' ||
    url.startsWith('/docs/') ||
    url.startsWith('/files/')
  );
}

/**
 * Every request but the public ones carries Project-ID (the project id) and Token (a Firebase ID
 * token, anonymous ones included). The principal is built from the token and, for a cid, from the
 * users row, which is authoritative: a disabled or not-joined row is not joined whatever the claims
 * say. Then the endpoint's rule from the contract's ENDPOINTS table decides.
 */
export const authPlugin = appPlugin<{ identity: Identity; users: ReturnType<typeof userCache<UserRow>> }>(
  'fcs-auth',
  async (app, { identity, users }) => {
    app.decorate('identity', identity);
    const tokens = tokenCache();
    app.decorateRequest('principal', null as unknown as ApiPrincipal);

    // Fail at start-up, not at run time, when a route has no access rule.
    app.addHook('onRoute', (route) => {
      if (route.config?.public || isPublicUrl(route.url) || route.method === 'HEAD' || route.method === 'OPTIONS') return;
      for (const method of [route.method].flat()) {
        const key = `${method} ${route.url}`;
        if (!Object.hasOwn(ENDPOINTS, key)) throw new Error(`No access rule in the contract's ENDPOINTS for ${key}`);
      }
    });

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const url = request.routeOptions.url;
      if (request.method === 'OPTIONS' || url === undefined || request.routeOptions.config.public || isPublicUrl(url)) {
        request.principal = NOBODY;
        return;
      }
      const project = request.headers['project-id'];
      if (project !== app.config.projectId && !(project === undefined && request.routeOptions.config.noProjectId))
        throw unauthorized('Unknown project');
      const key = `${request.method === 'HEAD' ? 'GET' : request.method} ${url}`;
      const access: Access | undefined = Object.hasOwn(ENDPOINTS, key) ? ENDPOINTS[key as Endpoint] : undefined;
      const token = request.headers.token;
      if (typeof token !== 'string' || !token.trim()) {
        // A public read (PUBLIC in the contract) needs no sign-in: an anonymous visitor's Track.
        if (access === PUBLIC && token === undefined) {
          request.principal = NOBODY;
          return;
        }
        throw unauthorized('Sign-in token is missing');
      }
      let decoded;
      try {
        decoded = await tokens.verify(token.trim(), (t) => identity.verify(t));
      } catch (e) {
        request.log.info({ err: e }, 'token refused');
        throw unauthorized('Sign-in token is invalid or expired: sign in again');
      }
      request.principal = await principalOf(decoded, (id) => users.get(id, (key) => app.repos.users.findById(key)));

      // issue 11 · customers: a disabled account is refused everything but the public reads, saying so.
      if (request.principal.status === 'disabled' && access !== PUBLIC) throw forbidden(CUSTOMER_MSG.accountDisabled);
      if (!access) throw forbidden('You are not allowed to do this');
      if (!allows(access, request.principal)) throw forbidden(refusal(access, request.principal));
    });

    // issue 32: a staff member's call runs as them, so that every row it writes is in the audit log
    // (audit/audited-db.ts). The last app-level hook before the handler: the body is parsed, and the
    // route's own hooks and the handler run inside it.
    app.addHook('preHandler', (request, _reply, done) => {
      const actor = auditActorOf(request);
      if (actor) actAs(actor, done);
      else done();
    });
  },
);

/** Staff (an employee, or anyone holding a privilege) act on the record; a customer's own calls do not. */
export function auditActorOf(request: FastifyRequest): AuditActor | null {
  const user = request.principal?.user;
  if (!user || !(user.is_employee || request.principal.privileges.length > 0)) return null;
  return { id: user.id, name: user.user_name, action: `${request.method} ${request.routeOptions.url}` };
}

export async function principalOf(
  decoded: Awaited<ReturnType<Identity['verify']>>,
  findUser: (id: string) => Promise<UserRow | null>,
): Promise<ApiPrincipal> {
  if (decoded.anonymous) return { ...NOBODY, uid: decoded.uid };
  const base = { loggedIn: true, uid: decoded.uid, phone: decoded.phoneNumber };
  const found = decoded.claims.cid ? await findUser(decoded.claims.cid) : null;
  // The cid claim must name the users row of the sign-in that presents it: a token with a forged
  // or stale claim never reads as another person.
  const user = found && found.auth_uid === decoded.uid ? found : null;
  if (!user) return { ...base, status: null, privileges: [], cid: null, user: null };
  const active = user.enabled && user.status !== 'disabled';
  return { ...base, status: active ? user.status : 'disabled', privileges: active ? (user.privileges ?? []) : [], cid: user.id, user };
}
