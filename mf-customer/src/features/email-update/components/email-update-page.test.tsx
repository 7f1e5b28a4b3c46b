import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getMe } from '@fcs/runtime/client';
import { MSG } from '@fcs/shared/model/messages';
import { PROFILE_MSG } from '@fcs/shared/model/profile';
import { type User } from '@fcs/shared/model/entities';
import { updateEmail, verifyEmail } from '../../../api/profile';
import { currentLocation, currentNotice, renderWithProviders } from '@fcs/shared/testing';
import { EmailUpdatePage } from './email-update-page';
import { CODE_FORMAT_MSG } from './verify-code-dialog';

jest.mock('@fcs/runtime/client', () => ({ ...jest.requireActual('@fcs/runtime/client'), getMe: jest.fn() }));
jest.mock('../../../api/profile', () => ({
  ...jest.requireActual('../../../api/profile'),
  updateEmail: jest.fn(),
  verifyEmail: jest.fn(),
  devOutboxUrl: jest.fn(async () => null),
}));

const ME = { id: 'u1', fcs_id: 'FCS00001', user_name: 'Alice Carter', email: 'alice@example.com', email_verification: 'Verified' } as User;

beforeEach(() => {
  jest.mocked(getMe).mockResolvedValue(ME);
  jest.mocked(updateEmail).mockReset();
  jest.mocked(verifyEmail).mockReset();
});

const open = () =>
  renderWithProviders(<EmailUpdatePage />, {
    route: '/email-update',
    path: '/email-update',
    history: ['/profile'],
    routes: { '/profile': <p>profile</p> },
  });

async function ask(email: string) {
  const box = await screen.findByRole('textbox', { name: 'Email' });
  fireEvent.change(box, { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Update email' }));
}

describe('/email-update (spec 2 §2, §4)', () => {
  it('starts from the current address and checks the new one', async () => {
    open();
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('alice@example.com');
    await ask('');
    expect(screen.getByText(PROFILE_MSG.emailRequired)).toBeInTheDocument();
    await ask('not-an-email');
    expect(screen.getByText(PROFILE_MSG.emailInvalid)).toBeInTheDocument();
    expect(updateEmail).not.toHaveBeenCalled();
  });

  it('closes the screen when the answer says the address is already Verified', async () => {
    jest
      .mocked(updateEmail)
      .mockResolvedValue({ id: 'u1', email: 'alice@example.com', email_verification: 'Verified', code_expires_at: null });
    open();
    await ask('alice@example.com');
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    expect(updateEmail).toHaveBeenCalledWith({ id: 'u1', email: 'alice@example.com' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('otherwise asks for the code in "Enter Verification Code"; a wrong code keeps the dialog with the server’s words', async () => {
    jest
      .mocked(updateEmail)
      .mockResolvedValue({ id: 'u1', email: 'new@example.com', email_verification: 'Unverified', code_expires_at: '2030-01-01T00:00:00Z' });
    jest
      .mocked(verifyEmail)
      .mockRejectedValueOnce({ status: 400, message: PROFILE_MSG.codeWrong })
      .mockResolvedValueOnce({ ...ME, email: 'new@example.com' });
    open();
    await ask('new@example.com');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Enter Verification Code')).toBeInTheDocument();
    expect(currentNotice()).toBe(`success: ${MSG.updatedEmail}`);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    const code = within(dialog).getByRole('textbox', { name: 'Verification code' });
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText(CODE_FORMAT_MSG)).toBeInTheDocument();
    expect(verifyEmail).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(within(dialog).getByText(PROFILE_MSG.codeWrong)).toBeInTheDocument());
    expect(currentNotice()).toBe(`error: ${PROFILE_MSG.codeWrong}`);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(currentLocation()).toBe('/email-update');

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    expect(verifyEmail).toHaveBeenLastCalledWith({ id: 'u1', email: 'new@example.com', email_verification_code: '123456' });
    expect(currentNotice()).toBe(`success: ${MSG.updatedVerificationEmail}`);
  });

  it('Cancel closes the dialog and stays on the screen', async () => {
    jest
      .mocked(updateEmail)
      .mockResolvedValue({ id: 'u1', email: 'new@example.com', email_verification: 'Unverified', code_expires_at: null });
    open();
    await ask('new@example.com');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/email-update');
    expect(verifyEmail).not.toHaveBeenCalled();
  });
});
