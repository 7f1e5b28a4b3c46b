import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reportCount, reportData } from '@fcs/runtime/client';
import { currentLocation, renderWithProviders } from '@fcs/shared/testing';
import type { PickupRow } from '../api/my-pickups';
import { MyPickupsPage } from './my-pickups-page';

jest.mock('@fcs/runtime/client', () => ({ ...jest.requireActual('@fcs/runtime/client'), reportData: jest.fn(), reportCount: jest.fn() }));
const data = jest.mocked(reportData);
const count = jest.mocked(reportCount);

const ROWS: PickupRow[] = Array.from({ length: 12 }, (_, i) => ({
  id: `p${i + 1}`,
  pickup_number: `PU0000${String(i + 1).padStart(2, '0')}`,
  status: 'requested',
  zone_name: 'Central Jersey',
  pickup_date: '20260504',
  updated_date: '2026-05-01T10:00:00.000Z',
}));

beforeEach(() => {
  data.mockReset().mockImplementation(async (_t, q) => ROWS.slice(Number(q.offset), Number(q.offset) + Number(q.limit)) as never);
  count.mockReset().mockResolvedValue(ROWS.length);
});

describe('/my-pickups (spec 2 §2)', () => {
  it('lists the columns, all sortable but No., newest update first, numbers linked to the detail', async () => {
    renderWithProviders(<MyPickupsPage />, { route: '/my-pickups' });
    expect(await screen.findByText('1-10 of 12')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'No.',
      'Pickup Number',
      'Pickup Date',
      'Zone',
      'Updated Date',
      'Status',
    ]);
    expect(document.querySelectorAll('th[data-sortable]')).toHaveLength(5);
    expect(data).toHaveBeenLastCalledWith('pickups', { limit: 10, offset: 0, sorts: ['updated_date desc'], filters: [], view: 'mine' });
    expect(screen.getByRole('link', { name: 'PU000001' })).toHaveAttribute('href', '/my-pickup-detail/p1');
    expect(screen.getAllByText('05/04/2026').length).toBeGreaterThan(0);
  });

  it('sorts by a column and searches the pickup number or zone, back on page 1', async () => {
    renderWithProviders(<MyPickupsPage />, { route: '/my-pickups?page=2' });
    await screen.findByText('11-12 of 12');
    fireEvent.click(screen.getByRole('columnheader', { name: /Zone/ }));
    await waitFor(() => expect(data).toHaveBeenLastCalledWith('pickups', expect.objectContaining({ offset: 0, sorts: ['zone_name asc'] })));
    const box = screen.getByPlaceholderText('Search pickup number or zone');
    fireEvent.change(box, { target: { value: '0001' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const filters = [
      {
        or_group: 'search',
        filters: [
          { field: 'pickup_number', compare: 'like', value: '0001' },
          { field: 'zone_name', compare: 'like', value: '0001' },
        ],
      },
    ];
    await waitFor(() => expect(count).toHaveBeenLastCalledWith('pickups', { filters, view: 'mine' }));
  });

  it('opens the request form from Request Pickup', async () => {
    renderWithProviders(<MyPickupsPage />, { route: '/my-pickups' });
    fireEvent.click(await screen.findByRole('button', { name: /Request Pickup/ }));
    expect(currentLocation()).toBe('/request-pickup-form');
  });
});

describe('/my-pickups at 760 px or less (spec 2 §9)', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((q: string) => ({ ...original(q), matches: q === '(max-width: 760px)' })) as typeof window.matchMedia;
  });
  afterEach(() => (window.matchMedia = original));

  it('shows one card per pickup with every column, a sort select and the pager', async () => {
    renderWithProviders(<MyPickupsPage />, { route: '/my-pickups' });
    const list = await screen.findByRole('list', { name: 'My requested pickups' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    expect(within(cards[0]!).getByRole('link', { name: 'PU000001' })).toHaveAttribute('href', '/my-pickup-detail/p1');
    for (const label of ['Pickup Date', 'Zone', 'Updated Date', 'Status']) expect(within(cards[0]!).getByText(label)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    expect(screen.getByText('1-10 of 12')).toBeInTheDocument();
  });
});
