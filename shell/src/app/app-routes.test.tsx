import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInOpenAtom } from '../features/sign-in/sign-in-state';
import { renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { ROUTES } from '@fcs/shared/model/routes';
import { AppRoutes } from './app-routes';
import { SHELL_SCREENS } from './screens';

jest.mock('@fcs/runtime/client', () => ({ track: jest.fn(), getSettings: jest.fn(() => new Promise(() => {})), joinInvite: jest.fn() }));
jest.mock('../remote/remote-screen', () => ({
  RemoteScreen: ({ owner, screen }: { owner: string; screen: string }) => <div data-testid="remote">{`${owner}/${screen}`}</div>,
}));
jest.mock('../features/auth/auth-service', () => ({ authActions: { refreshSession: jest.fn(), signOut: jest.fn(), sendCode: jest.fn() } }));

const path = () => screen.getByLabelText('Current path');
const trackBox = () => screen.findByRole('textbox', { name: 'Tracking numbers' });

describe('routes and redirects (spec 1 §2.1)', () => {
  it('/ is the Track page for an anonymous visitor and a joined user', async () => {
    renderWithProviders(<AppRoutes />, { route: '/', session: SESSIONS.anonymous });
    expect(await trackBox()).toBeInTheDocument();
    expect(path()).toHaveTextContent(/^\/$/);
  });

  it('sends a signed-in signup user from / to /track-packages', async () => {
    renderWithProviders(<AppRoutes />, { route: '/', session: SESSIONS.signup });
    expect(await trackBox()).toBeInTheDocument();
    expect(path()).toHaveTextContent('/track-packages');
  });

  it('sends a signed-in invited user from / to /join-invite', async () => {
    renderWithProviders(<AppRoutes />, { route: '/', session: SESSIONS.invited });
    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(path()).toHaveTextContent('/join-invite');
  });

  it('leaves an invited user on /track-packages (with Join Invited)', async () => {
    renderWithProviders(<AppRoutes />, { route: '/track-packages', session: SESSIONS.invited });
    expect(await screen.findByRole('button', { name: 'Join Invited' })).toBeInTheDocument();
    expect(path()).toHaveTextContent('/track-packages');
  });

  it('/login shows the Track page and opens the sign-in popup', async () => {
    const { store } = renderWithProviders(<AppRoutes />, { route: '/login', session: SESSIONS.anonymous });
    expect(await trackBox()).toBeInTheDocument();
    expect(store.get(signInOpenAtom)).toBe(true);
  });

  it('/login sends someone already logged in to /', async () => {
    const { store } = renderWithProviders(<AppRoutes />, { route: '/login', session: SESSIONS.joined });
    expect(await trackBox()).toBeInTheDocument();
    expect(path()).toHaveTextContent(/^\/$/);
    expect(store.get(signInOpenAtom)).toBe(false);
  });

  it('/my-packages and /my-package-detail/:id are mf-customer screens for a joined user', async () => {
    renderWithProviders(<AppRoutes />, { route: '/my-package-detail/42', session: SESSIONS.joined });
    expect(await screen.findByTestId('remote')).toHaveTextContent('mf_customer/MyPackageDetail');
  });

  it('routes every staff screen of the manifest to its remote, with its title', async () => {
    renderWithProviders(<AppRoutes />, { route: '/pickup-detail/7/oc', session: SESSIONS.pickupStaff });
    expect(await screen.findByTestId('remote')).toHaveTextContent('mf_pickups/PickupDetail');
    expect(document.title).toBe('Pickup · FCS');
  });

  it('names a shell screen for every route the shell owns', () => {
    for (const r of Object.values(ROUTES)) if (r.owner === 'shell') expect(SHELL_SCREENS[r.screen]).toBeDefined();
  });

  it('an unknown route shows the 404 page', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});

describe('route guard', () => {
  it('asks an anonymous visitor to log in, with a Login button that opens the popup', async () => {
    const { store } = renderWithProviders(<AppRoutes />, { route: '/my-packages', session: SESSIONS.anonymous });
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.get(signInOpenAtom)).toBe(true);
  });

  it('tells a signed-in user who may not open the page that it is not allowed', async () => {
    renderWithProviders(<AppRoutes />, { route: '/my-packages', session: SESSIONS.signup });
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
  });

  it('tells a disabled customer why, in the api’s words, instead of the page (issue 23.3)', async () => {
    renderWithProviders(<AppRoutes />, { route: '/my-invoices', session: { ...SESSIONS.joined, status: 'disabled', privileges: [] } });
    expect(await screen.findByRole('heading', { name: 'Your account is disabled: ask us to enable it again' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('tells a disabled customer after sign-in, above the Track page they land on (issue 23.3)', async () => {
    renderWithProviders(<AppRoutes />, { route: '/track-packages', session: { ...SESSIONS.joined, status: 'disabled', privileges: [] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is disabled: ask us to enable it again');
    expect(await trackBox()).toBeInTheDocument();
  });

  it('waits for the session instead of refusing while sign-in is still starting', async () => {
    renderWithProviders(<AppRoutes />, { route: '/my-packages', session: { ...SESSIONS.joined, ready: false } });
    expect(screen.queryByText('Please log in')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-spin')).not.toBeNull();
  });

  it('shows the public Contact Us page to anyone', async () => {
    renderWithProviders(<AppRoutes />, { route: '/contact-us', session: SESSIONS.anonymous });
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
  });
});
