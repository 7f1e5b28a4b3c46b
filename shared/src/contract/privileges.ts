/** Privilege codes and the access rule (spec 1 §6, spec 2 §6, spec 3 §6). */
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
}

export const ANONYMOUS: Principal = { loggedIn: false, status: null, privileges: [] };

/**
 * One access rule. Every listed condition must hold:
 * - `login`: a signed-in (non-anonymous) user;
 * - `joined`: a signed-in user whose status is joined;
 * - `privilege`: the code (admin, sa, owner pass);
 * - `sa`: the sa privilege itself (owner passes too; admin does not: Templates needs sa).
 * `{}` is public: anyone, anonymous included.
 */
export interface Access {
  login?: boolean;
  joined?: boolean;
  privilege?: Privilege;
  sa?: boolean;
}

export const PUBLIC: Access = {};

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

export function isAdmin(privileges: readonly string[]): boolean {
  return SUPER_PRIVILEGES.some((p) => privileges.includes(p));
}

export function allows(access: Access, who: Principal): boolean {
  if ((access.login || access.joined || access.privilege || access.sa) && !who.loggedIn) return false;
  if (access.joined && who.status !== 'joined') return false;
  if (access.privilege && !hasPrivilege(who.privileges, access.privilege)) return false;
  if (access.sa && !(who.privileges.includes('sa') || who.privileges.includes('owner'))) return false;
  return true;
}
