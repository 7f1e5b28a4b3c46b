import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmPickup, getPickup, listStaff } from '@fcs/runtime/client';
import { renderWithProviders, SESSIONS, currentLocation, currentNotice } from '@fcs/shared/testing';
import { PICKUP } from '../../../test/pickup-fixture';
import { initialSchedule } from './schedule-form';
import { PickupConfirmPage } from './pickup-confirm-page';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  getPickup: jest.fn(),
  listStaff: jest.fn(),
  confirmPickup: jest.fn(),
}));
const get = getPickup as jest.MockedFunction<typeof getPickup>;
const staff = listStaff as jest.MockedFunction<typeof listStaff>;
const confirm = confirmPickup as jest.MockedFunction<typeof confirmPickup>;
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  get.mockResolvedValue({ ...PICKUP, pickup_staff_id: null, pickup_staff_name: null, pickup_date: '20991201' });
  staff.mockResolvedValue([
    { id: 's4', user_name: 'Daniel Reyes' },
    { id: 's10', user_name: 'Oscar Diaz' },
  ]);
  confirm.mockReset();
});

function renderConfirm() {
  return renderWithProviders(<PickupConfirmPage />, {
    route: '/pickup-confirm/p1',
    path: '/pickup-confirm/:id',
    history: ['/pickup-detail/p1'],
    session: SESSIONS.pickupStaff,
  });
}

describe('/pickup-confirm/{id} (spec 2 §2, §5)', () => {
  it('starts at 09:00 to 12:00 in 5-minute steps, and asks for the staff ("Staff is required") before calling', async () => {
    renderConfirm();
    const from = await screen.findByLabelText('Pickup Time From');
    expect(from).toHaveValue('09:00');
    expect(from).toHaveAttribute('step', '300');
    expect(screen.getByLabelText('Pickup Time To')).toHaveValue('12:00');
    await user.click(screen.getByRole('button', { name: 'Confirm Pickup' }));
    expect(await screen.findByText('Staff is required')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('says "Pickup date is required", and that the window must run forwards', async () => {
    renderConfirm();
    const date = await screen.findByLabelText('Pickup Date');
    fireEvent.change(date, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Confirm Pickup' }));
    expect(await screen.findByText('Pickup date is required')).toBeInTheDocument();
    fireEvent.change(date, { target: { value: '2099-12-01' } });
    await user.click(screen.getByRole('combobox', { name: 'Staff' }));
    await user.click((await screen.findAllByTitle('Oscar Diaz')).find((e) => e.classList.contains('ant-select-item-option'))!);
    fireEvent.change(screen.getByLabelText('Pickup Time From'), { target: { value: '13:00' } });
    expect(await screen.findByText('Pickup time from must be before pickup time to')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('sends id, version, date, window, staff and remark, then says so in green and goes back', async () => {
    confirm.mockResolvedValue({ ...PICKUP, status: 'confirmed' });
    renderConfirm();
    await screen.findByLabelText('Pickup Date');
    await user.click(screen.getByRole('combobox', { name: 'Staff' }));
    await user.click((await screen.findAllByTitle('Oscar Diaz')).find((e) => e.classList.contains('ant-select-item-option'))!);
    fireEvent.change(screen.getByLabelText('Pickup Time To'), { target: { value: '11:30' } });
    await user.type(screen.getByLabelText('Remark'), 'Call first');
    await user.click(screen.getByRole('button', { name: 'Confirm Pickup' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(confirm.mock.calls[0]![0]).toEqual({
      id: 'p1',
      version: 3,
      pickup_date: '20991201',
      pickup_time_from: '09:00',
      pickup_time_to: '11:30',
      pickup_staff_id: 's10',
      remark: 'Call first',
    });
    await waitFor(() => expect(currentNotice()).toContain('Confirm pickup successful!'));
    await waitFor(() => expect(currentLocation()).toBe('/pickup-detail/p1'));
  });

  it('refuses, in the machine’s words, what the status does not allow', async () => {
    get.mockResolvedValue({ ...PICKUP, status: 'completed' });
    renderConfirm();
    expect(await screen.findByText('This pickup can no longer be confirmed: it is completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Pickup' })).not.toBeInTheDocument();
  });
});

describe('initialSchedule', () => {
  it('keeps a date that is not past, the window or 09:00–12:00, the staff and the detail’s remark', () => {
    expect(initialSchedule({ ...PICKUP, pickup_date: '20261124' }, 'hi', '20261125')).toEqual({
      date: '',
      from: '09:00',
      to: '12:00',
      staffId: 's10',
      remark: 'hi',
    });
    expect(initialSchedule({ ...PICKUP, pickup_time_from: '10:00', pickup_time_to: '10:30' }, null, '20261125')).toMatchObject({
      date: '2026-11-25',
      from: '10:00',
      to: '10:30',
    });
  });
});
