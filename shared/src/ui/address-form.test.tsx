import '@testing-library/jest-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_MSG } from '../model/messages';
import { addressFormErrors, AddressForm, EMPTY_ADDRESS, MANUAL_ENTRY_HINT, placeToAddress } from './address-form';
import { PHONE_INVALID_MSG } from './phone-input';

const text = (name: string) => screen.getByRole('textbox', { name });
/** Sets a field's value as typing would, without typing each key (antd re-renders the form per key). */
const fill = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const errorsShown = () => Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);

describe('AddressForm (spec 2 §5)', () => {
  it('shows every required message in red under its field on Save, and does not submit', async () => {
    const onSubmit = jest.fn();
    render(<AddressForm onSubmit={onSubmit} />);
    fill(text('Country'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorsShown()).toEqual([
      FIELD_MSG.fullName,
      FIELD_MSG.phoneNumber,
      FIELD_MSG.addressLine1,
      FIELD_MSG.city,
      FIELD_MSG.state,
      FIELD_MSG.zipCode,
      FIELD_MSG.country,
    ]);
    // Under its own field: the message sits in the Full name item.
    const item = text('Full name').closest('.ant-form-item') as HTMLElement;
    expect(within(item).getByText(FIELD_MSG.fullName)).toBeInTheDocument();
    expect(document.querySelectorAll('.ant-form-item-has-error').length).toBe(7);
  });

  it('clears a message as soon as the field is filled, and Address line2 has no rule', async () => {
    render(<AddressForm onSubmit={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    fill(text('Full name'), 'Alice');
    expect(screen.queryByText(FIELD_MSG.fullName)).not.toBeInTheDocument();
    expect(errorsShown()).not.toContain('Address line2 is required');
  });

  it('refuses a phone number that is not possible for the chosen country', async () => {
    render(<AddressForm onSubmit={jest.fn()} />);
    fill(screen.getByRole('textbox', { name: 'Phone number' }), '555');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(PHONE_INVALID_MSG)).toBeInTheDocument();
  });

  it('submits the trimmed fields with the phone in E.164 (leading +)', async () => {
    const onSubmit = jest.fn();
    render(<AddressForm onSubmit={onSubmit} />);
    fill(text('Full name'), '  Alice Carter ');
    fill(screen.getByRole('textbox', { name: 'Phone number' }), '(555) 010-0001');
    fill(text('Address line1'), '1 Main St');
    fill(text('City'), 'Edison');
    fill(text('State'), 'NJ');
    fill(text('Zip code'), '08820');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...EMPTY_ADDRESS,
      full_name: 'Alice Carter',
      phone_number: '+15550100001',
      address_line1: '1 Main St',
      city: 'Edison',
      state: 'NJ',
      zip_code: '08820',
    });
  });

  it('says the address is filled by hand when no places key is configured', () => {
    render(<AddressForm onSubmit={jest.fn()} mapsApiKey="" />);
    expect(screen.getByText(MANUAL_ENTRY_HINT)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search address' })).not.toBeInTheDocument();
  });

  it('keeps the coordinates of an unchanged address and drops them when the zip changes', async () => {
    const onSubmit = jest.fn();
    const initial = {
      ...EMPTY_ADDRESS,
      full_name: 'A',
      phone_number: '+15550100001',
      address_line1: 'x',
      city: 'c',
      state: 's',
      zip_code: '08820',
      lat: 1,
      lng: 2,
    };
    render(<AddressForm initial={initial} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ lat: 1, lng: 2 }));
    fill(text('Zip code'), '088201');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ zip_code: '088201', lat: null, lng: null }));
  });
});

describe('addressFormErrors and placeToAddress', () => {
  it('is empty for a complete address', () => {
    const ok = { ...EMPTY_ADDRESS, full_name: 'A', phone_number: '+6591234567', address_line1: 'x', city: 'c', state: 's', zip_code: 'z' };
    expect(addressFormErrors(ok)).toEqual({});
    expect(addressFormErrors({ ...ok, city: '   ' })).toEqual({ city: FIELD_MSG.city });
  });

  it('reads street, city, state, zip, country and coordinates of a Google place', () => {
    const place = {
      address_components: [
        { long_name: '27', short_name: '27', types: ['street_number'] },
        { long_name: 'Oak Tree Road', short_name: 'Oak Tree Rd', types: ['route'] },
        { long_name: 'Edison', short_name: 'Edison', types: ['locality', 'political'] },
        { long_name: 'New Jersey', short_name: 'NJ', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
        { long_name: '08820', short_name: '08820', types: ['postal_code'] },
      ],
      geometry: { location: { lat: () => 40.5, lng: () => -74.3 } },
    };
    expect(placeToAddress(place)).toEqual({
      address_line1: '27 Oak Tree Road',
      city: 'Edison',
      state: 'NJ',
      zip_code: '08820',
      country: 'United States',
      lat: 40.5,
      lng: -74.3,
    });
    expect(placeToAddress({})).toEqual({});
  });
});
