import { parsePrivileges, USER_STATUSES, type UserStatus } from '@fcs/shared/model/access';
import type { Session } from '@fcs/runtime/session';

/** What the session needs of a Firebase user; firebase itself stays out of this file. */
export interface AuthUserLike {
  uid: string;
  isAnonymous: boolean;
  phoneNumber: string | null;
}

export interface SessionSources {
  /** The ID token's claims; `force` gets a fresh token from the server (after the api changed the claims). */
  readClaims: (force: boolean) => Promise<Record<string, unknown>>;
  /** GET /check_invitation */
  checkInvitation: () => Promise<{ invited: boolean; refresh?: boolean }>;
}

function asStatus(value: unknown): UserStatus | null {
  return typeof value === 'string' && (USER_STATUSES as readonly string[]).includes(value) ? (value as UserStatus) : null;
}

function fromClaims(user: AuthUserLike, claims: Record<string, unknown>): Session {
  const cid = typeof claims.cid === 'string' || typeof claims.cid === 'number' ? String(claims.cid) : null;
  return {
    ready: true,
    uid: user.uid,
    anonymous: false,
    loggedIn: true,
    cid,
    // A customer record without a status claim is joined (the spec's state at start).
    status: cid ? (asStatus(claims.st) ?? 'joined') : null,
    privileges: parsePrivileges(claims.pr),
    phoneNumber: user.phoneNumber,
  };
}

/**
 * The session of a signed-in user (spec 1 §4, §6): claims cid, pr and st; with no cid claim the
 * invitation check decides invited or signup. When the api answers refresh (it has just set the
 * claims), the token is refreshed and read again. Anonymous users hold a token but are not logged in.
 */
export async function resolveSession(user: AuthUserLike, sources: SessionSources): Promise<Session> {
  if (user.isAnonymous) {
    return { ready: true, uid: user.uid, anonymous: true, loggedIn: false, cid: null, status: null, privileges: [], phoneNumber: null };
  }
  let session = fromClaims(user, await sources.readClaims(false));
  if (session.cid) return session;
  try {
    const invitation = await sources.checkInvitation();
    if (invitation.refresh) {
      session = fromClaims(user, await sources.readClaims(true));
      if (session.cid) return session;
    }
    return { ...session, status: invitation.invited ? 'invited' : 'signup' };
  } catch (e) {
    // Unknown rather than signup: a failed check must not send the user through the signup redirect.
    console.warn('Invitation check failed', e);
    return session;
  }
}
