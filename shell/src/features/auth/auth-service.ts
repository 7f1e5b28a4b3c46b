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

/** After the next frame; the timer covers tabs opened in the background, where frames never come. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 500);
  });
}

/**
 * Start-up of the session: read /config.json; after the first paint, point the api client at it and
 * start Firebase, which signs in anonymously when nobody is signed in.
 */
export async function startSession(): Promise<void> {
  const store = getDefaultStore();
  try {
    const config = await loadAppConfig();
    store.set(appConfigAtom, config);
    await afterFirstPaint();
    setClientConfig({
      apiUrl: config.apiUrl,
      reportUrl: config.reportUrl,
      projectId: config.projectId,
      // Waits for Firebase (and the first, possibly anonymous, sign-in), so an early Track click works.
      getToken: async () => (await loadFirebaseAuth()).getToken(),
    });
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
