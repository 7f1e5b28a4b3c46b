import { fireEvent, screen } from '@testing-library/react';
import { getPackage } from '@fcs/runtime/client';
import { formatDateTime, VIEWER_ZONE } from '@fcs/shared/model/format';
import { type Package } from '@fcs/shared/model/entities';
import { renderWithProviders } from '@fcs/shared/testing';
import { PackageDetailPage } from './package-detail-page';

jest.mock('@fcs/runtime/client', () => ({ ...jest.requireActual('@fcs/runtime/client'), getPackage: jest.fn() }));
const get = getPackage as jest.MockedFunction<typeof getPackage>;

const PKG: Package = {
  id: 'p1',
  tracking_id: '1Z999AA10123456784',
  status: 'processed',
  remark: 'Fragile',
  // Deliberately not the received entry's date: the detail must take it from all_status.
  received_date: '2024-01-01T00:00:00.000Z',
  updated_date: '2024-02-10T18:30:00.000Z',
  photo_urls: ['http://localhost:8080/files/a.jpg', 'http://localhost:8080/files/b.jpg'],
  all_status: [
    { status: 'processed', date: '2024-02-10T18:30:00.000Z' },
    { status: 'received', date: '2024-02-05T14:15:16.000Z' },
  ],
  user_id: 'u1',
  sender_id: null,
  fcs_id: 'FCS00001',
  sender_fcs_id: null,
  user_name: 'Alice Carter',
  phone_number: '+15550100001',
  sender_name: null,
  sender_phone_number: null,
};

const open = (route: string) => renderWithProviders(<PackageDetailPage />, { route, path: '/my-package-detail/:id' });

beforeEach(() => get.mockReset());

describe('My package detail (spec 1 §2.6, §3)', () => {
  it('shows the package read-only, with the received date of the all_status entry whose status is received', async () => {
    get.mockResolvedValue(PKG);
    open('/my-package-detail/p1');
    expect(await screen.findByText('1Z999AA10123456784')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('p1');
    const received = screen.getByText('Received Date').closest('tr') ?? document.body;
    expect(received).toHaveTextContent(formatDateTime('2024-02-05T14:15:16.000Z', VIEWER_ZONE));
    expect(screen.queryByText(formatDateTime('2024-01-01T00:00:00.000Z', VIEWER_ZONE))).not.toBeInTheDocument();
    expect(screen.getAllByText(formatDateTime('2024-02-10T18:30:00.000Z', VIEWER_ZONE)).length).toBeGreaterThan(0);
    expect(screen.getByText('Fragile')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Status history' })).toHaveTextContent('received');
    expect(screen.queryByRole('button', { name: /edit|save/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to My Packages/ })).toHaveAttribute('href', '/my-packages');
  });

  it('shows the photos as 100 by 100 thumbnails', async () => {
    get.mockResolvedValue(PKG);
    open('/my-package-detail/p1');
    const thumbs = await screen.findAllByRole('img', { name: /1Z999AA10123456784 photo/ });
    expect(thumbs).toHaveLength(2);
    for (const img of thumbs) {
      expect(img).toHaveAttribute('width', '100');
      expect(img).toHaveAttribute('height', '100');
    }
    expect(thumbs.map((t) => t.getAttribute('src'))).toEqual(PKG.photo_urls);
  });

  it('says it was not found for another customer’s package (the api answers 404, as for a missing one), with no retry', async () => {
    get.mockRejectedValue({ status: 404, message: 'Package not found' });
    open('/my-package-detail/other');
    expect(await screen.findByText('This package was not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /photo/ })).not.toBeInTheDocument();
  });

  it('offers a retry when loading fails otherwise', async () => {
    get.mockRejectedValueOnce({ status: 0, message: 'Network Error' }).mockResolvedValueOnce(PKG);
    open('/my-package-detail/p1');
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1Z999AA10123456784')).toBeInTheDocument();
  });
});
