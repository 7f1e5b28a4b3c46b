import { fireEvent, screen, within } from '@testing-library/react';
import { getPickup, getPickupInfo } from '@fcs/runtime/client';
import type { Pickup } from '@fcs/shared/model/entities';
import { PICKUP } from '../../../test/pickup-fixture';
import { currentLocation, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { PickupDetailPage } from './pickup-detail-page';

jest.mock('@fcs/runtime/client', () => ({ ...jest.requireActual('@fcs/runtime/client'), getPickup: jest.fn(), getPickupInfo: jest.fn() }));
const get = getPickup as jest.MockedFunction<typeof getPickup>;

async function buttonsAt(route: string, status: Pickup['status'], session = SESSIONS.pickupStaff): Promise<string[]> {
  get.mockResolvedValue({ ...PICKUP, status });
  const { unmount } = renderWithProviders(<PickupDetailPage />, {
    route,
    path: route.endsWith('/oc') ? '/pickup-detail/:id/oc' : '/pickup-detail/:id',
    session,
  });
  await screen.findByTestId('pickup-number');
  const names = ['Edit', 'Confirm', 'Reschedule', 'Complete', 'Cancel'].filter((name) => screen.queryByRole('button', { name }) !== null);
  unmount();
  return names;
}

describe('/pickup-detail/{id}: the buttons of spec 2 §4', () => {
  it('requested: Edit, Confirm, Cancel; confirmed and rescheduled: Reschedule, Complete, Cancel; completed and canceled: none', async () => {
    expect(await buttonsAt('/pickup-detail/p1', 'requested')).toEqual(['Edit', 'Confirm', 'Cancel']);
    expect(await buttonsAt('/pickup-detail/p1', 'confirmed')).toEqual(['Reschedule', 'Complete', 'Cancel']);
    expect(await buttonsAt('/pickup-detail/p1', 'rescheduled')).toEqual(['Reschedule', 'Complete', 'Cancel']);
    expect(await buttonsAt('/pickup-detail/p1', 'completed')).toEqual([]);
    expect(await buttonsAt('/pickup-detail/p1', 'canceled')).toEqual([]);
  });

  it('from the assigned list (/oc) only Complete, for pku staff and for the driver it is assigned to', async () => {
    expect(await buttonsAt('/pickup-detail/p1/oc', 'confirmed')).toEqual(['Complete']);
    expect(await buttonsAt('/pickup-detail/p1/oc', 'requested')).toEqual([]);
    expect(await buttonsAt('/pickup-detail/p1/oc', 'rescheduled', SESSIONS.driver)).toEqual(['Complete']);
  });

  it('shows number, zone, date, time window, customer, staff, the address card with its map link, and the photos', async () => {
    get.mockResolvedValue({ ...PICKUP, status: 'confirmed', pickup_time_from: '09:00', pickup_time_to: '11:30' });
    renderWithProviders(<PickupDetailPage />, { route: '/pickup-detail/p1', path: '/pickup-detail/:id', session: SESSIONS.pickupStaff });
    expect(await screen.findByTestId('pickup-number')).toHaveTextContent('PU000042');
    for (const text of ['Central Jersey', '11/25/2026', '09:00 - 11:30', 'Alice Carter (FCS00001)', 'Oscar Diaz', 'Two boxes'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    const card = screen.getByRole('article', { name: 'Pickup address' });
    expect(within(card).getByRole('link', { name: /map/i })).toHaveAttribute('href', expect.stringContaining('40.5,-74.4'));
  });

  it('/pickup-info/{id} reads it through GET /pickup_info/{id} (spec 2 §7)', async () => {
    (getPickupInfo as jest.Mock).mockResolvedValue({ ...PICKUP, status: 'requested' });
    renderWithProviders(<PickupDetailPage />, { route: '/pickup-info/p1', path: '/pickup-info/:id', session: SESSIONS.pickupStaff });
    expect(await screen.findByTestId('pickup-number')).toHaveTextContent('PU000042');
    expect(getPickupInfo).toHaveBeenCalledWith('p1');
  });

  it('has no remark box of its own: the remark is shown, and each action asks for its own (decision 0011, issue 23.6)', async () => {
    get.mockResolvedValue({ ...PICKUP, status: 'requested', remark: 'Ring twice' });
    renderWithProviders(<PickupDetailPage />, {
      route: '/pickup-detail/p1',
      path: '/pickup-detail/:id',
      routes: { '/pickup-confirm/:id': <p>confirm</p> },
      session: SESSIONS.pickupStaff,
    });
    await screen.findByTestId('pickup-number');
    expect(screen.queryByRole('textbox', { name: 'Remark' })).not.toBeInTheDocument();
    expect(screen.getByText('Ring twice')).toBeInTheDocument();
    expect(screen.getByText('Each action asks for its own remark.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(currentLocation()).toBe('/pickup-confirm/p1');
  });
});
