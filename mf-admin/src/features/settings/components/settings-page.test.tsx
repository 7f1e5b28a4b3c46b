import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listEmailFormats, listSmsRates, listZones, lookupZip, makeZone, updateEmailFormat } from '@fcs/runtime/client';
import type { EmailFormat, Zone } from '@fcs/shared/model/entities';
import { currentLocation, currentNotice, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { SettingsPage } from './settings-page';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  listZones: jest.fn(),
  lookupZip: jest.fn(),
  makeZone: jest.fn(),
  listEmailFormats: jest.fn(),
  updateEmailFormat: jest.fn(),
  listSmsRates: jest.fn(),
}));

const zones = listZones as jest.MockedFunction<typeof listZones>;
const lookup = lookupZip as jest.MockedFunction<typeof lookupZip>;
const make = makeZone as jest.MockedFunction<typeof makeZone>;
const formats = listEmailFormats as jest.MockedFunction<typeof listEmailFormats>;
const saveFormat = updateEmailFormat as jest.MockedFunction<typeof updateEmailFormat>;
const rates = listSmsRates as jest.MockedFunction<typeof listSmsRates>;

const ZONES: Zone[] = [{ id: 'z1', name: 'Central Jersey', zip_codes: ['08820'], delete_time: 0 }];
const CONFIRM: EmailFormat = {
  id: 'confirm_pickup',
  subject: 'Pickup confirmed',
  message: 'Dear ,',
  sms: 'FCS: pickup %pickup_number%',
  subject_my: '',
  message_my: '',
  sms_my: 'FCS: လာယူမှု %pickup_number%',
  enable_send_email: true,
  enable_send_sms: true,
  variables: ['name', 'pickup_number'],
};

const render = (page: string) =>
  renderWithProviders(<SettingsPage />, { route: `/settings/${page}`, path: '/settings/:page', session: SESSIONS.admin });

beforeEach(() => {
  jest.clearAllMocks();
  zones.mockResolvedValue(ZONES);
  lookup.mockImplementation(async (zip) => {
    if (zip === '10001') return { zip, city: 'New York', state: 'NY' };
    throw { status: 404, message: `${zip} is not a US zip code` };
  });
  make.mockResolvedValue({ id: 'z2', name: 'Manhattan', zip_codes: ['10001'], delete_time: 0 });
  formats.mockResolvedValue([CONFIRM]);
  rates.mockResolvedValue([
    { id: 'r1', country: 'Myanmar', country_code: '+95', rate: 0.195 },
    { id: 'r2', country: 'United States', country_code: '+1', rate: 0.0079 },
  ]);
});

