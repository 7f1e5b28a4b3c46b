import { screen } from '@testing-library/react';
import { countMyDropoffs, getDropoff, listMyDropoffs } from '@fcs/runtime/client';
import type { Dropoff } from '@fcs/shared/model/entities';
import { renderWithProviders } from '@fcs/shared/testing';
import { DropoffDetailPage } from './dropoff-detail-page';
import { MyDropoffsPage } from './my-dropoffs-page';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  listMyDropoffs: jest.fn(),
  countMyDropoffs: jest.fn(),
  getDropoff: jest.fn(),
}));

const D: Dropoff = {
  id: 'd1',
  dropoff_number: 'DO000007',
  status: 'completed',
  created_date: '2026-04-02T15:00:00.000Z',
  updated_date: '2026-04-03T15:00:00.000Z',
  customer_id: 'u1',
  customer_name: 'Alice Carter',
  customer_phone_number: '+15550100001',
  customer_fcs_id: 'FCS00001',
  receiving_staff_id: 's5',
  receiving_staff_name: 'Dara Staff',
  customer_remark: 'Two boxes at the counter',
  remark: 'Office only',
  photo_urls: ['http://localhost:8080/files/dropoffs/d1/a.jpg'],
  version: 1,
};

describe('/my-dropoffs (spec 3 §2)', () => {
  it('lists No., Drop-Off Number, Date, Staff Name, Updated Date, Status; sortable; newest update first', async () => {
    jest.mocked(listMyDropoffs).mockResolvedValue([D]);
    jest.mocked(countMyDropoffs).mockResolvedValue(1);
    renderWithProviders(<MyDropoffsPage />, { route: '/my-dropoffs' });
    expect(await screen.findByRole('link', { name: 'DO000007' })).toHaveAttribute('href', '/my-dropoff-detail/d1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'No.',
      'Drop-Off Number',
      'Date',
      'Staff Name',
      'Updated Date',
      'Status',
    ]);
    expect(document.querySelectorAll('th[data-sortable]')).toHaveLength(5);
    expect(listMyDropoffs).toHaveBeenLastCalledWith({ limit: 10, offset: 0, sorts: ['updated_date desc'], filters: [] });
    expect(screen.getByText('Dara Staff')).toBeInTheDocument();
  });
});

describe('/my-dropoff-detail (spec 3 §2)', () => {
  it('is read-only: number, status, customer, staff, the customer remark labelled Remark, photos', async () => {
    jest.mocked(getDropoff).mockResolvedValue(D);
    renderWithProviders(<DropoffDetailPage />, { route: '/my-dropoff-detail/d1', path: '/my-dropoff-detail/:id' });
    expect(await screen.findByText('DO000007')).toBeInTheDocument();
    expect(screen.getByText('FCS00001 · Alice Carter')).toBeInTheDocument();
    expect(screen.getByText('Dara Staff')).toBeInTheDocument();
    const remark = screen.getByText('Remark').closest('tr');
    expect(remark).toHaveTextContent('Two boxes at the counter');
    expect(screen.queryByText('Office only')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /DO000007 photo 1 of 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit|cancel|complete|save/i })).not.toBeInTheDocument();
  });
});
