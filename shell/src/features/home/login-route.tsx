import { useSession } from '@fcs/runtime/session';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { signInOpenAtom } from '../sign-in/sign-in-state';
import { TrackPage } from '../track/track-page';

/** `/login`: the Track page with the sign-in popup open; someone already logged in goes to `/`. */
export function LoginRoute() {
  const session = useSession();
  const openSignIn = useSetAtom(signInOpenAtom);
  const loggedIn = session.ready && session.loggedIn;

  useEffect(() => {
    if (!loggedIn) openSignIn(true);
  }, [loggedIn, openSignIn]);

  if (loggedIn) return <Navigate to="/" replace />;
  return <TrackPage />;
}
