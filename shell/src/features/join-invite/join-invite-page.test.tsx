import { joinInvite } from '@fcs/runtime/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setClientConfig } from '../../api/api-client';
import { Snackbar } from '../../layout/snackbar';
import { renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { authActions } from '../auth/auth-service';
import { JoinInvitePage } from './join-invite-page';

jest.mock('@fcs/runtime/client', () => ({ joinInvite: jest.fn() }));
jest.mock('../auth/auth-service', () => ({
  authActions: { refreshSession: jest.fn(async () => {}), signOut: jest.fn(), sendCode: jest.fn() },
}));

beforeAll(() => setClientConfig(null));

const page = (
  <>
    <JoinInvitePage />
    <Snackbar />
  </>
);

describe('Join invite', () => {
  it('joins, refreshes the token and session, says "Join Invited successful!" and goes to /', async () => {
    jest.mocked(joinInvite).mockResolvedValue({} as Awaited<ReturnType<typeof joinInvite>>);
    renderWithProviders(page, { route: '/join-invite', session: SESSIONS.invited });
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Join Invited successful!');
    expect(screen.getByRole('alert')).toHaveStyle({ background: '#2e7d32' });
    expect(authActions.refreshSession).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/$/));
  });

  it('shows the server message in red and stays when the join fails', async () => {
    jest.mocked(joinInvite).mockRejectedValue({ status: 409, message: 'There is no invitation for this phone number' });
    renderWithProviders(page, { route: '/join-invite', session: SESSIONS.invited });
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is no invitation for this phone number');
    expect(alert).toHaveStyle({ background: '#c62828' });
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/join-invite');
  });
});
