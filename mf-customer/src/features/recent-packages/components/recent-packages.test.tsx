import { screen, within } from '@testing-library/react';
import { reportData } from '@fcs/runtime/client';
import { renderWithProviders } from '@fcs/shared/testing';
import type { RecentPackage } from '../api/recent-packages';
import { RecentPackages } from './recent-packages';

jest.mock('@fcs/runtime/client', () => ({ ...jest.requireActual('@fcs/runtime/client'), reportData: jest.fn() }));
const data = reportData as jest.MockedFunction<typeof reportData>;

const rows: RecentPackage[] = Array.from({ length: 5 }, (_, i) => ({
  id: `r${i + 1}`,
  tracking_id: `TRK00${i + 1}`,
  status: i === 0 ? 'delivered' : 'received',
  remark: null,
  updated_date: `2024-05-0${i + 1}T10:00:00.000Z`,
}));

beforeEach(() => data.mockReset());

describe('My recent packages (spec 1 §2.4)', () => {
  it('shows the 5 most recently updated packages with status, See all and Detail links', async () => {
    data.mockResolvedValue(rows as never);
    renderWithProviders(<RecentPackages />);
    expect(screen.getByText('My recent packages')).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Recent packages' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(data).toHaveBeenCalledWith('packages', { limit: 5, offset: 0, sorts: ['updated_date desc'], filters: [], view: 'mine' });
    expect(within(items[0]!).getByText('delivered')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/my-packages');
    const details = screen.getAllByRole('link', { name: /Detail/ });
    expect(details).toHaveLength(5);
    expect(details.map((d) => d.getAttribute('href'))).toEqual(rows.map((r) => `/my-package-detail/${r.id}`));
  });

  it('has an empty state', async () => {
    data.mockResolvedValue([] as never);
    renderWithProviders(<RecentPackages />);
    expect(await screen.findByText('No packages yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all' })).toBeInTheDocument();
  });
});
