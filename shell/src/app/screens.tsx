import { ROUTES, type RouteDef, type RouteKey } from '@fcs/shared/model/routes';
import { lazy, type ReactNode } from 'react';
import { HomeRoute } from '../features/home/home-route';
import { LoginRoute } from '../features/home/login-route';
import { TrackPage } from '../features/track/track-page';
import { RemoteScreen } from '../remote/remote-screen';

// The Track page is in the first chunk; every other screen is fetched when first opened.
const ContactUsPage = lazy(() => import('../features/contact-us/contact-us-page').then((m) => ({ default: m.ContactUsPage })));
const StatusPage = lazy(() => import('../features/status/status-page').then((m) => ({ default: m.StatusPage })));
const JoinInvitePage = lazy(() => import('../features/join-invite/join-invite-page').then((m) => ({ default: m.JoinInvitePage })));

/** The shell's own screens, by the names the route manifest gives them. */
export const SHELL_SCREENS: Readonly<Record<string, ReactNode>> = {
  Home: <HomeRoute />,
  Track: <TrackPage />,
  Login: <LoginRoute />,
  ContactUs: <ContactUsPage />,
  JoinInvite: <JoinInvitePage />,
  Status: <StatusPage />,
};

/** What a route of the manifest shows: a shell screen, or its remote's screen (unavailable when the remote is down or not deployed). */
export function screenOf(key: RouteKey): ReactNode {
  const r: RouteDef = ROUTES[key];
  if (r.owner === 'shell') return SHELL_SCREENS[r.screen];
  return <RemoteScreen owner={r.owner} screen={r.screen} name={r.title} route={key} />;
}
