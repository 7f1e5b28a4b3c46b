import { useSession } from '@fcs/runtime/session';
import { Navigate } from 'react-router-dom';
import { TrackPage } from '../track/track-page';

/** `/` (spec 1 §2.1): signup users go to /track-packages, invited users to /join-invite; everyone else tracks. */
export function HomeRoute() {
  const session = useSession();
  if (session.loggedIn && session.status === 'signup') return <Navigate to="/track-packages" replace />;
  if (session.loggedIn && session.status === 'invited') return <Navigate to="/join-invite" replace />;
  return <TrackPage />;
}
