import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { confirmDeleteAddress, confirmMakeDefault, FIELD_MSG, MSG } from '@fcs/shared/model/messages';
import { type Address } from '@fcs/shared/model/entities';
import { createAddress, deleteAddress, getAddress, listAddresses, makeDefaultAddress, updateAddress } from '../../../api/addresses';
import { currentLocation, currentNotice, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { AddressDetailPage } from './address-detail-page';
import { AddressesPage } from './addresses-page';
import { NewAddressPage } from './new-address-page';

jest.mock('../../../api/addresses');

const HOME: Address = {
  id: 'a1',
  user_id: 'u1',
  full_name: 'Alice Carter',
  phone_number: '+15550100001',
  country: 'United States',
  address_line1: '27 Oak Tree Road',
  address_line2: 'Apt 3B',
  city: 'Edison',
  state: 'NJ',
  zip_code: '08820',
  lat: 40.578,
  lng: -74.3589,
  is_default: true,
  update_time: null,
};
const OFFICE: Address = {
  ...HOME,
  id: 'a2',
  full_name: 'Alice Carter (office)',
  address_line1: '350 Washington Street',
  is_default: false,
};

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(listAddresses).mockResolvedValue([HOME, OFFICE]);
});

const card = (name: string) => screen.getByRole('article', { name });

