import { deleteApp, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FirebaseIdentity } from '../identity/firebase-identity';
import type { Claims, DecodedToken, Identity } from '../identity/identity';

/**
 * The real FirebaseIdentity against the test run's Auth emulator, plus what tests need: reading a
 * user's claims back, and making the provider fail to prove that a join is all or nothing.
 */
/** TestIdentity instances alive: several test apps of one file share one firebase-admin app. */
let alive = 0;

export class TestIdentity implements Identity {
  readonly firebase: FirebaseIdentity;
  failSetClaims = false;

  constructor(readonly projectId = 'demo-fcs') {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: the jest globalSetup starts the emulator');
    this.firebase = new FirebaseIdentity({ projectId, emulatorHost: host });
    alive++;
  }

  verify(token: string): Promise<DecodedToken> {
    return this.firebase.verify(token);
  }

  setClaims(uid: string, claims: Claims | null): Promise<void> {
    if (this.failSetClaims) return Promise.reject(new Error('identity provider unavailable'));
    return this.firebase.setClaims(uid, claims);
  }

  ensureUser(user: { uid: string; phoneNumber: string }): Promise<string> {
    return this.firebase.ensureUser(user);
  }

  revokeRefreshTokens(uid: string): Promise<void> {
    return this.firebase.revokeRefreshTokens(uid);
  }

  /** When the identity's sessions were last ended (ms since the epoch), or 0. */
  async tokensValidAfter(uid: string): Promise<number> {
    const at = (await this.auth.getUser(uid)).tokensValidAfterTime;
    return at ? Date.parse(at) : 0;
  }

  private get auth() {
    return getAuth(getApps().find((a) => a.name === `fcs-${this.projectId}`));
  }

  async claimsOf(uid: string): Promise<Record<string, unknown>> {
    return (await this.auth.getUser(uid)).customClaims ?? {};
  }

  /** An identity without a phone (anonymous sign-in), created if missing. */
  async ensureAnonymous(uid: string): Promise<string> {
    try {
      await this.auth.getUser(uid);
    } catch {
      await this.auth.createUser({ uid });
    }
    return uid;
  }

  /** Releases firebase-admin's handles so that jest can exit, once the last test app of the file closes. */
  async close(): Promise<void> {
    alive--;
    if (alive > 0) return;
    const app = getApps().find((a) => a.name === `fcs-${this.projectId}`);
    if (app) await deleteApp(app);
  }

  async remove(uid: string): Promise<void> {
    await this.auth.deleteUser(uid).catch(() => undefined);
  }
}
