import { noticeAtom, sessionAtom, SIGNED_OUT } from '@fcs/shared/session';
import { getDefaultStore } from 'jotai';
import { setClientConfig } from '../../api/api-client';
import { appConfigAtom, loadAppConfig } from '../../app/app-config';

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
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2_000 }) : setTimeout(resolve, 0));
    requestAnimationFrame(() => setTimeout(idle, 0));
    setTimeout(resolve, 2_500);
  });
}

/**
 * Start-up of the session: read /config.json and point the api client at it; once the page has
 * painted and the browser is idle, start Firebase (a returning user's session comes back then).
 */
export async function startSession(): Promise<void> {
  const store = getDefaultStore();
  try {
    const config = await loadAppConfig();
    store.set(appConfigAtom, config);
    setClientConfig({
      apiUrl: config.apiUrl,
      reportUrl: config.reportUrl,
      projectId: config.projectId,
      // A call before the browser was idle (an early Track) starts Firebase itself and waits for it.
      getToken: async () => {
        const firebase = await loadFirebaseAuth();
        firebase.startAuth(config);
        return firebase.getToken();
      },
    });
    await afterFirstPaint();
    (await loadFirebaseAuth()).startAuth(config);
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
  sendCode: async (phoneNumber: string, container: HTMLElement) => (await loadFirebaseAuth()).sendCode(phoneNumber, container),
  refreshSession: async () => (await loadFirebaseAuth()).refreshSession(),
  signOut: async () => (await loadFirebaseAuth()).signOut(),
};
