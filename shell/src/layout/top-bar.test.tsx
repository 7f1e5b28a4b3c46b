import { DRAWER_WIDTH, VERSION_LABEL } from '@fcs/shared/model/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authActions } from '../features/auth/auth-service';
import { renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { reloadAt } from './reload-at';
import { TopBar } from './top-bar';

jest.mock('../features/auth/auth-service', () => ({
  authActions: { signOut: jest.fn(async () => {}), sendCode: jest.fn(), refreshSession: jest.fn() },
}));
jest.mock('./reload-at', () => ({ reloadAt: jest.fn() }));

describe('TopBar, large layout', () => {
  it('shows the logo link, the version label and Login when logged out', () => {
    renderWithProviders(<TopBar small={false} />, { session: SESSIONS.anonymous });
    expect(screen.getByRole('link', { name: 'FCS home' })).toHaveAttribute('href', '/');
    expect(screen.getByText(VERSION_LABEL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Track Packages']);
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('Login goes to /login, which opens the sign-in popup', async () => {
    renderWithProviders(<TopBar small={false} />, { session: SESSIONS.anonymous });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/login');
  });

  it('shows My Packages and Logout (no version label) to a joined customer', () => {
    renderWithProviders(<TopBar small={false} />, { session: SESSIONS.joined });
    expect(screen.getByRole('link', { name: 'My Packages' })).toHaveAttribute('href', '/my-packages');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByText(VERSION_LABEL)).not.toBeInTheDocument();
  });

  it('Logout asks "Logout your account ?", then signs out and reloads at /', async () => {
    renderWithProviders(<TopBar small={false} />, { session: SESSIONS.joined });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logout your account ?' });
    expect(screen.getAllByText('Logout your account ?')).toHaveLength(1);
    expect(dialog).toContainElement(screen.getByText('Logout your account ?'));
    expect(authActions.signOut).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'));
    expect(authActions.signOut).toHaveBeenCalledTimes(1);
  });

  it('Cancel keeps the user signed in', async () => {
    jest.mocked(authActions.signOut).mockClear();
    renderWithProviders(<TopBar small={false} />, { session: SESSIONS.joined });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(authActions.signOut).not.toHaveBeenCalled();
  });
});

describe('TopBar for the super-admin: all sixteen entries, in their places', () => {
  it('puts Settings, Templates and Reports in the top bar, My Profile and Contact Us beside Logout, the customer and staff entries under it', () => {
    renderWithProviders(<TopBar small={false} />, { session: SESSIONS.sa, route: '/pickup-detail/7' });
    const names = (label: string) =>
      within(screen.getByRole('navigation', { name: label }))
        .getAllByRole('link')
        .map((a) => a.textContent);
    expect(names('Administration')).toEqual(['Settings', 'Templates', 'Reports']);
    expect(names('Account')).toEqual(['My Profile', 'Contact Us']);
    expect(names('Main menu')).toEqual(['Track Packages', 'My Packages', 'My Drop-Offs', 'My Requested Pickups', 'My Invoices']);
    expect(names('Staff menu')).toEqual(['Customers', 'Collect', 'Drop-Offs', 'Pickups', 'Invoices', 'Packages']);
    expect(screen.getByRole('link', { name: 'Pickups' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('TopBar, small layout (1130 px or less)', () => {
  it('has a menu button that opens a right drawer of width 240 with the menu and Login', async () => {
    renderWithProviders(<TopBar small />, { session: SESSIONS.anonymous });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Track Packages' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(dialog).getByText(VERSION_LABEL)).toBeInTheDocument();
    const panel = document.querySelector('.ant-drawer-content-wrapper, .ant-drawer-section');
    expect(panel).not.toBeNull();
    expect(document.querySelector('.ant-drawer-right')).not.toBeNull();
    expect((document.querySelector('.ant-drawer-content-wrapper') as HTMLElement | null)?.style.width).toBe(`${DRAWER_WIDTH}px`);
  });
});
