import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Claims, DecodedToken, Identity } from './identity';

export interface FirebaseIdentityOptions {
  projectId: string;
  /** host:port of the Auth emulator; null for real Firebase (credentials from the environment). */
  emulatorHost: string | null;
}

function firebaseApp(projectId: string): App {
  const name = `fcs-${projectId}`;
  return getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
}

function errorCode(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
}

/** firebase-admin behind the Identity interface. With the emulator it verifies its unsigned tokens. */
export class FirebaseIdentity implements Identity {
  private readonly auth: Auth;

  constructor(options: FirebaseIdentityOptions) {
    // firebase-admin reads the emulator host from the environment on every call.
    if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
    this.auth = getAuth(firebaseApp(options.projectId));
  }

  async verify(token: string): Promise<DecodedToken> {
    const decoded = await this.auth.verifyIdToken(token);
    const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
    return {
      uid: decoded.uid,
      phoneNumber: decoded.phone_number ?? null,
      anonymous: decoded.firebase?.sign_in_provider === 'anonymous',
      claims: { cid: str(decoded.cid), pr: str(decoded.pr), st: str(decoded.st) },
      expiresAt: decoded.exp * 1000,
    };
  }

  async setClaims(uid: string, claims: Claims | null): Promise<void> {
    await this.auth.setCustomUserClaims(uid, claims);
  }

  async revokeRefreshTokens(uid: string): Promise<void> {
    try {
      await this.auth.revokeRefreshTokens(uid);
    } catch (e) {
      // An identity deleted meanwhile has no session left to end.
      if (errorCode(e) !== 'auth/user-not-found') throw e;
    }
  }

  async ensureUser({ uid, phoneNumber }: { uid: string; phoneNumber: string }): Promise<string> {
    try {
      return (await this.auth.getUserByPhoneNumber(phoneNumber)).uid;
    } catch (e) {
      if (errorCode(e) !== 'auth/user-not-found') throw e;
    }
    try {
      await this.auth.getUser(uid);
      await this.auth.updateUser(uid, { phoneNumber });
    } catch (e) {
      if (errorCode(e) !== 'auth/user-not-found') throw e;
      await this.auth.createUser({ uid, phoneNumber });
    }
    return uid;
  }
}
