/** The claims the api sets on a sign-in identity: cid (users.id), pr (privileges joined by ':'), st (status). */
export interface Claims {
  cid?: string;
  pr?: string;
  st?: string;
}

export interface DecodedToken {
  uid: string;
  phoneNumber: string | null;
  /** firebase.sign_in_provider is 'anonymous': a valid token, but nobody is logged in. */
  anonymous: boolean;
  claims: Claims;
  /** When the token expires (ms since the epoch). */
  expiresAt: number;
}

/**
 * The sign-in provider as the api sees it. Firebase in production and development (emulator); the
 * tests reuse the real verification and may record the writes.
 */
export interface Identity {
  /** Throws when the token is not valid. */
  verify(token: string): Promise<DecodedToken>;
  /** Replaces the custom claims; null clears them. */
  setClaims(uid: string, claims: Claims | null): Promise<void>;
  /** Makes sure an identity with this phone exists; answers its uid (an existing one for the phone wins). */
  ensureUser(user: { uid: string; phoneNumber: string }): Promise<string>;
  /** Ends every session of the identity: its refresh tokens stop working (a disabled customer). */
  revokeRefreshTokens(uid: string): Promise<void>;
}

export function claimsFor(user: { id: string; privileges: readonly string[]; status: string }): Claims {
  return { cid: user.id, pr: user.privileges.join(':'), st: user.status };
}