describe('/addresses (spec 2 §2, §5)', () => {
  it('shows the cards, the default one with a green border and without Make default', async () => {
    renderWithProviders(<AddressesPage />, { route: '/addresses' });
    await screen.findByRole('article', { name: 'Alice Carter' });
    expect(card('Alice Carter')).toHaveStyle({ border: '2px solid #2e7d32' });
    expect(card('Alice Carter (office)')).not.toHaveStyle({ border: '2px solid #2e7d32' });
    expect(within(card('Alice Carter')).queryByRole('button', { name: /^Make default/ })).not.toBeInTheDocument();
    expect(within(card('Alice Carter (office)')).getByRole('button', { name: 'Make default Alice Carter (office)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Select/ })).not.toBeInTheDocument();
    expect(within(card('Alice Carter')).getByRole('link', { name: /Show on map/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps?q=40.578,-74.3589',
    );
    fireEvent.click(within(card('Alice Carter (office)')).getByRole('button', { name: 'Edit Alice Carter (office)' }));
    expect(currentLocation()).toBe('/address-detail/u1/a2');
  });

  it('asks `Make "{name}" as the default delivery address?` and then moves the green border', async () => {
    jest.mocked(makeDefaultAddress).mockResolvedValue([
      { ...OFFICE, is_default: true },
      { ...HOME, is_default: false },
    ]);
    renderWithProviders(<AddressesPage />, { route: '/addresses' });
    fireEvent.click(await screen.findByRole('button', { name: 'Make default Alice Carter (office)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(confirmMakeDefault('Alice Carter (office)'))).toBeInTheDocument();
    expect(makeDefaultAddress).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(makeDefaultAddress).toHaveBeenCalledWith({ id: 'a2', user_id: 'u1' }));
    await waitFor(() => expect(card('Alice Carter (office)')).toHaveStyle({ border: '2px solid #2e7d32' }));
    expect(within(card('Alice Carter')).getByRole('button', { name: 'Make default Alice Carter' })).toBeInTheDocument();
    expect(currentNotice()).toBe(`success: ${MSG.makeDefaultAddress}`);
  });

  it('asks `Delete this delivery address "{name}"?` with a Delete button, and Cancel changes nothing', async () => {
    jest.mocked(deleteAddress).mockResolvedValue([HOME]);
    renderWithProviders(<AddressesPage />, { route: '/addresses' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alice Carter (office)' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(confirmDeleteAddress('Alice Carter (office)'))).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteAddress).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Alice Carter (office)' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteAddress).toHaveBeenCalledWith({ id: 'a2', user_id: 'u1' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Alice Carter (office)' })).not.toBeInTheDocument());
    expect(currentNotice()).toBe(`success: ${MSG.deleteAddress}`);
  });

  it('shows the server message in red when a change is refused', async () => {
    jest.mocked(deleteAddress).mockRejectedValue({ status: 403, message: 'You can only change your own addresses' });
    renderWithProviders(<AddressesPage />, { route: '/addresses' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alice Carter (office)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentNotice()).toBe('error: You can only change your own addresses'));
    expect(card('Alice Carter (office)')).toBeInTheDocument();
  });

  it('has an empty state with Add address (to /new-address)', async () => {
    jest.mocked(listAddresses).mockResolvedValue([]);
    renderWithProviders(<AddressesPage />, { route: '/addresses' });
    expect(await screen.findByText(/No addresses yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Add address/ }));
    expect(currentLocation()).toBe('/new-address');
  });
});

describe('/new-address and /address-detail (spec 2 §2, §5)', () => {
  const errorsShown = () => Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);

  it('shows the required messages and adds the address with the caller’s user_id, then goes back', async () => {
    jest.mocked(createAddress).mockResolvedValue(OFFICE);
    renderWithProviders(<NewAddressPage />, {
      route: '/new-address',
      path: '/new-address',
      history: ['/addresses'],
      routes: { '/addresses': <p>list</p> },
    });
    const save = await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(errorsShown()).toEqual([
      FIELD_MSG.fullName,
      FIELD_MSG.phoneNumber,
      FIELD_MSG.addressLine1,
      FIELD_MSG.city,
      FIELD_MSG.state,
      FIELD_MSG.zipCode,
    ]);
    const fill = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    fill('Full name', 'Alice Carter (office)');
    fill('Phone number', '5550100001');
    fill('Address line1', '350 Washington Street');
    fill('City', 'Hoboken');
    fill('State', 'NJ');
    fill('Zip code', '07030');
    fireEvent.click(save);
    await waitFor(() =>
      expect(createAddress).toHaveBeenCalledWith(
        expect.objectContaining({
          user_id: 'u1',
          full_name: 'Alice Carter (office)',
          phone_number: '+15550100001',
          zip_code: '07030',
          lat: null,
          lng: null,
        }),
      ),
    );
    await waitFor(() => expect(currentLocation()).toBe('/addresses'));
    expect(currentNotice()).toBe(`success: ${MSG.addAddress}`);
  });

  it('/new-address/{userId} (cu staff from /user-detail) adds the address to that customer’s book', async () => {
    jest.mocked(createAddress).mockResolvedValue(OFFICE);
    renderWithProviders(<NewAddressPage />, {
      route: '/new-address/c-7',
      path: '/new-address/:userId',
      history: ['/user-detail/c-7'],
      routes: { '/user-detail/c-7': <p>the customer</p> },
      session: SESSIONS.officeStaff,
    });
    const fill = async (name: string, value: string) =>
      fireEvent.change(await screen.findByRole('textbox', { name }), { target: { value } });
    await fill('Full name', 'Dana at work');
    await fill('Phone number', '5550109999');
    await fill('Address line1', '1 Main St');
    await fill('City', 'Edison');
    await fill('State', 'NJ');
    await fill('Zip code', '08817');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(createAddress).toHaveBeenCalledWith(expect.objectContaining({ user_id: 'c-7', full_name: 'Dana at work' })));
    await waitFor(() => expect(currentLocation()).toBe('/user-detail/c-7'));
  });

  it('edits an address; "Default address" makes it the default', async () => {
    jest.mocked(getAddress).mockResolvedValue(OFFICE);
    jest.mocked(updateAddress).mockResolvedValue({ ...OFFICE, is_default: true });
    renderWithProviders(<AddressDetailPage />, {
      route: '/address-detail/u1/a2',
      path: '/address-detail/:userId/:addressId',
      history: ['/addresses'],
      routes: { '/addresses': <p>list</p> },
    });
    expect(await screen.findByDisplayValue('350 Washington Street')).toBeInTheDocument();
    expect(getAddress).toHaveBeenCalledWith('u1', 'a2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Default address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateAddress).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'a2', user_id: 'u1', is_default: true, lat: 40.578, lng: -74.3589 }),
      ),
    );
    await waitFor(() => expect(currentLocation()).toBe('/addresses'));
    expect(currentNotice()).toBe(`success: ${MSG.updateAddress}`);
  });
});
