// Loaded lazily after the first paint: the Track page never waits for Firebase.
import { noticeAtom, sessionAtom, SIGNED_OUT } from '@fcs/runtime/session';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  getIdTokenResult,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  RecaptchaVerifier,
  signInAnonymously,
  signInWithPhoneNumber,
  signOut as firebaseSignOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { getDefaultStore } from 'jotai';
import type { AppConfig } from '../../app/app-config';
import { resolveSession } from './resolve-session';
import { SIGNED_IN_MARK } from './signed-in-mark';
import { api } from '../../api/api-client';

const store = getDefaultStore();
/** How long an api call waits for the first (possibly anonymous) sign-in before it gives up. */
const FIRST_USER_TIMEOUT_MS = 15_000;

let auth: Auth | null = null;
let resolveFirstUser: () => void = () => {};
const firstUser = new Promise<void>((resolve) => (resolveFirstUser = resolve));
/** Only the newest sign-in change may write the session (an older, slower reload loses). */
let generation = 0;

export function startAuth(config: AppConfig): Auth {
  if (auth) return auth;
  const app = initializeApp({ apiKey: config.firebase.apiKey, authDomain: config.firebase.authDomain, projectId: config.projectId });
  // No popup/redirect resolver: phone sign-in does not need it, and it is the biggest part of getAuth().
  const a = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.authEmulatorUrl) connectAuthEmulator(a, config.authEmulatorUrl, { disableWarnings: true });
  auth = a;
  onAuthStateChanged(a, (user) => void onUserChanged(a, user));
  return a;
}

async function onUserChanged(a: Auth, user: User | null): Promise<void> {
  const mine = ++generation;
  // Tells the next visit whether to start Firebase at once (auth-service: maybeSignedIn).
  if (user && !user.isAnonymous) localStorage.setItem(SIGNED_IN_MARK, '1');
  else localStorage.removeItem(SIGNED_IN_MARK);
  if (!user) {
    // Nobody signed in: the page is ready at once. The anonymous sign-in that gives the public calls
    // a token waits for the first call that needs one, or for the browser to be idle.
    store.set(sessionAtom, { ...SIGNED_OUT, ready: true });
    resolveFirstUser();
    whenIdle(() => void signInAnonymouslyOnce(a).catch(() => undefined));
    return;
  }
  // A token exists from here on; the api calls made while the session loads may use it.
  resolveFirstUser();
  const session = await loadSession(user, false);
  if (mine === generation) store.set(sessionAtom, session);
}

let anonymous: Promise<unknown> | null = null;

/** One anonymous sign-in at a time; a failure is told once and may be tried again by the next call. */
function signInAnonymouslyOnce(a: Auth): Promise<unknown> {
  anonymous ??= signInAnonymously(a).catch((e: unknown) => {
    anonymous = null;
    store.set(noticeAtom, { id: Date.now(), kind: 'error', message: `Sign-in service unavailable: ${messageOf(e)}` });
    throw e;
  });
  return anonymous;
}

function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 5_000 });
  else setTimeout(fn, 1_000);
}

function loadSession(user: User, force: boolean) {
  return resolveSession(user, {
    readClaims: async (refresh) => (await getIdTokenResult(user, force || refresh)).claims,
    checkInvitation: async () => (await api()).checkInvitation(),
  });
}

/** Reload the user data after the api changed the claims (join invite): fresh token, then claims. */
export async function refreshSession(): Promise<void> {
  const user = auth?.currentUser;
  if (!user) return;
  const mine = ++generation;
  const session = await loadSession(user, true);
  if (mine === generation) store.set(sessionAtom, session);
}

export async function getToken(): Promise<string | null> {
  await Promise.race([firstUser, new Promise((resolve) => setTimeout(resolve, FIRST_USER_TIMEOUT_MS))]);
  if (auth && !auth.currentUser) await signInAnonymouslyOnce(auth).catch(() => undefined);
  return (await auth?.currentUser?.getIdToken()) ?? null;
}

export interface PendingCode {
  confirm: (code: string) => Promise<unknown>;
}

/** Sends the SMS code behind an invisible reCAPTCHA (mocked by the SDK with the Auth emulator). */
export async function sendCode(phoneNumber: string, container: HTMLElement): Promise<PendingCode> {
  if (!auth) throw new Error('Sign-in is still starting. Try again in a moment.');
  // A fresh element per attempt: a verifier cannot be rendered twice into the same one.
  const host = document.createElement('div');
  container.appendChild(host);
  const verifier = new RecaptchaVerifier(auth, host, { size: 'invisible' });
  try {
    return await signInWithPhoneNumber(auth, phoneNumber, verifier);
  } finally {
    verifier.clear();
    host.remove();
  }
}

export async function signOut(): Promise<void> {
  if (auth) await firebaseSignOut(auth);
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
