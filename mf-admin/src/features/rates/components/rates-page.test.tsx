import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSmsRate, listSmsRates } from '@fcs/runtime/client';
import { currentNotice, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { rateDraftErrors } from './rate-dialog';
import { RatesPage } from './rates-page';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  listSmsRates: jest.fn(),
  createSmsRate: jest.fn(),
}));
const list = listSmsRates as jest.MockedFunction<typeof listSmsRates>;
const create = createSmsRate as jest.MockedFunction<typeof createSmsRate>;

const RATES = [
  { id: 'r1', country: 'Myanmar', country_code: '+95', rate: 0.195 },
  { id: 'r2', country: 'United States', country_code: '+1', rate: 0.0079 },
];
beforeEach(() => {
  list.mockReset().mockResolvedValue(RATES);
  create.mockReset();
});

describe('/rates (spec 3 §2)', () => {
  it('shows No, Country, Country Code, Rate to admin staff, without Add SMS Rate, edit or delete', async () => {
    renderWithProviders(<RatesPage />, { route: '/rates', path: '/rates', session: SESSIONS.admin });
    const table = await screen.findByRole('table', { name: 'SMS rates' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim()),
    ).toEqual(['No', 'Country', 'Country Code', 'Rate']);
    expect(await within(table).findByText('$0.0079')).toBeInTheDocument();
    // Four decimals like the format preview's costs (issue 23.8).
    expect(within(table).getByText('$0.1950')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add SMS Rate/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  });

  it('lets sa add a rate: "Invalid rate" for a rate that is not a nonzero number, then the success text', async () => {
    create.mockResolvedValue({ id: 'r3', country: 'Japan', country_code: '+81', rate: 0.07 });
    renderWithProviders(<RatesPage />, { route: '/rates', path: '/rates', session: SESSIONS.sa });
    fireEvent.click(await screen.findByRole('button', { name: /Add SMS Rate/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Country'), { target: { value: 'Japan' } });
    fireEvent.change(within(dialog).getByLabelText('Country Code'), { target: { value: '+81' } });
    fireEvent.change(within(dialog).getByLabelText('Rate'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid rate')).toBeInTheDocument();
    expect(currentNotice()).toBe('error: Invalid rate');
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Rate'), { target: { value: '0.07' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith({ country: 'Japan', country_code: '+81', rate: '0.07' }));
    await waitFor(() => expect(currentNotice()).toBe('success: Create sms rate successful!'));
    expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(2);
  });
});

describe('the rate form’s checks', () => {
  it('asks for a country, a calling code and a nonzero rate', () => {
    expect(rateDraftErrors({ country: ' ', country_code: 'x', rate: 'abc' })).toEqual({
      country: 'Country is required',
      country_code: 'Country Code must be a calling code such as +1 or +95',
      rate: 'Invalid rate',
    });
    expect(rateDraftErrors({ country: 'Japan', country_code: '81', rate: '0.07' })).toEqual({});
  });
});
