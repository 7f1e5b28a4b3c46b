import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countAssignedPickups, reportPage } from '@fcs/runtime/client';
import type { Pickup } from '@fcs/shared/model/entities';
import type { Filter } from '@fcs/shared/model/report';
import { currentLocation, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { CollectPage } from './collect-page';

const user = userEvent.setup({ delay: null });

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  reportPage: jest.fn(),
  countAssignedPickups: jest.fn(),
}));
const list = reportPage as jest.MockedFunction<typeof reportPage>;
const count = countAssignedPickups as jest.MockedFunction<typeof countAssignedPickups>;

const pickupRow = (n: number, status: Pickup['status'] = 'confirmed', over: Partial<Pickup> = {}): Pickup => ({
  id: `p-${n}`,
  pickup_number: `PU${String(n).padStart(6, '0')}`,
  status,
  zone_id: 'z1',
  zone_name: n % 2 ? 'Edison' : 'Brooklyn',
  pickup_date: '20261125',
  pickup_time_from: '09:00',
  pickup_time_to: '12:00',
  customer_id: 'c1',
  customer_fcs_id: 'FCS00001',
  customer_name: 'Alice Carter',
  customer_phone_number: '+15550100001',
  pickup_staff_id: 's10',
  pickup_staff_name: 'Oscar Diaz',
  customer_remark: n === 1 ? 'Ring twice' : null,
  remark: null,
  confirm_remark: null,
  reschedule_remark: null,
  failed_attempt_at: null,
  failed_attempt_reason: null,
  completed_at: null,
  pickup_address: {
    full_name: 'Alice Carter',
    phone_number: '+15550100001',
    address_line1: '27 Oak Tree Road',
    address_line2: 'Apt 3B',
    city: 'Edison',
    state: 'NJ',
    zip_code: '08820',
    lat: 40.57,
    lng: -74.35,
  },
  photo_urls: [],
  created_date: '2026-11-20T15:00:00.000Z',
  updated_date: '2026-11-20T15:00:00.000Z',
  version: 1,
  ...over,
});
const ROWS = [
  ...Array.from({ length: 11 }, (_, i) => pickupRow(i + 1, i % 3 === 2 ? 'rescheduled' : 'confirmed')),
  pickupRow(12, 'completed'),
  pickupRow(13, 'requested', { pickup_address: '{not json' as never }),
];

function statusesIn(filters: Filter[] | undefined): string[] | null {
  const f = filters?.find((x) => 'field' in x && x.field === 'status');
  return f && 'value' in f ? (f.value as string[]) : null;
}
function match(filters: Filter[] | undefined) {
  const statuses = statusesIn(filters);
  return ROWS.filter((r) => !statuses || statuses.includes(r.status));
}
beforeEach(() => {
  list.mockReset().mockImplementation(async (_table, q) => ({
    rows: match(q.filters).slice(Number(q.offset ?? 0), Number(q.offset ?? 0) + Number(q.limit ?? 10)) as never[],
    cursors: { first: null, last: null },
  }));
  count.mockReset().mockImplementation(async (q) => match(q.filters).length);
});
const lastQuery = () => list.mock.calls.at(-1)?.[1];
const COL_STAFF = { ...SESSIONS.pickupStaff, privileges: ['col'] };

describe('Collect, /assign-pickups (spec 2 §2, §4)', () => {
  it('lists the assigned confirmed and rescheduled pickups by default, with the columns and the paging text', async () => {
    renderWithProviders(<CollectPage />, { history: ['/assign-pickups'], session: COL_STAFF });
    expect(screen.getByRole('heading', { name: 'Collect' })).toBeInTheDocument();
    expect(await screen.findByText('1-10 of 11')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      's/n',
      'Pickup Number',
      'Pickup Date',
      'Time',
      'Zone',
      'Customer',
      'Phone',
      'Address',
      'Directions',
      'Customer Remark',
      'Status',
    ]);
    expect(lastQuery()).toMatchObject({ limit: 10, offset: 0, sorts: ['pickup_date asc'] });
    expect(statusesIn(lastQuery()?.filters)).toEqual(['confirmed', 'rescheduled']);
    const first = screen.getByRole('row', { name: /PU000001/ });
    expect(within(first).getByRole('link', { name: 'PU000001' })).toHaveAttribute('href', '/pickup-detail/p-1/oc');
    expect(within(first).getByRole('button', { name: 'QR code of PU000001' })).toBeInTheDocument();
    expect(within(first).getByText('11/25/2026')).toBeInTheDocument();
    expect(within(first).getByText('09:00-12:00')).toBeInTheDocument();
    expect(within(first).getByText('Alice Carter (FCS00001)')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '+15550100001' })).toHaveAttribute('href', 'tel:+15550100001');
    expect(within(first).getByText('27 Oak Tree Road, Apt 3B, Edison, NJ 08820')).toBeInTheDocument();
    expect(within(first).getByText('Ring twice')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Directions: 27 Oak Tree Road, Apt 3B, Edison, NJ 08820' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=27%20Oak%20Tree%20Road%2C%20Apt%203B%2C%20Edison%2C%20NJ%2008820&travelmode=driving',
    );
  });

  it('ALL shows all five statuses, and a bad address snapshot shows a dash', async () => {
    renderWithProviders(<CollectPage />, {
      history: ['/assign-pickups?status=requested,confirmed,rescheduled,completed,canceled&size=20'],
      session: COL_STAFF,
    });
    expect(await screen.findByText('1-13 of 13')).toBeInTheDocument();
    expect(statusesIn(lastQuery()?.filters)).toBeNull();
    const bad = screen.getByRole('row', { name: /PU000013/ });
    expect(
      within(bad)
        .getAllByRole('cell')
        .map((c) => c.textContent)[7],
    ).toBe('-');
  });

  it('sorts by a column and searches by pickup number or zone, through the URL', async () => {
    renderWithProviders(<CollectPage />, { history: ['/assign-pickups'], session: COL_STAFF });
    await screen.findByText('1-10 of 11');
    fireEvent.click(within(screen.getAllByRole('columnheader')[4]!).getByText('Zone'));
    await waitFor(() => expect(lastQuery()?.sorts).toEqual(['zone_name asc']));
    expect(currentLocation()).toBe('/assign-pickups?sort=zone_name.asc');
    await user.type(screen.getByPlaceholderText('Number, zone, name or phone'), 'edi{Enter}');
    await waitFor(() => expect(lastQuery()?.filters).toContainEqual(expect.objectContaining({ or_group: 'search' })));
    expect(currentLocation()).toBe('/assign-pickups?sort=zone_name.asc&q=edi');
  });

  it('the Route button opens /assign-pickup-route', async () => {
    renderWithProviders(<CollectPage />, { history: ['/assign-pickups'], session: COL_STAFF });
    await screen.findByText('1-10 of 11');
    await user.click(screen.getByRole('button', { name: /Route/ }));
    expect(currentLocation()).toBe('/assign-pickup-route');
  });

  it('shows cards, not a table, on a phone (760 px or less)', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: true })) as typeof window.matchMedia;
    try {
      renderWithProviders(<CollectPage />, { history: ['/assign-pickups'], session: COL_STAFF });
      const cards = await screen.findByRole('list', { name: 'Assigned pickups' });
      expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(within(cards).getAllByRole('listitem')[0]!).getByRole('link', { name: 'PU000001' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    list.mockRejectedValueOnce({ status: 0, message: 'Network Error' });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<CollectPage />, { history: ['/assign-pickups'], session: COL_STAFF });
    expect(await screen.findByText('Your pickups could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1-10 of 11')).toBeInTheDocument();
  });
});
