import { getSettings } from '@fcs/runtime/client';
import type { Settings } from '@fcs/shared/model/entities';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setClientConfig } from '../../api/api-client';
import { resetSettingsCache } from '../../settings/use-settings';
import { renderWithProviders } from '@fcs/shared/testing';
import { ContactUsPage } from './contact-us-page';

jest.mock('@fcs/runtime/client', () => ({ getSettings: jest.fn() }));

const SETTINGS: Settings = {
  facebook_link: 'https://www.facebook.com/fcs.demo',
  usa_address: '120 Harbor Way, Suite 4\nNewark, NJ 07114',
  usa_contact_number: '+1 (973) 555-0142',
  email_address: 'hello@fcs.example',
  emails: ['ops@fcs.example', 'billing@fcs.example'],
  allow_phone_update: false,
  office_lat: 40.7,
  office_lng: -74.1,
};

beforeAll(() => setClientConfig(null));
beforeEach(() => resetSettingsCache());

describe('Contact Us (spec 1 §1)', () => {
  it('shows the settings record and the office hours', async () => {
    jest.mocked(getSettings).mockResolvedValue(SETTINGS);
    renderWithProviders(<ContactUsPage />);
    expect(await screen.findByRole('link', { name: SETTINGS.facebook_link })).toHaveAttribute('href', SETTINGS.facebook_link);
    expect(screen.getByText(/120 Harbor Way/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SETTINGS.usa_contact_number })).toHaveAttribute('href', 'tel:+19735550142');
    expect(screen.getByRole('link', { name: 'hello@fcs.example' })).toHaveAttribute('href', 'mailto:hello@fcs.example');
    expect(screen.getByRole('link', { name: 'billing@fcs.example' })).toBeInTheDocument();
    expect(screen.getByText('Monday - Saturday: 10:00 am - 06:00 pm')).toBeInTheDocument();
    expect(screen.getByText('Sunday: Closed')).toBeInTheDocument();
  });

  it('shows the failure with Retry, and Retry loads again', async () => {
    jest.mocked(getSettings).mockRejectedValueOnce({ status: 0, message: 'Network Error' }).mockResolvedValueOnce(SETTINGS);
    renderWithProviders(<ContactUsPage />);
    expect(await screen.findByText('The contact details could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Network Error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('hello@fcs.example')).toBeInTheDocument();
  });
});
