import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getMe } from '@fcs/runtime/client';
import { MSG } from '@fcs/shared/model/messages';
import { PROFILE_MSG } from '@fcs/shared/model/profile';
import { type User } from '@fcs/shared/model/entities';
import { listAddresses } from '../../../api/addresses';
import { updateProfile } from '../../../api/profile';
import { currentLocation, currentNotice, renderWithProviders } from '@fcs/shared/testing';
import { ProfilePage } from './profile-page';

jest.mock('@fcs/runtime/client', () => ({ ...jest.requireActual('@fcs/runtime/client'), getMe: jest.fn() }));
jest.mock('../../../api/profile');
jest.mock('../../../api/addresses');

const ME = {
  id: 'u1',
  fcs_id: 'FCS00001',
  user_name: 'Alice Carter',
  phone_number: '+15550100001',
  email: 'alice@example.com',
  email_verification: 'Verified',
} as User;

beforeEach(() => {
  jest.mocked(getMe).mockResolvedValue(ME);
  jest.mocked(listAddresses).mockResolvedValue([]);
  jest.mocked(updateProfile).mockReset();
});

describe('My Profile (spec 2 §2)', () => {
  it('shows FCS ID, the phone number read-only, the e-mail with a pencil to /email-update, the addresses and Add address', async () => {
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    expect(await screen.findByText('FCS00001')).toBeInTheDocument();
    expect(screen.getByText('+15550100001')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('+15550100001')).not.toBeInTheDocument();
    expect(screen.getByText('alice@example.com')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Add address/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Change email' }));
    expect(currentLocation()).toBe('/email-update');
  });

  it('saves the name with PUT /profile, and refuses an empty one', async () => {
    jest.mocked(updateProfile).mockResolvedValue({ ...ME, user_name: 'Alice C. Carter' });
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Alice Carter');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(PROFILE_MSG.nameRequired)).toBeInTheDocument();
    expect(updateProfile).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: ' Alice C. Carter ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledWith({ user_name: 'Alice C. Carter' }));
    await waitFor(() => expect(currentNotice()).toBe(`success: ${MSG.updatedProfile}`));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Alice C. Carter');
  });
});
