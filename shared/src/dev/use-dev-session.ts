import { useSetAtom, type PrimitiveAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { ClientConfig } from '@fcs/runtime/client/http';
import { SIGNED_OUT, type Session } from '@fcs/runtime/session/session';
import { devSignIn, expiryOf, sessionFromToken, type EmulatorOptions } from './dev-sign-in';

export interface DevSessionOptions {
  config: EmulatorOptions & Omit<ClientConfig, 'getToken'>;
  /** sessionStorage key of the remote's dev token. */
  storageKey: string;
  /**
   * The remote's own imports of @fcs/runtime/client and @fcs/runtime/session: the Module Federation
   * singletons its screens use (a relative import here would be a second, unconfigured copy).
   */
  configureClient: (config: ClientConfig) => void;
  sessionAtom: PrimitiveAtom<Session>;
}

/**
 * The sign-in of a remote's standalone page (development only, no Firebase SDK): a demo phone signs
 * in through the Auth emulator and the token feeds the shared api client and session.
 */
export function createDevSession({ config, storageKey, configureClient, sessionAtom }: DevSessionOptions) {
  let token: string | null = null;
  configureClient({ apiUrl: config.apiUrl, reportUrl: config.reportUrl, projectId: config.projectId, getToken: async () => token });

  function storedToken(): string | null {
    const stored = sessionStorage.getItem(storageKey);
    // Emulator tokens last an hour; a stale one would only give 401s.
    return stored && expiryOf(stored) * 1000 > Date.now() + 60_000 ? stored : null;
  }

  return function useDevSession() {
    const setSession = useSetAtom(sessionAtom);
    const [phone, setPhone] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);

    const apply = useCallback(
      (idToken: string | null) => {
        token = idToken;
        if (idToken) sessionStorage.setItem(storageKey, idToken);
        else sessionStorage.removeItem(storageKey);
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
          apply(await devSignIn(phoneNumber, config));
        } finally {
          setBusy(false);
        }
      },
      [apply],
    );
    const signOut = useCallback(() => apply(null), [apply]);
    return { phone, busy, signIn, signOut };
  };
}
