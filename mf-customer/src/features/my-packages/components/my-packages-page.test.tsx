import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { reportCount, reportData } from '@fcs/runtime/client';
import { renderWithProviders } from '@fcs/shared/testing';
import type { PackageRow } from '../api/my-packages';
import { MyPackagesPage } from './my-packages-page';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  reportData: jest.fn(),
  reportCount: jest.fn(),
}));
const data = reportData as jest.MockedFunction<typeof reportData>;
const count = reportCount as jest.MockedFunction<typeof reportCount>;

const ALL: PackageRow[] = Array.from({ length: 23 }, (_, i) => ({
  id: `id-${i + 1}`,
  tracking_id: `FCS1000${String(i + 1).padStart(2, '0')}`,
  status: 'received',
  remark: null,
  received_date: '2024-03-01T15:00:00.000Z',
  updated_date: '2024-03-02T15:00:00.000Z',
}));

/** A fake report service: pages through ALL, filtering by the tracking_id `like` filter. */
function serve(rows: PackageRow[] = ALL) {
  const match = (filters: unknown) => {
    const f = (filters as { value: string }[] | undefined)?.[0];
    if (!f) return rows;
    const needle = f.value.replace(/%/g, '');
    return rows.filter((r) => r.tracking_id.includes(needle));
  };
  data.mockImplementation(async (_t, q) => {
    const offset = Number(q.offset ?? 0);
    return match(q.filters).slice(offset, offset + Number(q.limit ?? 10)) as never;
  });
  count.mockImplementation(async (_t, q) => match(q.filters).length);
}

// antd renders large trees; role queries over them are slow in jsdom.

const lastQuery = () => data.mock.calls.at(-1)?.[1];
const lastCount = () => count.mock.calls.at(-1)?.[1];
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  data.mockReset();
  count.mockReset();
  Cookies.remove('my-package-view', { path: '/' });
  serve();
});

describe('My Packages (spec 1 §2.6)', () => {
  it('lists the first page with the spec columns, newest received first, tracking numbers linked to the detail', async () => {
    renderWithProviders(<MyPackagesPage />, { route: '/my-packages' });
    expect(screen.getByRole('heading', { name: 'My Packages' })).toBeInTheDocument();
    expect(await screen.findByText('1-10 of 23')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['No.', 'Tracking Number', 'Received Date', 'Updated Date', 'Status']);
    expect(lastQuery()).toEqual({ limit: 10, offset: 0, sorts: ['received_date desc'], filters: [], view: 'mine' });
    expect(screen.getByRole('link', { name: 'FCS100001' })).toHaveAttribute('href', '/my-package-detail/id-1');
    expect(screen.getByRole('cell', { name: '10' })).toBeInTheDocument();
  });

  it('numbers rows across pages and keeps the page in the URL', async () => {
    renderWithProviders(<MyPackagesPage />, { route: '/my-packages?page=3' });
    expect(await screen.findByText('21-23 of 23')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ limit: 10, offset: 20 });
    expect(screen.getByRole('cell', { name: '21' })).toBeInTheDocument();
  });

  it('sorts by updated date on a click, back on page 1', async () => {
    renderWithProviders(<MyPackagesPage />, { route: '/my-packages?page=2' });
    await screen.findByText('11-20 of 23');
    fireEvent.click(screen.getByRole('columnheader', { name: /Updated Date/ }));
    await screen.findByText('1-10 of 23');
    expect(lastQuery()).toMatchObject({ offset: 0, sorts: ['updated_date asc'] });
    expect(location()).toBe('/my-packages?sort=updated_date.asc');
  });

  it('searches on Enter with a contains match on the tracking id (upper-cased, spaces removed)', async () => {
    renderWithProviders(<MyPackagesPage />, { route: '/my-packages?page=2' });
    await screen.findByText('11-20 of 23');
    const box = screen.getByPlaceholderText('Search tracking number');
    fireEvent.change(box, { target: { value: ' fcs 10001 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const filters = [{ field: 'tracking_id', compare: 'like', value: 'FCS10001' }];
    await waitFor(() => expect(lastQuery()).toEqual({ limit: 10, offset: 0, sorts: ['received_date desc'], filters, view: 'mine' }));
    expect(lastCount()).toEqual({ filters, view: 'mine' });
    expect(await screen.findByText('1-10 of 10')).toBeInTheDocument();
    expect(location()).toBe('/my-packages?q=FCS10001');
  });

  it('runs the search from the search icon, and the clear icon resets it', async () => {
    renderWithProviders(<MyPackagesPage />, { route: '/my-packages' });
    await screen.findByText('1-10 of 23');
    fireEvent.change(screen.getByPlaceholderText('Search tracking number'), { target: { value: 'fcs100023' } });
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    await screen.findByText('1-1 of 1');
    expect(lastQuery()?.filters).toEqual([{ field: 'tracking_id', compare: 'like', value: 'FCS100023' }]);

    fireEvent.click(document.querySelector('.ant-input-clear-icon') as Element);
    await screen.findByText('1-10 of 23');
    expect(lastQuery()?.filters).toEqual([]);
    expect(lastCount()).toEqual({ filters: [], view: 'mine' });
    expect(location()).toBe('/my-packages');
  });

  it('says "No packages match" for a search with no result, "No packages yet" for none at all', async () => {
    renderWithProviders(<MyPackagesPage />, { route: '/my-packages?q=NOPE' });
    expect(await screen.findByText('No packages match')).toBeInTheDocument();
    serve([]);
    fireEvent.click(document.querySelector('.ant-input-clear-icon') as Element);
    expect(await screen.findByText('No packages yet')).toBeInTheDocument();
  });

  it('shows the list by default and keeps the grid choice in the my-package-view cookie', async () => {
    const first = renderWithProviders(<MyPackagesPage />, { route: '/my-packages' });
    await screen.findByText('1-10 of 23');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(Cookies.get('my-package-view')).toBe('grid');
    const cards = within(screen.getByRole('list', { name: 'Packages' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    expect(within(cards[0]!).getByRole('link', { name: 'FCS100001' })).toHaveAttribute('href', '/my-package-detail/id-1');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<MyPackagesPage />, { route: '/my-packages' });
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('1-10 of 23')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(Cookies.get('my-package-view')).toBe('list');
  });

  it('logs a fetch error, leaves the list empty and offers a retry (spec 1 §8)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    data.mockRejectedValueOnce({ status: 500, message: 'boom' });
    renderWithProviders(<MyPackagesPage />, { route: '/my-packages' });
    expect(await screen.findByText('Your packages could not be loaded.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('boom'));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText('1-10 of 23')).toBeInTheDocument();
    log.mockRestore();
  });
});
