import { screen, within } from '@testing-library/react';
import { reportData } from '@fcs/runtime/client';
import { renderWithProviders } from '@fcs/shared/testing';
import type { RecentPickup } from '../api/recent-pickups';
import { RecentPickups } from './recent-pickups';

jest.mock('@fcs/runtime/client', () => ({ ...jest.requireActual('@fcs/runtime/client'), reportData: jest.fn() }));
const data = jest.mocked(reportData);

const rows: RecentPickup[] = Array.from({ length: 5 }, (_, i) => ({
  id: `p${i + 1}`,
  pickup_number: `PU00000${i + 1}`,
  status: i === 0 ? 'confirmed' : 'requested',
  pickup_date: '20260504',
  zone_name: 'Central Jersey',
  updated_date: '2026-05-01T10:00:00.000Z',
}));

describe('My recent requested pickups (spec 1 §2.4)', () => {
  it('shows 5 with status, See all to /my-pickups and Detail links', async () => {
    data.mockResolvedValue(rows as never);
    renderWithProviders(<RecentPickups />);
    expect(screen.getByText('My recent requested pickups')).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Recent pickups' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(data).toHaveBeenCalledWith('pickups', { limit: 5, offset: 0, sorts: ['updated_date desc'], filters: [], view: 'mine' });
    expect(within(items[0]!).getByText('confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/my-pickups');
    expect(screen.getAllByRole('link', { name: /Detail/ }).map((d) => d.getAttribute('href'))).toEqual(
      rows.map((r) => `/my-pickup-detail/${r.id}`),
    );
  });

  it('has an empty state', async () => {
    data.mockResolvedValue([] as never);
    renderWithProviders(<RecentPickups />);
    expect(await screen.findByText('No pickups requested yet')).toBeInTheDocument();
  });
});
