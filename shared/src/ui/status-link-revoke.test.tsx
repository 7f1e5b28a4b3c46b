import { revokeStatusLink } from '@fcs/runtime/client';
import { renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusLinkRevoke } from './status-link-revoke';

jest.mock('@fcs/runtime/client', () => ({ revokeStatusLink: jest.fn() }));

describe('revoking a record’s status link', () => {
  it('asks first, then revokes and says the next notice brings a new one', async () => {
    jest.mocked(revokeStatusLink).mockResolvedValue({ revoked: 1 });
    renderWithProviders(<StatusLinkRevoke kind="pickup" id="p1" />, { session: SESSIONS.pickupStaff });
    await userEvent.click(screen.getByRole('button', { name: 'Revoke status link' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('the next notice brings a new one');
    expect(revokeStatusLink).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Revoke status link' }).at(-1)!);
    await waitFor(() => expect(revokeStatusLink).toHaveBeenCalledWith({ kind: 'pickup', id: 'p1' }));
    await waitFor(() =>
      expect(screen.getByTestId('notice')).toHaveTextContent('success: Status link revoked: the next notice brings a new one'),
    );
  });

  it('is offered only to staff of the record’s kind', () => {
    const { unmount } = renderWithProviders(<StatusLinkRevoke kind="pickup" id="p1" />, { session: SESSIONS.dropoffStaff });
    expect(screen.queryByRole('button', { name: 'Revoke status link' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<StatusLinkRevoke kind="package" id="k1" />, { session: SESSIONS.officeStaff });
    expect(screen.getByRole('button', { name: 'Revoke status link' })).toBeInTheDocument();
  });
});
