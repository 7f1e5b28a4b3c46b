import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getFilterValues, getTemplate, listTemplates, reportListCount, reportPage } from '@fcs/runtime/client';
import { decodeJson } from '@fcs/shared/model/format';
import { currentLocation, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { PACKAGES_TEMPLATE } from '../../../test/template-fixture';
import { encodeState } from '../utils/report-state';
import { ReportsPage } from './reports-page';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  listTemplates: jest.fn(),
  getTemplate: jest.fn(),
  getFilterValues: jest.fn(),
  reportPage: jest.fn(),
  reportListCount: jest.fn(),
}));
const templates = listTemplates as jest.MockedFunction<typeof listTemplates>;
const template = getTemplate as jest.MockedFunction<typeof getTemplate>;
const values = getFilterValues as jest.MockedFunction<typeof getFilterValues>;
const page = reportPage as jest.MockedFunction<typeof reportPage>;
const count = reportListCount as jest.MockedFunction<typeof reportListCount>;

const row = (n: number) => ({ id: `p-${n}`, tracking_id: `TRK${n}`, status: 'delivered', received_date: '2026-11-20T17:04:05.000Z' });

beforeEach(() => {
  jest.clearAllMocks();
  templates.mockResolvedValue({ rows: [PACKAGES_TEMPLATE], total: 1 });
  template.mockResolvedValue(PACKAGES_TEMPLATE);
  values.mockResolvedValue([
    {
      field_name: 'status',
      complete: true,
      values: [
        { value: 'delivered', label: 'delivered' },
        { value: 'received', label: 'received' },
      ],
    },
  ]);
  page.mockResolvedValue({ rows: Array.from({ length: 10 }, (_, i) => row(i + 1)), cursors: { first: 'c-first', last: 'c-last' } });
  count.mockResolvedValue({ count: 1_000_000, kind: 'about' });
});

const routes = { '/reports': <ReportsPage />, '/reports/:templateId/:state': <ReportsPage /> };
const open = (route: string) => renderWithProviders(null, { route, routes, session: SESSIONS.admin });
const stateOf = () => decodeJson<Record<string, unknown>>(decodeURIComponent(currentLocation().split('/')[3] ?? ''));

describe('/reports (spec 3 §2)', () => {
  it('chooses a report from the select and opens it in its default order', async () => {
    open('/reports');
    expect(await screen.findByText('Choose a report to see its rows.')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText('Report'));
    fireEvent.click(await screen.findByTitle('Packages by status (Packages)'));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/reports\/t-1\//));
    await waitFor(() =>
      expect(page).toHaveBeenLastCalledWith('packages', {
        limit: 10,
        offset: 0,
        sorts: ['received_date desc'],
        filters: [],
        fields: ['tracking_id', 'status', 'received_date'],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Packages by status' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No.', 'Tracking Id', 'Status', 'Received Date']);
    expect(within(table).getByText('TRK1').closest('tr')).toHaveTextContent('11/20/2026 12:04:05 PM ET');
    // The count of a whole table is an estimate, and says so.
    expect(screen.getByText('1-10 of about 1,000,000')).toBeInTheDocument();
  });

  it('reads filters, order and page from the URL, and goes to the next page by its cursor', async () => {
    const state = {
      filters: [{ field: 'status', compare: '=' as const, value: 'delivered' }],
      order: ['tracking_id asc'],
      page: 1,
      size: 10,
    };
    open(`/reports/t-1/${encodeURIComponent(encodeState(state))}`);
    await waitFor(() =>
      expect(page).toHaveBeenLastCalledWith(
        'packages',
        expect.objectContaining({ sorts: ['tracking_id asc'], filters: [{ field: 'status', compare: '=', value: 'delivered' }] }),
      ),
    );
    expect(await screen.findByText('Filters: Status = delivered')).toBeInTheDocument();
    expect(count).toHaveBeenLastCalledWith('packages', { filters: [{ field: 'status', compare: '=', value: 'delivered' }] });
    fireEvent.click(await screen.findByTitle('Next Page'));
    await waitFor(() => expect(stateOf()).toMatchObject({ page: 2, after: 'c-last', order: ['tracking_id asc'] }));
    await waitFor(() => expect(page).toHaveBeenLastCalledWith('packages', expect.objectContaining({ offset: 10, after: 'c-last' })));
  });

  it('sorts on an allow_sort column only, back to page 1', async () => {
    open(`/reports/t-1/${encodeURIComponent(encodeState({ filters: [], order: [], page: 3, size: 20 }))}`);
    const table = await screen.findByRole('table', { name: 'Packages by status' });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');
    fireEvent.click(within(table).getByRole('columnheader', { name: /Tracking Id/ }));
    await waitFor(() => expect(stateOf()).toMatchObject({ order: ['tracking_id asc'], page: 1, size: 20 }));
  });

  it('filters with the status dropdown and a date picker, and Clear filters empties them', async () => {
    open(`/reports/t-1/${encodeURIComponent(encodeState({ filters: [], order: [], page: 1, size: 10 }))}`);
    fireEvent.click(await screen.findByRole('button', { name: /Filters/ }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await waitFor(() =>
      expect(values).toHaveBeenCalledWith({ object: 'packages', fields: [{ field_name: 'status', dropdown_display_field: 'status' }] }),
    );
    fireEvent.mouseDown(within(panel).getByLabelText('Status ='));
    fireEvent.click(await screen.findByTitle('received'));
    fireEvent.change(within(panel).getByLabelText('Received Date ≥'), { target: { value: '2026-11-01' } });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'User is blank' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(stateOf()).toMatchObject({
        filters: [
          { field: 'status', compare: '=', value: 'received' },
          { field: 'received_date', compare: '>=', value: '2026-11-01' },
          { field: 'user_id', compare: 'blank', value: true },
        ],
        open: true,
      }),
    );
    await waitFor(() =>
      expect(page).toHaveBeenLastCalledWith(
        'packages',
        expect.objectContaining({
          filters: [
            { field: 'status', compare: '=', value: 'received' },
            { field: 'received_date', compare: '>=', value: '2026-11-01T04:00:00.000Z' },
            { field: 'user_id', compare: 'blank' },
          ],
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /Clear filters/ }));
    await waitFor(() => expect(stateOf()).toMatchObject({ filters: [] }));
  });

  it('shows Loading... while loading and No Data when nothing matches', async () => {
    let answer: (v: Awaited<ReturnType<typeof reportPage>>) => void = () => undefined;
    page.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    count.mockResolvedValue({ count: 0, kind: 'exact' });
    open(`/reports/t-1/${encodeURIComponent(encodeState({ filters: [], order: [], page: 1, size: 10 }))}`);
    const table = await screen.findByRole('table', { name: 'Packages by status' });
    expect(within(table).getByText('Loading...')).toBeInTheDocument();
    answer({ rows: [], cursors: { first: null, last: null } });
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('says so when the report’s template is gone', async () => {
    template.mockRejectedValue({ status: 404, message: 'This template does not exist or was deleted' });
    open(`/reports/zz/${encodeURIComponent(encodeState({ filters: [], order: [], page: 1, size: 10 }))}`);
    expect(await screen.findByText('This report was not found')).toBeInTheDocument();
  });
});
