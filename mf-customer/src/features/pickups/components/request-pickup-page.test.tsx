import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Address, PickupDate, Zone } from '@fcs/shared/model/entities';
import { FIELD_MSG, MSG } from '@fcs/shared/model/messages';
import { etDateId, formatPickupDateId } from '@fcs/shared/model/pickups';
import { listAddresses } from '../../../api/addresses';
import { pickupDatesOf, requestPickup, zoneByZip } from '../../../api/pickups';
import { currentLocation, currentNotice, renderWithProviders } from '@fcs/shared/testing';
import { AddressesPage } from '../../addresses/components/addresses-page';
import { RequestPickupPage } from './request-pickup-page';

jest.mock('../../../api/pickups');
jest.mock('../../../api/addresses');

const zoneOf = jest.mocked(zoneByZip);
const datesOf = jest.mocked(pickupDatesOf);
const request = jest.mocked(requestPickup);
const addresses = jest.mocked(listAddresses);

const DAY = 86_400_000;
const dayId = (offset: number) => etDateId(new Date(Date.now() + offset * DAY));
const YESTERDAY = dayId(-1);
const TODAY = dayId(0);
const IN_2_DAYS = dayId(2);
const date = (id: string, remark: string | null = null): PickupDate => ({ id, remark, zones: [], delete_time: 0 });

const CENTRAL: Zone = { id: 'z1', name: 'Central Jersey', zip_codes: ['08820'], delete_time: 0 };
const HUDSON: Zone = { id: 'z2', name: 'Hudson & Bergen', zip_codes: ['07030'], delete_time: 0 };
const address = (over: Partial<Address>): Address => ({
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
  ...over,
});
const HOME = address({});
const OFFICE = address({ id: 'a2', full_name: 'Alice Carter (office)', zip_code: '07030', city: 'Hoboken', is_default: false });
const NOWHERE = address({ id: 'a3', full_name: 'Alice in Yangon', zip_code: '11181', country: 'Myanmar', is_default: false });

beforeEach(() => {
  jest.resetAllMocks();
  zoneOf.mockImplementation(async (zip) => {
    if (zip === '08820') return CENTRAL;
    if (zip === '07030') return HUDSON;
    throw { status: 404, message: MSG.zoneNotFound };
  });
  datesOf.mockImplementation(async (zoneId) =>
    zoneId === 'z1' ? [date(YESTERDAY), date(IN_2_DAYS, 'Morning pickups only'), date(TODAY)] : [date(IN_2_DAYS)],
  );
  addresses.mockResolvedValue([HOME, OFFICE, NOWHERE]);
});

/** The request form at /request-pickup-form, opened from /my-pickups, with /addresses to pick from. */
function open() {
  return renderWithProviders(<RequestPickupPage />, {
    route: '/request-pickup-form',
    path: '/request-pickup-form',
    history: ['/my-pickups'],
    routes: { '/addresses': <AddressesPage />, '/my-pickup-detail/:id': <p>detail</p> },
  });
}

const errorsShown = () => Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);
const dateSelect = () => screen.getByRole('combobox', { name: 'Pickup Date' });
const openDates = () => fireEvent.mouseDown(dateSelect());
const optionLabels = () => Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.getAttribute('title'));

/** Select address -> /addresses in select mode -> Select on the card of `name` -> back at the form. */
async function pick(name: string) {
  fireEvent.click(screen.getByRole('button', { name: /Select address/ }));
  await waitFor(() => expect(currentLocation()).toBe('/addresses?select=1'));
  fireEvent.click(await screen.findByRole('button', { name: `Select ${name}` }));
  await waitFor(() => expect(currentLocation()).toBe('/request-pickup-form'));
}

