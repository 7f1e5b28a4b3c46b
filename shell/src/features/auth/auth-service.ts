import { noticeAtom, sessionAtom, SIGNED_OUT } from '@fcs/runtime/session';
import { getDefaultStore } from 'jotai';
import { setClientConfig } from '../../api/api-client';
import { appConfigAtom, loadAppConfig, type AppConfig } from '../../app/app-config';
import { markDisabledOn } from './account-disabled';
import { SIGNED_IN_MARK } from './signed-in-mark';

type FirebaseAuthModule = typeof import('./firebase-auth');

let firebaseAuth: Promise<FirebaseAuthModule> | null = null;

/** Firebase lives in its own chunk, fetched after the first paint. */
export function loadFirebaseAuth(): Promise<FirebaseAuthModule> {
  firebaseAuth ??= import(/* webpackChunkName: "firebase-auth" */ './firebase-auth');
  firebaseAuth.catch(() => (firebaseAuth = null));
  return firebaseAuth;
}

/**
 * After the first paint, once the browser is idle (or after two seconds at most): Firebase's
 * chunk and its start-up never compete with the page's first paint and first input. The timer
 * covers tabs opened in the background, where frames never come.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2_000 }) : setTimeout(resolve, 0);
    requestAnimationFrame(() => setTimeout(idle, 0));
    setTimeout(resolve, 2_500);
  });
}

/** Firebase, started with the portal's config (once); loaded the first time it is needed. */
let appConfig: AppConfig | null = null;
/** Set at start-up for a visitor who was never signed in on this browser, until Firebase starts. */
let visitorWithoutFirebase = false;
async function firebase(): Promise<FirebaseAuthModule> {
  visitorWithoutFirebase = false;
  const mod = await loadFirebaseAuth();
  if (appConfig) mod.startAuth(appConfig);
  return mod;
}

/**
 * Whether someone may be signed in on this browser: our own mark, set while a person is signed in,
 * or, for sessions older than the mark, Firebase's own store. A visitor with neither never loads
 * Firebase until a call needs a token (a Track) or they open the sign-in popup.
 */
async function maybeSignedIn(): Promise<boolean> {
  if (localStorage.getItem(SIGNED_IN_MARK)) return true;
  if (typeof indexedDB?.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((d) => d.name === 'firebaseLocalStorageDb');
  } catch {
    return true;
  }
}

/**
 * Start-up of the session: read /config.json and point the api client at it. Someone who may be
 * signed in gets Firebase once the page has painted and the browser is idle (their session comes
 * back then); an anonymous visitor is "signed out" at once, and Firebase waits for their first call.
 */
export async function startSession(): Promise<void> {
  const store = getDefaultStore();
  try {
    const config = await loadAppConfig();
    appConfig = config;
    store.set(appConfigAtom, config);
    setClientConfig({
      apiUrl: config.apiUrl,
      reportUrl: config.reportUrl,
      projectId: config.projectId,
      // A public read (a Track) of a visitor goes without a token: Firebase stays unloaded. Any
      // other call before Firebase started starts it and waits for its (anonymous) sign-in.
      getToken: async (publicRead) => (publicRead && visitorWithoutFirebase ? null : (await firebase()).getToken()),
      onFailure: (failure) => markDisabledOn(failure, store),
    });
    if (!(await maybeSignedIn())) {
      visitorWithoutFirebase = firebaseAuth === null;
      store.set(sessionAtom, { ...SIGNED_OUT, ready: true });
      return;
    }
    await afterFirstPaint();
    await firebase();
  } catch (e) {
    console.error('The portal could not start sign-in', e);
    store.set(sessionAtom, { ...SIGNED_OUT, ready: true });
    setClientConfig(null);
    store.set(noticeAtom, {
      id: Date.now(),
      kind: 'error',
      message: `The portal could not start: ${e instanceof Error ? e.message : String(e)}`,
    });
  }
}

export const authActions = {
  sendCode: async (phoneNumber: string, container: HTMLElement) => (await firebase()).sendCode(phoneNumber, container),
  refreshSession: async () => (await firebase()).refreshSession(),
  signOut: async () => (await firebase()).signOut(),
};
