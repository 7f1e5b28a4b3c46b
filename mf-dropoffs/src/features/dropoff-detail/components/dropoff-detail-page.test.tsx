import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDropoff } from '@fcs/runtime/client';
import type { Dropoff } from '@fcs/shared/model/entities';
import { ADMIN, renderWithProviders, STAFF_DF } from '@fcs/shared/testing';
import { DropoffDetailPage } from './dropoff-detail-page';

// No delay between keystrokes: antd re-renders on each, and jsdom is slow enough.
const user = userEvent.setup({ delay: null });

jest.mock('@fcs/runtime/client', () => ({ ...jest.requireActual('@fcs/runtime/client'), getDropoff: jest.fn() }));
const get = getDropoff as jest.MockedFunction<typeof getDropoff>;

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
  remark: 'Checked in',
  photo_urls: ['http://localhost:8080/files/dropoffs/d1/a.jpg'],
  version: 3,
};
const show = (d: Partial<Dropoff>, session = STAFF_DF) => {
  get.mockResolvedValue({ ...DROPOFF, ...d });
  return renderWithProviders(null, {
    history: ['/dropoffs', '/dropoff-detail/d1'],
    routes: { '/dropoff-detail/:id': <DropoffDetailPage />, '*': <p>Another screen</p> },
    session,
  });
};

describe('Drop-off detail (spec 3 §2)', () => {
  it('shows number with QR icon, status, customer ID and name, staff, remarks and photo thumbnails', async () => {
    show({});
    expect(await screen.findByTestId('dropoff-number')).toHaveTextContent('DO000042');
    expect(get).toHaveBeenCalledWith('d1');
    expect(screen.getByRole('button', { name: 'QR code of DO000042' })).toBeInTheDocument();
    for (const text of ['FCS00001', 'Alice Carter', 'Dana Dropoff', 'Two boxes', 'Checked in'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('received')).toHaveAttribute('data-status', 'received');
    expect(screen.getByRole('img', { name: 'DO000042 photo 1 of 1' })).toHaveAttribute('src', DROPOFF.photo_urls[0]);
  });

  it('offers Edit, Complete and Cancel while received', async () => {
    show({});
    expect(await screen.findByRole('button', { name: /Edit Drop-Off/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cancel Drop-Off/ })).toBeInTheDocument();
    expect(screen.queryByText('Admin Only')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Complete Drop-Off/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dropoff-complete/d1');
  });

  it('shows no actions on a completed drop-off to df staff, and an Admin Only Cancel Drop-Off to an admin', async () => {
    const { unmount } = show({ status: 'completed' });
    await screen.findByTestId('dropoff-number');
    expect(screen.queryByText('Admin Only')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Drop-Off/ })).not.toBeInTheDocument();
    unmount();

    show({ status: 'completed' }, ADMIN);
    const section = await screen.findByRole('region', { name: 'Admin Only' });
    await user.click(section.querySelector('button')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/dropoff-cancel/d1');
  });

  it('has no actions once canceled, even for an admin', async () => {
    show({ status: 'canceled' }, ADMIN);
    await screen.findByTestId('dropoff-number');
    expect(screen.queryByRole('button', { name: /Drop-Off/ })).not.toBeInTheDocument();
  });

  it('says when the drop-off does not exist', async () => {
    get.mockRejectedValue({ status: 404, message: 'Drop-off not found' });
    renderWithProviders(<DropoffDetailPage />, { history: ['/dropoff-detail/x'], session: STAFF_DF });
    expect(await screen.findByText('This drop-off was not found')).toBeInTheDocument();
  });
});