describe('Request pickup form (spec 2 §2, §5)', () => {
  it('shows the three required messages in red under their fields and does not send', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Request Pickup' }));
    expect(errorsShown()).toEqual([FIELD_MSG.pickupAddress, FIELD_MSG.pickupZone, FIELD_MSG.pickupDate]);
    expect(document.querySelectorAll('.ant-form-item-has-error')).toHaveLength(3);
    expect(request).not.toHaveBeenCalled();
  });

  it('takes the address from /addresses in select mode, keeps the draft, derives the zone and offers only its dates from today on', async () => {
    open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Remark' }), { target: { value: 'Two boxes' } });
    await pick('Alice Carter');
    // The draft survived the trip; the address card shows the chosen one.
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveValue('Two boxes');
    expect(screen.getByRole('article', { name: 'Pickup address' })).toHaveTextContent('27 Oak Tree Road');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pickup Zone' })).toHaveValue('Central Jersey'));
    expect(screen.getByRole('textbox', { name: 'Pickup Zone' })).toHaveAttribute('readonly');
    expect(zoneOf).toHaveBeenCalledWith('08820');
    await waitFor(() => expect(datesOf).toHaveBeenCalledWith('z1'));
    await waitFor(() => expect(dateSelect()).not.toBeDisabled());
    openDates();
    await waitFor(() =>
      expect(optionLabels()).toEqual([formatPickupDateId(TODAY), `${formatPickupDateId(IN_2_DAYS)} · Morning pickups only`]),
    );
  });

  it('sends the request with the office day as ISO and opens the new pickup', async () => {
    request.mockResolvedValue({ id: 'p9' } as never);
    open();
    await pick('Alice Carter');
    await waitFor(() => expect(dateSelect()).not.toBeDisabled());
    openDates();
    await waitFor(() => expect(optionLabels()).toHaveLength(2));
    fireEvent.click(document.querySelector(`.ant-select-item-option[title="${formatPickupDateId(TODAY)}"]`) as Element);
    fireEvent.change(screen.getByRole('textbox', { name: 'Remark' }), { target: { value: '  Ring twice ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request Pickup' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith({
        address_id: 'a1',
        zone_id: 'z1',
        pickup_date: TODAY,
        customer_remark: 'Ring twice',
      }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/my-pickup-detail/p9'));
    expect(currentNotice()).toBe(`success: ${MSG.requestPickup}`);
  });

  it('clears the date when a new address brings another zone', async () => {
    open();
    await pick('Alice Carter');
    await waitFor(() => expect(dateSelect()).not.toBeDisabled());
    openDates();
    await waitFor(() => expect(optionLabels()).toHaveLength(2));
    fireEvent.click(document.querySelector(`.ant-select-item-option[title="${formatPickupDateId(TODAY)}"]`) as Element);
    await waitFor(() => expect(document.querySelector('.ant-select-content')).toHaveTextContent(formatPickupDateId(TODAY)));
    await pick('Alice Carter (office)');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pickup Zone' })).toHaveValue('Hudson & Bergen'));
    await waitFor(() => expect(datesOf).toHaveBeenCalledWith('z2'));
    fireEvent.click(screen.getByRole('button', { name: 'Request Pickup' }));
    expect(errorsShown()).toEqual([FIELD_MSG.pickupDate]);
  });

  it('says "zone not found" in red when no zone holds the zip code, and the zone stays required', async () => {
    open();
    await pick('Alice in Yangon');
    const alert = await screen.findByText(MSG.zoneNotFound);
    expect(alert.closest('.ant-alert')).toHaveClass('ant-alert-error');
    expect(dateSelect()).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Request Pickup' }));
    expect(errorsShown()).toEqual([FIELD_MSG.pickupZone, FIELD_MSG.pickupDate]);
  });

  it('shows the server message in red when the request fails, and stays', async () => {
    request.mockRejectedValue({
      status: 400,
      message: 'This pickup date is not offered for the zone Central Jersey: choose one of the dates offered',
    });
    open();
    await pick('Alice Carter');
    await waitFor(() => expect(dateSelect()).not.toBeDisabled());
    openDates();
    await waitFor(() => expect(optionLabels()).toHaveLength(2));
    fireEvent.click(document.querySelector(`.ant-select-item-option[title="${formatPickupDateId(TODAY)}"]`) as Element);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Request Pickup' }));
    });
    await waitFor(() => expect(currentNotice()).toMatch(/^error: This pickup date is not offered/));
    expect(currentLocation()).toBe('/request-pickup-form');
    expect(within(screen.getByRole('form', { name: 'Pickup form' })).getByRole('button', { name: 'Request Pickup' })).toBeEnabled();
  });
});
