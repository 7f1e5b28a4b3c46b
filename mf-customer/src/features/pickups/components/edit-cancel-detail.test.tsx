import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Pickup } from '@fcs/shared/model/entities';
import { pickupConflictMessage } from '@fcs/shared/model/machines';
import { MSG } from '@fcs/shared/model/messages';
import { etDateId, formatPickupDateId } from '@fcs/shared/model/pickups';
import { cancelPickup, getPickup, pickupDatesOf, updatePickup, zoneByZip } from '../../../api/pickups';
import { currentLocation, currentNotice, JOINED, renderWithProviders } from '@fcs/shared/testing';
import { EditPickupPage } from './edit-pickup-page';
import { PickupCancelPage } from './pickup-cancel-page';
import { PickupDetailPage } from './pickup-detail-page';

jest.mock('../../../api/pickups');

const DAY = 86_400_000;
const IN_2_DAYS = etDateId(new Date(Date.now() + 2 * DAY));
const IN_3_DAYS = etDateId(new Date(Date.now() + 3 * DAY));

const PICKUP: Pickup = {
  id: 'p1',
  pickup_number: 'PU000001',
  status: 'requested',
  zone_id: 'z1',
  zone_name: 'Central Jersey',
  pickup_date: IN_2_DAYS,
  pickup_time_from: null,
  pickup_time_to: null,
  customer_id: 'u1',
  customer_fcs_id: 'FCS00001',
  customer_name: 'Alice Carter',
  customer_phone_number: '+15550100001',
  pickup_staff_id: null,
  pickup_staff_name: null,
  customer_remark: 'Three boxes',
  remark: null,
  confirm_remark: null,
  reschedule_remark: null,
  failed_attempt_at: null,
  failed_attempt_reason: null,
  completed_at: null,
  created_date: '2026-01-01T15:00:00.000Z',
  pickup_address: {
    id: 'a1',
    full_name: 'Alice Carter',
    phone_number: '+15550100001',
    country: 'United States',
    address_line1: '27 Oak Tree Road',
    city: 'Edison',
    state: 'NJ',
    zip_code: '08820',
    lat: 40.578,
    lng: -74.3589,
  },
  photo_urls: ['http://localhost:8080/files/pickups/p1/a.jpg'],
  updated_date: '2026-05-01T10:00:00.000Z',
  version: 3,
};

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getPickup).mockResolvedValue(PICKUP);
  jest.mocked(zoneByZip).mockResolvedValue({ id: 'z1', name: 'Central Jersey', zip_codes: ['08820'], delete_time: 0 });
  jest.mocked(pickupDatesOf).mockResolvedValue([
    { id: IN_2_DAYS, remark: null, zones: [], delete_time: 0 },
    { id: IN_3_DAYS, remark: null, zones: [], delete_time: 0 },
  ]);
});

