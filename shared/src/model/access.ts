/**
 * Privileges and the one access rule (spec 1 §6, spec 2 §6, spec 3 §6), as pure functions that the
 * shell's guard and menu, the pages and the api's guard all call.
 */
export const PRIVILEGES = ['df', 'inv', 'pku', 'col', 'cu', 'pkg', 'rpt', 'admin', 'sa', 'owner'] as const;
export type Privilege = (typeof PRIVILEGES)[number];
/** These pass every privilege check. */
export const SUPER_PRIVILEGES: readonly Privilege[] = ['admin', 'sa', 'owner'];

export const USER_STATUSES = ['invited', 'signup', 'requested', 'joined', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** What the rules look at: derived from the token's claims (cid, pr, st) or the invitation check. */
export interface Principal {
  /** Signed in with a real identity (not anonymous). */
  loggedIn: boolean;
  status: UserStatus | null;
  privileges: readonly string[];
  /** The caller's users.id (the cid claim), when they have a users row. */
  cid?: string | null;
}

export const ANONYMOUS: Principal = { loggedIn: false, status: null, privileges: [], cid: null };

/**
 * One access rule. Every listed condition must hold:
 * - `login`: a signed-in (non-anonymous) user;
 * - `joined`: a signed-in user whose status is joined;
 * - `privileges`: any one of these codes (admin, sa and owner pass);
 * - `sa`: the sa privilege itself (owner passes too; admin does not: Templates needs sa);
 * - `anyOf`: at least one of these rules.
 * `{}` is public: anyone, anonymous included.
 */
export interface Access {
  login?: boolean;
  joined?: boolean;
  privileges?: readonly Privilege[];
  sa?: boolean;
  anyOf?: readonly Access[];
}

/** The rules the route manifest and the endpoint table are written in. */
export const PUBLIC: Access = {};
export const LOGGED_IN: Access = { login: true };
export const JOINED: Access = { joined: true };
export const SA: Access = { sa: true };
/** Staff holding any one of the codes (admin, sa and owner pass). */
export const staff = (...codes: Privilege[]): Access => ({ privileges: codes });
export const anyOf = (...rules: Access[]): Access => ({ anyOf: rules });

export function parsePrivileges(claim: unknown): string[] {
  if (typeof claim !== 'string') return [];
  return claim
    .split(':')
    .map((p) => p.trim())
    .filter(Boolean);
}

export function hasPrivilege(privileges: readonly string[], code: Privilege): boolean {
  return privileges.includes(code) || SUPER_PRIVILEGES.some((p) => privileges.includes(p));
}

export function hasAnyPrivilege(privileges: readonly string[], codes: readonly Privilege[]): boolean {
  return codes.some((c) => hasPrivilege(privileges, c));
}

export function isAdmin(privileges: readonly string[]): boolean {
  return SUPER_PRIVILEGES.some((p) => privileges.includes(p));
}

export function isSuperAdmin(privileges: readonly string[]): boolean {
  return privileges.includes('sa') || privileges.includes('owner');
}

export function isPublic(access: Access): boolean {
  return !access.login && !access.joined && !access.privileges?.length && !access.sa && !access.anyOf?.length;
}

export function allows(access: Access, who: Principal): boolean {
  if (isPublic(access)) return true;
  if (access.anyOf?.length && !access.anyOf.some((rule) => allows(rule, who))) return false;
  const own = { ...access, anyOf: undefined };
  if (isPublic(own)) return true;
  if (!who.loggedIn) return false;
  if (access.joined && who.status !== 'joined') return false;
  if (access.privileges?.length && !hasAnyPrivilege(who.privileges, access.privileges)) return false;
  if (access.sa && !isSuperAdmin(who.privileges)) return false;
  return true;
}

const quoted = (codes: readonly string[]) => codes.map((c) => `"${c}"`).join(' or ');

/** Why a rule refuses someone, in words they can act on (the api's 403 and the shell's "Not allowed"). */
export function refusal(access: Access, who: Principal): string {
  if (!who.loggedIn) return 'Please sign in with your phone number first';
  if (access.anyOf?.length && !access.anyOf.some((rule) => allows(rule, who))) {
    const privileges = access.anyOf.flatMap((r) => r.privileges ?? []);
    const joined = access.anyOf.some((r) => r.joined);
    if (joined && privileges.length) return `Only joined customers and staff with the ${quoted(privileges)} privilege can do this`;
    return refusal(access.anyOf[0]!, who);
  }
  if (access.joined && who.status !== 'joined') return 'Only joined customers can do this';
  if (access.privileges?.length && !hasAnyPrivilege(who.privileges, access.privileges))
    return `You need the ${quoted(access.privileges)} privilege for this`;
  if (access.sa) return 'Only a super-admin can do this';
  return 'You are not allowed to do this';
}
