import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { cancelDropoff, completeDropoff, getDropoff, listStaff, updateDropoff, uploadPhoto } from '@fcs/runtime/client';
import { ADMIN_ONLY_CANCEL, DROPOFF_MACHINE } from '@fcs/shared/model/machines';
import { MSG } from '@fcs/shared/model/messages';
import { type Dropoff } from '@fcs/shared/model/entities';
import { noticeAtom } from '@fcs/runtime/session';
import { ADMIN, renderWithProviders, STAFF_DF } from '@fcs/shared/testing';
import { DropoffCancelPage } from './dropoff-cancel-page';
import { DropoffCompletePage } from './dropoff-complete-page';
import { DropoffEditPage } from './dropoff-edit-page';

// No delay between keystrokes: antd re-renders on each, and jsdom is slow enough.
const user = userEvent.setup({ delay: null });

/** An option of an open antd Select (the selected value shows the same title). */
async function findOption(title: string): Promise<HTMLElement> {
  const all = await screen.findAllByTitle(title);
  const option = all.find((e) => e.classList.contains('ant-select-item-option'));
  if (!option) throw new Error(`no option ${title}`);
  return option;
}

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  getDropoff: jest.fn(),
  listStaff: jest.fn(),
  updateDropoff: jest.fn(),
  completeDropoff: jest.fn(),
  cancelDropoff: jest.fn(),
  uploadPhoto: jest.fn(),
}));
const get = getDropoff as jest.MockedFunction<typeof getDropoff>;
const update = updateDropoff as jest.MockedFunction<typeof updateDropoff>;
const complete = completeDropoff as jest.MockedFunction<typeof completeDropoff>;
const cancel = cancelDropoff as jest.MockedFunction<typeof cancelDropoff>;
const upload = uploadPhoto as jest.MockedFunction<typeof uploadPhoto>;

const OLD = 'http://localhost:8080/files/dropoffs/d1/old.jpg';
const KEPT = 'http://localhost:8080/files/dropoffs/d1/kept.jpg';
const DROPOFF: Dropoff = {
  id: 'd1',
  dropoff_number: 'DO000042',
  status: 'received',
  created_date: '2024-03-01T15:00:00.000Z',
  updated_date: '2024-03-02T15:00:00.000Z',
  customer_id: 'c1',
  customer_name: 'Alice Carter',
  customer_phone_number: '+15550100001',
  customer_fcs_id: 'FCS00001',
  receiving_staff_id: 's5',
  receiving_staff_name: 'Dana Dropoff',
  customer_remark: 'Two boxes',
  remark: null,
  photo_urls: [OLD, KEPT],
  version: 3,
};

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:new');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  jest.clearAllMocks();
  get.mockResolvedValue(DROPOFF);
  (listStaff as jest.Mock).mockResolvedValue([
    { id: 's5', user_name: 'Dana Dropoff' },
    { id: 's6', user_name: 'Omar Office' },
  ]);
  upload.mockResolvedValue({ url: 'http://localhost:8080/files/dropoffs/d1/new.png' });
});

const location = () => screen.getByTestId('location').textContent;
const at = (path: string, element: ReactElement, session = STAFF_DF) =>
  renderWithProviders(null, {
    history: ['/dropoff-detail/d1', path],
    routes: { '/dropoff-detail/:id': <p>Detail</p>, [path.replace('d1', ':id')]: element },
    session,
  });
const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'new.png', { type: 'image/png' });

