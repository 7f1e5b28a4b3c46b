import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { configureClient } from '@fcs/shared/client';
import { SIGNED_OUT, sessionAtom } from '@fcs/shared/session';
import { STANDALONE_CONFIG } from './config';
import { devSignIn, expiryOf, sessionFromToken } from '@fcs/shared/dev/dev-sign-in';

const STORAGE_KEY = 'mf-dropoffs.dev-id-token';
let token: string | null = null;

// The client asks for the token on every call; the standalone host holds the one from sign-in.
configureClient({
  apiUrl: STANDALONE_CONFIG.apiUrl,
  reportUrl: STANDALONE_CONFIG.reportUrl,
  projectId: STANDALONE_CONFIG.projectId,
  getToken: async () => token,
});

function storedToken(): string | null {
  const stored = sessionStorage.getItem(STORAGE_KEY);
  // Emulator tokens last an hour; a stale one would only give 401s.
  return stored && expiryOf(stored) * 1000 > Date.now() + 60_000 ? stored : null;
}

/** Sign-in state of the standalone page: a demo phone signs in through the Auth emulator. */
export function useDevSession() {
  const setSession = useSetAtom(sessionAtom);
  const [phone, setPhone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = useCallback(
    (idToken: string | null) => {
      token = idToken;
      if (idToken) sessionStorage.setItem(STORAGE_KEY, idToken);
      else sessionStorage.removeItem(STORAGE_KEY);
      const session = idToken ? sessionFromToken(idToken) : { ...SIGNED_OUT, ready: true };
      setPhone(session.phoneNumber);
      setSession(session);
    },
    [setSession],
  );

  useEffect(() => apply(storedToken()), [apply]);

  const signIn = useCallback(
    async (phoneNumber: string) => {
      setBusy(true);
      try {
        apply(await devSignIn(phoneNumber, STANDALONE_CONFIG));
      } finally {
        setBusy(false);
      }
    },
    [apply],
  );
  const signOut = useCallback(() => apply(null), [apply]);
  return { phone, busy, signIn, signOut };
}
