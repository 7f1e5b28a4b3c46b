import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { appConfigAtom, type AppConfig } from '../../app/app-config';
import { renderWithProviders } from '@fcs/shared/testing';
import { authActions } from '../auth/auth-service';
import { SignInForm } from './sign-in-form';

jest.mock('../auth/auth-service', () => ({ authActions: { sendCode: jest.fn(), refreshSession: jest.fn(), signOut: jest.fn() } }));

const sendCode = jest.mocked(authActions.sendCode);
const DEV_CONFIG: AppConfig = {
  apiUrl: 'http://localhost:8080',
  reportUrl: 'http://localhost:8080/api',
  projectId: 'demo-fcs',
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo-fcs.firebaseapp.com' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
};

function renderForm(config: AppConfig = DEV_CONFIG) {
  const store = createStore();
  store.set(appConfigAtom, config);
  const onSignedIn = jest.fn();
  renderWithProviders(<SignInForm onSignedIn={onSignedIn} />, { store });
  return { onSignedIn };
}

beforeEach(() => sendCode.mockReset());

describe('phone sign-in (spec 1 §2.3)', () => {
  it('asks for the phone number before sending a code', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('refuses a number that cannot be a phone number of the chosen country', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Phone number'), '5550');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('sends the code to the E.164 number (default country us), then verifies the 6-digit code', async () => {
    const confirm = jest.fn(async () => ({}));
    sendCode.mockResolvedValue({ confirm });
    const { onSignedIn } = renderForm();
    await userEvent.type(screen.getByLabelText('Phone number'), '555-010-0001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sendCode).toHaveBeenCalledWith('+15550100001', expect.any(HTMLElement)));
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(confirm).toHaveBeenCalledWith('123456');
  });

  it('shows a wrong code in the popup and stays open', async () => {
    sendCode.mockResolvedValue({
      confirm: jest.fn().mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/invalid-verification-code' })),
    });
    const { onSignedIn } = renderForm();
    await userEvent.type(screen.getByLabelText('Phone number'), '5550100001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not correct. Check it and try again.')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows a failure to send in the popup', async () => {
    sendCode.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/too-many-requests' }));
    renderForm();
    await userEvent.type(screen.getByLabelText('Phone number'), '5550100001');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Too many attempts. Wait a while and try again.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('says where to read the code in development', () => {
    renderForm();
    const url = 'http://127.0.0.1:9099/emulator/v1/projects/demo-fcs/verificationCodes';
    expect(screen.getByText(/Development: the code is not sent by SMS\. Read it at/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: url })).toHaveAttribute('href', url);
  });

  it('says nothing about the emulator in production', () => {
    renderForm({ ...DEV_CONFIG, authEmulatorUrl: undefined });
    expect(screen.queryByText(/Development:/)).not.toBeInTheDocument();
  });
});