describe('Edit Drop-Off (spec 3 §2, §7)', () => {
  it('saves Received By, Customer Remark and the kept plus newly uploaded photos, then goes back with the success text', async () => {
    const { store } = at('/dropoff-edit/d1', <DropoffEditPage />);
    expect(await screen.findByTestId('dropoff-number')).toHaveTextContent('DO000042');
    expect(screen.getByText('Alice Carter (FCS00001)')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Received By' }));
    fireEvent.click(await findOption('Omar Office'));
    await user.click(screen.getByRole('button', { name: /Remove photo 1$/ }));
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [png] } });
    const remark = screen.getByLabelText('Customer Remark');
    await user.clear(remark);
    await user.type(remark, 'Three boxes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/dropoff-detail/d1'));
    expect(upload).toHaveBeenCalledWith('dropoffs', 'd1', png, 'new.png');
    expect(update).toHaveBeenCalledWith({
      id: 'd1',
      receiving_staff_id: 's6',
      customer_remark: 'Three boxes',
      photo_urls: [KEPT, 'http://localhost:8080/files/dropoffs/d1/new.png'],
      version: 3,
    });
    expect(store.get(noticeAtom)).toMatchObject({ kind: 'success', message: MSG.dropoffUpdated });
  });

  it('goes back with the server message when the save fails (spec 3 §4)', async () => {
    update.mockRejectedValue({ status: 409, message: DROPOFF_MACHINE.stale });
    const { store } = at('/dropoff-edit/d1', <DropoffEditPage />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/dropoff-detail/d1'));
    expect(store.get(noticeAtom)).toMatchObject({ kind: 'error', message: DROPOFF_MACHINE.stale });
  });

  it('refuses a drop-off that is no longer received, before anything is sent', async () => {
    get.mockResolvedValue({ ...DROPOFF, status: 'completed' });
    at('/dropoff-edit/d1', <DropoffEditPage />);
    expect(await screen.findByText('This drop-off is completed: only a received drop-off can be edited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('Complete Drop-Off', () => {
  it('shows number with QR icon, date, customer with ID and phone; completes with remark and photos', async () => {
    const { store } = at('/dropoff-complete/d1', <DropoffCompletePage />);
    expect(await screen.findByRole('button', { name: 'QR code of DO000042' })).toBeInTheDocument();
    expect(screen.getByText('+15550100001')).toBeInTheDocument();
    expect(screen.getByText('Alice Carter (FCS00001)')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [png] } });
    await user.type(screen.getByLabelText('Remark'), 'Handed over');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(location()).toBe('/dropoff-detail/d1'));
    expect(complete).toHaveBeenCalledWith({
      id: 'd1',
      remark: 'Handed over',
      photo_urls: [OLD, KEPT, 'http://localhost:8080/files/dropoffs/d1/new.png'],
      version: 3,
    });
    expect(store.get(noticeAtom)).toMatchObject({ kind: 'success', message: MSG.dropoffCompleted });
  });

  it('goes back with the message when a photo upload is refused', async () => {
    upload.mockRejectedValue({ status: 400, message: 'Only image files can be uploaded' });
    const { store } = at('/dropoff-complete/d1', <DropoffCompletePage />);
    fireEvent.change(await screen.findByTestId('photo-input'), { target: { files: [png] } });
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(location()).toBe('/dropoff-detail/d1'));
    expect(complete).not.toHaveBeenCalled();
    expect(store.get(noticeAtom)).toMatchObject({ kind: 'error', message: 'Only image files can be uploaded' });
  });
});

describe('Cancel Drop-Off', () => {
  it('cancels with the edited remark and goes back with "Cancel drop-off successful!"', async () => {
    const { store } = at('/dropoff-cancel/d1', <DropoffCancelPage />);
    await user.type(await screen.findByLabelText('Remark'), 'Customer took it back');
    await user.click(screen.getByRole('button', { name: 'Cancel Drop-Off' }));
    await waitFor(() => expect(location()).toBe('/dropoff-detail/d1'));
    expect(cancel).toHaveBeenCalledWith({ id: 'd1', remark: 'Customer took it back', version: 3 });
    expect(store.get(noticeAtom)).toMatchObject({ kind: 'success', message: MSG.dropoffCanceled });
  });

  it('lets an admin cancel a completed drop-off; tells df staff it is admin only', async () => {
    get.mockResolvedValue({ ...DROPOFF, status: 'completed', remark: 'Done' });
    const { unmount } = at('/dropoff-cancel/d1', <DropoffCancelPage />);
    expect(await screen.findByText(ADMIN_ONLY_CANCEL)).toBeInTheDocument();
    unmount();
    at('/dropoff-cancel/d1', <DropoffCancelPage />, ADMIN);
    expect(await screen.findByLabelText('Remark')).toHaveValue('Done');
    expect(screen.getByRole('button', { name: 'Cancel Drop-Off' })).toBeEnabled();
  });
});