describe('My pickup detail (spec 2 §2)', () => {
  it('shows number, status, zone, date, remark, the address card and photos; Edit Pickup and Cancel Pickup while requested', async () => {
    renderWithProviders(<PickupDetailPage />, { route: '/my-pickup-detail/p1', path: '/my-pickup-detail/:id' });
    expect(await screen.findByText('PU000001')).toBeInTheDocument();
    for (const text of ['Central Jersey', formatPickupDateId(IN_2_DAYS), 'Three boxes', 'requested'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByRole('article', { name: 'Pickup address' })).toHaveTextContent('27 Oak Tree Road');
    expect(screen.getByRole('img', { name: /PU000001 photo 1 of 1/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Edit Pickup/ }));
    expect(currentLocation()).toBe('/my-pickup-edit/p1');
  });

  it('offers no action once the pickup is confirmed', async () => {
    jest.mocked(getPickup).mockResolvedValue({ ...PICKUP, status: 'confirmed', pickup_time_from: '09:00', pickup_time_to: '12:00' });
    renderWithProviders(<PickupDetailPage />, { route: '/my-pickup-detail/p1', path: '/my-pickup-detail/:id' });
    expect(await screen.findByText('09:00 - 12:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit Pickup/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel Pickup/ })).not.toBeInTheDocument();
  });

  it('says it was not found when the pickup is another customer’s (the api answers 404, as for a missing one)', async () => {
    jest.mocked(getPickup).mockRejectedValue({ status: 404, message: 'Pickup not found' });
    renderWithProviders(<PickupDetailPage />, { route: '/my-pickup-detail/p9', path: '/my-pickup-detail/:id' });
    expect(await screen.findByText('This pickup was not found')).toBeInTheDocument();
  });
});

describe('Edit pickup (spec 2 §2)', () => {
  const open = () =>
    renderWithProviders(<EditPickupPage />, {
      route: '/my-pickup-edit/p1',
      path: '/my-pickup-edit/:id',
      history: ['/my-pickup-detail/p1'],
      routes: { '/my-pickup-detail/:id': <p>detail</p> },
    });

  it('shows number and status, starts from the pickup, saves with "Update request pickup" and goes back', async () => {
    jest.mocked(updatePickup).mockResolvedValue(PICKUP);
    open();
    expect(await screen.findByText('PU000001')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveValue('Three boxes');
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveAttribute('rows', '3');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pickup Zone' })).toHaveValue('Central Jersey'));
    await waitFor(() => expect(document.querySelector('.ant-select-content')).toHaveTextContent(formatPickupDateId(IN_2_DAYS)));
    fireEvent.click(screen.getByRole('button', { name: 'Update request pickup' }));
    await waitFor(() =>
      expect(updatePickup).toHaveBeenCalledWith({
        id: 'p1',
        version: 3,
        address_id: 'a1',
        zone_id: 'z1',
        pickup_date: IN_2_DAYS,
        customer_remark: 'Three boxes',
      }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/my-pickup-detail/p1'));
    expect(currentNotice()).toBe(`success: ${MSG.updatePickup}`);
  });

  it('is refused with a clear message once the pickup is no longer requested', async () => {
    jest.mocked(getPickup).mockResolvedValue({ ...PICKUP, status: 'completed' });
    open();
    expect(await screen.findByText(pickupConflictMessage('completed', 'edit'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update request pickup' })).not.toBeInTheDocument();
  });
});

describe('Cancel pickup (spec 2 §2)', () => {
  const open = (session = JOINED) =>
    renderWithProviders(<PickupCancelPage />, {
      route: '/pickup-cancel/p1',
      path: '/pickup-cancel/:id',
      history: ['/my-pickup-detail/p1'],
      routes: { '/my-pickup-detail/:id': <p>detail</p> },
      session,
    });

  it('sends id and the edited remark, says "Cancel pickup successful!" and goes back', async () => {
    jest.mocked(cancelPickup).mockResolvedValue({ ...PICKUP, status: 'canceled' });
    open();
    const remark = await screen.findByRole('textbox', { name: 'Remark' });
    fireEvent.change(remark, { target: { value: '  Dropped them off myself ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Pickup' }));
    await waitFor(() => expect(cancelPickup).toHaveBeenCalledWith({ id: 'p1', remark: 'Dropped them off myself', version: 3 }));
    await waitFor(() => expect(currentLocation()).toBe('/my-pickup-detail/p1'));
    expect(currentNotice()).toBe(`success: ${MSG.cancelPickup}`);
  });

  it('has a Back link to where the person came from, like the other action screens (issue 23.4)', async () => {
    open({ ...JOINED, privileges: ['pku'] });
    fireEvent.click(await screen.findByRole('button', { name: /Back$/ }));
    await waitFor(() => expect(currentLocation()).toBe('/my-pickup-detail/p1'));
  });

  it('Back goes to the staff detail when staff opened the screen directly', async () => {
    renderWithProviders(<PickupCancelPage />, {
      route: '/pickup-cancel/p1',
      path: '/pickup-cancel/:id',
      routes: { '/pickup-detail/:id': <p>staff detail</p> },
      session: { ...JOINED, privileges: ['pku'] },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Back$/ }));
    await waitFor(() => expect(currentLocation()).toBe('/pickup-detail/p1'));
  });

  it('keeps the screen and shows the server message in red when refused (409)', async () => {
    jest.mocked(cancelPickup).mockRejectedValue({ status: 409, message: pickupConflictMessage('confirmed', 'cancel') });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Pickup' }));
    await waitFor(() => expect(currentNotice()).toBe(`error: ${pickupConflictMessage('confirmed', 'cancel')}`));
    expect(currentLocation()).toBe('/pickup-cancel/p1');
  });

  it('offers no Cancel Pickup to a customer once the pickup is confirmed, but does to pickup staff', async () => {
    jest.mocked(getPickup).mockResolvedValue({ ...PICKUP, status: 'confirmed' });
    const first = open();
    expect(await screen.findByText(pickupConflictMessage('confirmed', 'cancel'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Pickup' })).not.toBeInTheDocument();
    first.unmount();
    open({ ...JOINED, privileges: ['pku'] });
    expect(await screen.findByRole('button', { name: 'Cancel Pickup' })).toBeInTheDocument();
  });
});
