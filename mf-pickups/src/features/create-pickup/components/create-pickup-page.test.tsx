import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { createAdminPickup, getZoneByZip, listCustomerAddresses, listPickupDates, listZones } from '@fcs/runtime/client';
import type { Address } from '@fcs/shared/model/entities';
import { selectedCustomerAtom } from '@fcs/runtime/session';
import { currentLocation, currentNotice, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { CreatePickupPage } from './create-pickup-page';
import { CustomerAddressesPage } from './customer-addresses-page';
import { offeredDates } from '@fcs/shared/ui/pickup-date-field';
import { withCustomer, withZone, EMPTY_STAFF_PICKUP } from '../hooks/pickup-form-draft';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  listZones: jest.fn(),
  listPickupDates: jest.fn(),
  getZoneByZip: jest.fn(),
  listCustomerAddresses: jest.fn(),
  createAdminPickup: jest.fn(),
}));
const zones = listZones as jest.MockedFunction<typeof listZones>;
const dates = listPickupDates as jest.MockedFunction<typeof listPickupDates>;
const byZip = getZoneByZip as jest.MockedFunction<typeof getZoneByZip>;
const addresses = listCustomerAddresses as jest.MockedFunction<typeof listCustomerAddresses>;
const create = createAdminPickup as jest.MockedFunction<typeof createAdminPickup>;
const user = userEvent.setup({ delay: null });

const ZONES = [
  { id: 'z1', name: 'Central Jersey', zip_codes: ['08817'], delete_time: 0 },
  { id: 'z2', name: 'Hudson & Bergen', zip_codes: ['07302'], delete_time: 0 },
];
const ADDRESS = {
  id: 'a1',
  user_id: 'u1',
  full_name: 'Alice Carter',
  phone_number: '+15550100001',
  country: 'us',
  address_line1: '1 Main St',
  address_line2: null,
  city: 'Edison',
  state: 'NJ',
  zip_code: '08817',
  lat: 40.5,
  lng: -74.4,
  is_default: true,
  update_time: null,
} as unknown as Address;

/** The customer search, as mf-dropoffs' screen hands a customer back. */
function FakeSearch() {
  const setPicked = useSetAtom(selectedCustomerAtom);
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        setPicked({ id: 'u1', fcs_id: 'FCS00001', user_name: 'Alice Carter', phone_number: '+15550100001' });
        navigate(-1);
      }}
    >
      pick Alice
    </button>
  );
}

beforeEach(() => {
  zones.mockResolvedValue(ZONES as never);
  dates.mockImplementation(async (zoneId) =>
    zoneId === 'z1'
      ? [
          { id: '20200101', remark: null, zones: [], delete_time: 0 },
          { id: '20991201', remark: 'Monday round', zones: [], delete_time: 0 },
        ]
      : [{ id: '20991205', remark: null, zones: [], delete_time: 0 }],
  );
  byZip.mockResolvedValue(ZONES[0] as never);
  addresses.mockResolvedValue([ADDRESS]);
  create.mockReset();
});

describe('/create-pickup-form (spec 2 §2, §5)', () => {
  it('says each missing field in red under it and calls nothing', async () => {
    renderWithProviders(<CreatePickupPage />, { route: '/create-pickup-form', session: SESSIONS.pickupStaff });
    await user.click(await screen.findByRole('button', { name: 'Request Pickup' }));
    for (const text of ['Pickup zone is required', 'Pickup date is required', 'Customer is required', 'Pickup address is required'])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps the draft through the customer search and the customer’s addresses; the address brings its zone; then POST /admin/pickups', async () => {
    create.mockResolvedValue({} as never);
    renderWithProviders(null, {
      route: '/create-pickup-form',
      history: ['/pickups'],
      session: SESSIONS.pickupStaff,
      routes: {
        '/create-pickup-form': <CreatePickupPage />,
        '/search-customers': <FakeSearch />,
        '/customer-addresses/:customerId': <CustomerAddressesPage />,
        '/pickups': <p>list</p>,
      },
    });
    await user.type(await screen.findByLabelText('Customer Remark'), 'Two boxes');
    await user.click(screen.getByRole('button', { name: /Select Customer/ }));
    await user.click(await screen.findByRole('button', { name: 'pick Alice' }));
    expect(await screen.findByText('FCS00001')).toBeInTheDocument();
    expect(screen.getByText('+15550100001')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer Remark')).toHaveValue('Two boxes');

    await user.click(screen.getByRole('button', { name: /Select address/ }));
    await waitFor(() => expect(currentLocation()).toBe('/customer-addresses/u1'));
    expect(addresses).toHaveBeenCalledWith('u1');
    await user.click(await screen.findByRole('button', { name: 'Select Alice Carter' }));
    expect(await screen.findByText('The zone of the address’s zip code: Central Jersey.')).toBeInTheDocument();

    // Only the zone's dates from today on.
    await user.click(screen.getByRole('combobox', { name: 'Pickup Date' }));
    expect(screen.queryByTitle('01/01/2020')).not.toBeInTheDocument();
    await user.click(
      (await screen.findAllByTitle('12/01/2099 · Monday round')).find((e) => e.classList.contains('ant-select-item-option'))!,
    );
    await user.click(screen.getByRole('button', { name: 'Request Pickup' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        zone_id: 'z1',
        pickup_date: '20991201',
        customer_id: 'u1',
        address_id: 'a1',
        customer_remark: 'Two boxes',
      }),
    );
    await waitFor(() => expect(currentNotice()).toContain('Request pickup successful!'));
    await waitFor(() => expect(currentLocation()).toBe('/pickups'));
  });
});

describe('the form’s rules', () => {
  it('a new zone clears the date, the same keeps it; another customer clears the address', () => {
    const v = {
      ...EMPTY_STAFF_PICKUP,
      zoneId: 'z1',
      dateId: '20991201',
      customer: { id: 'u1', fcs_id: null, user_name: null, phone_number: null },
      address: ADDRESS,
    };
    expect(withZone(v, 'z1').dateId).toBe('20991201');
    expect(withZone(v, 'z2').dateId).toBeNull();
    expect(withCustomer(v, v.customer).address).toBe(ADDRESS);
    expect(withCustomer(v, { id: 'u2', fcs_id: null, user_name: null, phone_number: null }).address).toBeNull();
  });

  it('offers only dates from today on, soonest first', () => {
    const d = (id: string) => ({ id, remark: null, zones: [], delete_time: 0 });
    expect(offeredDates([d('20261130'), d('20261124'), d('20261125')], '20261125').map((x) => x.id)).toEqual(['20261125', '20261130']);
  });
});
