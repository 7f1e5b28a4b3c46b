import { act, screen } from '@testing-library/react';
import { getSetupStatus } from '@fcs/runtime/client';
import { renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { FirstRunCard } from './first-run-card';

jest.mock('@fcs/runtime/client', () => ({ ...jest.requireActual('@fcs/runtime/client'), getSetupStatus: jest.fn() }));
const status = getSetupStatus as jest.MockedFunction<typeof getSetupStatus>;

describe('the first-run list (issue 32)', () => {
  it('lists what is not set up yet, each with its screen, and what the api says of delivery', async () => {
    status.mockResolvedValue({
      steps: [
        { key: 'contact', done: false, missing: ['facebook_link', 'email_address'] },
        { key: 'zones', done: true, missing: [] },
        { key: 'pickupDates', done: false, missing: [] },
        { key: 'formats', done: true, missing: [] },
        { key: 'smsRates', done: false, missing: ['+95'] },
        { key: 'email', done: true, missing: [], detail: 'smtp' },
        { key: 'sms', done: false, missing: ['SMS_PROVIDER'], detail: 'none' },
      ],
    });
    renderWithProviders(<FirstRunCard />, { session: SESSIONS.sa });
    expect(await screen.findByRole('heading', { name: 'Setting up the portal' })).toBeInTheDocument();
    expect(screen.getByText(/^3 of 7 steps done/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact details' })).toHaveAttribute('href', '/settings/contact');
    expect(screen.getByText('Missing: facebook_link, email_address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pickup dates ahead' })).toHaveAttribute('href', '/settings/pickup-dates');
    expect(screen.getByRole('link', { name: 'SMS rates' })).toHaveAttribute('href', '/rates');
    expect(screen.getByText(/SMS_PROVIDER=http/)).toBeInTheDocument();
    expect(screen.queryByText('Zones')).toBeNull();
    expect(screen.getByRole('link', { name: 'Import customers, addresses and packages' })).toHaveAttribute('href', '/import');
  });

  it('is gone once every step is done', async () => {
    status.mockResolvedValue({ steps: [{ key: 'contact', done: true, missing: [] }] });
    const { container } = renderWithProviders(<FirstRunCard />, { session: SESSIONS.sa });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(container.querySelector('section')).toBeNull();
  });
});