describe('/settings (spec 2 §2)', () => {
  it('shows the left menu with the selected page, SMSs and SMS Rates linking to their routes', async () => {
    render('pickup-zones');
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).getByRole('link', { name: 'Pickup Zones' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'SMSs' })).toHaveAttribute('href', '/sms');
    expect(within(nav).getByRole('link', { name: 'SMS Rates' })).toHaveAttribute('href', '/rates');
    fireEvent.click(within(nav).getByRole('link', { name: 'Available Pickup Dates' }));
    expect(currentLocation()).toBe('/settings/pickup-dates');
  });

  it('adds a zone zip only when it passes: digits only, invalid, duplicate, another zone, unknown; then shows its place', async () => {
    render('pickup-zones');
    fireEvent.click(await screen.findByRole('button', { name: 'Make Pickup Zone' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Zone Name' }), { target: { value: 'Manhattan' } });
    const zip = within(dialog).getByRole('textbox', { name: 'Zip Code' });
    const add = within(dialog).getByRole('button', { name: 'Add' });

    fireEvent.change(zip, { target: { value: '1a2-3' } });
    expect(zip).toHaveValue('123');
    fireEvent.click(add);
    expect(await within(dialog).findByText('invalid zip code')).toBeInTheDocument();

    fireEvent.change(zip, { target: { value: '08820' } });
    fireEvent.click(add);
    expect(await within(dialog).findByText('zip code 08820 already belongs to the zone "Central Jersey"')).toBeInTheDocument();

    fireEvent.change(zip, { target: { value: '00000' } });
    fireEvent.click(add);
    expect(await within(dialog).findByText('00000 is not a US zip code')).toBeInTheDocument();

    fireEvent.change(zip, { target: { value: '10001' } });
    fireEvent.click(add);
    const list = within(dialog).getByRole('list', { name: 'Zip codes of the zone' });
    expect(await within(list).findByText(/10001 New York, NY/)).toBeInTheDocument();

    fireEvent.change(zip, { target: { value: '10001' } });
    fireEvent.click(add);
    expect(await within(dialog).findByText('zip code is already exist')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(lookup).toHaveBeenCalledTimes(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Make' }));
    await waitFor(() => expect(make).toHaveBeenCalledWith({ name: 'Manhattan', zip_codes: ['10001'] }));
    await waitFor(() => expect(currentNotice()).toBe('success: Make pickup zone successful!'));
  });

  it('inserts a variable at the cursor, previews the sample pickup with the SMS encoding, segments and cost', async () => {
    render('confirm-pickup-format');
    const message = await screen.findByRole('textbox', { name: 'Message' });
    expect(message).toHaveAttribute('rows', '23');
    expect(screen.getByRole('textbox', { name: 'SMS' })).toHaveAttribute('rows', '5');
    act(() => message.focus());
    (message as HTMLTextAreaElement).setSelectionRange(5, 5);
    fireEvent.select(message);
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Insert a variable at the cursor:' })).getByRole('button', { name: '%name%' }),
    );
    expect(message).toHaveValue('Dear %name%,');
    const preview = screen.getByRole('complementary', { name: 'Preview' });
    expect(within(preview).getByTestId('preview-email')).toHaveTextContent('Dear Alice Carter,');
    expect(within(preview).getByTestId('preview-sms')).toHaveTextContent('FCS: pickup PU000123');
    expect(within(preview).getByLabelText('SMS size')).toHaveTextContent('Encoding GSM-7');
    expect(within(preview).getByLabelText('SMS size')).toHaveTextContent('1 segment');

    // Burmese is UCS-2: 70 characters a segment, 67 each once concatenated.
    fireEvent.change(screen.getByRole('textbox', { name: 'SMS' }), { target: { value: 'မင်္ဂလာပါ'.repeat(10) } });
    expect(within(preview).getByLabelText('SMS size')).toHaveTextContent('Encoding UCS-2');
    expect(within(preview).getByLabelText('SMS size')).toHaveTextContent('2 segments');
    const myanmar = await within(preview).findByRole('row', { name: /Myanmar/ });
    expect(myanmar).toHaveTextContent('$0.3900');

    fireEvent.change(screen.getByRole('textbox', { name: 'SMS' }), { target: { value: 'Drop-off %dropoff_number%' } });
    expect(await screen.findByText(/uses %dropoff_number%, which this format does not offer/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'SMS' }), { target: { value: 'Hi %name%' } });
    saveFormat.mockResolvedValue({ ...CONFIRM, message: 'Dear %name%,', sms: 'Hi %name%' });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(saveFormat).toHaveBeenCalledWith({
        id: 'confirm_pickup',
        subject: 'Pickup confirmed',
        message: 'Dear %name%,',
        sms: 'Hi %name%',
        subject_my: '',
        message_my: '',
        sms_my: 'FCS: လာယူမှု %pickup_number%',
        enable_send_email: true,
        enable_send_sms: true,
      }),
    );
    await waitFor(() => expect(currentNotice()).toBe('success: Update email formats successful!'));
  });

  it('edits the Burmese version beside the English (issue 24): its own preview with Burmese dates, UCS-2 segments and cost, the English kept', async () => {
    render('confirm-pickup-format');
    await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.click(screen.getByText('မြန်မာ'));
    const sms = screen.getByRole('textbox', { name: 'SMS' });
    expect(sms).toHaveValue('FCS: လာယူမှု %pickup_number%');
    expect(sms).toHaveAttribute('lang', 'my');
    // Empty Burmese texts are allowed: that channel goes out in English.
    expect(screen.getAllByText('Empty: customers who chose this language get the English text.')).toHaveLength(2);
    fireEvent.change(sms, { target: { value: 'FCS: လာယူမှု %pickup_number% ကို %pickup_date% အတွက် အတည်ပြုပြီးပါပြီ။' } });
    const preview = screen.getByRole('complementary', { name: 'Preview' });
    // The sample pickup's 06/12/2026 in the Burmese order, day first.
    expect(within(preview).getByTestId('preview-sms')).toHaveTextContent('FCS: လာယူမှု PU000123 ကို 12/06/2026 အတွက်');
    expect(within(preview).getByLabelText('SMS size')).toHaveTextContent('Encoding UCS-2');
    expect(within(preview).getByLabelText('SMS size')).toHaveTextContent('1 segment');
    expect(await within(preview).findByRole('row', { name: /Myanmar/ })).toHaveTextContent('$0.1950');
    fireEvent.change(sms, { target: { value: 'FCS: %dropoff_number%' } });
    expect(await screen.findByText(/Burmese sms text uses %dropoff_number%/)).toBeInTheDocument();
    fireEvent.change(sms, { target: { value: 'FCS: %name% ကျေးဇူးပါ' } });
    saveFormat.mockResolvedValue(CONFIRM);
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(saveFormat).toHaveBeenCalledWith(
        expect.objectContaining({ sms: 'FCS: pickup %pickup_number%', sms_my: 'FCS: %name% ကျေးဇူးပါ' }),
      ),
    );
  });
});
