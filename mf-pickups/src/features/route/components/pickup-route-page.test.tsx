import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSettings, listAssignedPickups } from '@fcs/runtime/client';
import type { Pickup } from '@fcs/shared/model/entities';
import { todayDateId } from '@fcs/shared/model/pickups';
import { currentLocation, currentNotice, renderWithProviders, SESSIONS } from '@fcs/shared/testing';
import { PickupRoutePage } from './pickup-route-page';

const user = userEvent.setup({ delay: null });

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  listAssignedPickups: jest.fn(),
  getSettings: jest.fn(),
}));
const list = listAssignedPickups as jest.MockedFunction<typeof listAssignedPickups>;
const settings = getSettings as jest.MockedFunction<typeof getSettings>;

// No Maps key: /config.json is not there in jsdom, so the offline map is drawn.
beforeAll(() => {
  globalThis.fetch = jest.fn(async () => ({ ok: false }) as Response);
});

const pickup = (n: number, lat: number | null, lng: number | null): Pickup => ({
  id: `p-${n}`,
  pickup_number: `PU${String(n).padStart(6, '0')}`,
  status: n % 4 ? 'confirmed' : 'rescheduled',
  zone_id: 'z1',
  zone_name: `Zone ${String.fromCharCode(90 - (n % 26))}`,
  pickup_date: todayDateId(),
  pickup_time_from: '09:00',
  pickup_time_to: '12:00',
  customer_id: `c${n}`,
  customer_fcs_id: `FCS${String(n).padStart(5, '0')}`,
  customer_name: `Customer ${n}`,
  customer_phone_number: `+1555010${String(n).padStart(4, '0')}`,
  pickup_staff_id: 's10',
  pickup_staff_name: 'Oscar Diaz',
  customer_remark: null,
  remark: null,
  confirm_remark: null,
  reschedule_remark: null,
  failed_attempt_at: null,
  failed_attempt_reason: null,
  completed_at: null,
  pickup_address: { full_name: `Customer ${n}`, phone_number: '', zip_code: '08820', lat, lng },
  photo_urls: [],
  created_date: '2026-11-20T15:00:00.000Z',
  updated_date: '2026-11-20T15:00:00.000Z',
  version: 1,
});
const THREE = [pickup(1, 40.7445, -74.0329), pickup(2, 40.578, -74.3589), pickup(3, null, null)];
const COL_STAFF = { ...SESSIONS.pickupStaff, privileges: ['col'] };

beforeEach(() => {
  list.mockReset().mockResolvedValue(THREE);
  settings.mockReset().mockResolvedValue({ office_lat: 40.5171, office_lng: -74.3973 } as never);
});

async function selectAll() {
  await screen.findByRole('link', { name: 'PU000001' });
  // antd's checkbox input is transparent to the pointer: click it as the label would.
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
}

describe('Pickup route, /assign-pickup-route (spec 3 §2, §4, §5)', () => {
  it('lists the assigned confirmed and rescheduled pickups of today, with the spec’s columns', async () => {
    renderWithProviders(<PickupRoutePage />, { history: ['/assign-pickup-route'], session: COL_STAFF });
    expect(screen.getByRole('heading', { name: 'Pickup route' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'PU000001' })).toHaveAttribute('href', '/pickup-detail/p-1/oc');
    expect(list.mock.calls[0]![0].filters).toEqual([
      { field: 'status', compare: 'in', value: ['confirmed', 'rescheduled'] },
      { field: 'pickup_date', compare: '=', value: todayDateId() },
      { field: 'failed_attempt_at', compare: 'blank' },
    ]);
    const titles = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(titles.slice(1)).toEqual(['s/n', 'Pickup Number', 'Pickup Date', 'Zone', 'FCS ID', 'Customer Name']);
    // Sortable: all but s/n and the date.
    const sortable = screen
      .getAllByRole('columnheader')
      .filter((h) => h.getAttribute('aria-sort') !== null || h.querySelector('.ant-table-column-sorters'));
    expect(sortable.map((h) => h.textContent)).toEqual(['Pickup Number', 'Zone', 'FCS ID', 'Customer Name']);
  });

  it('says No data! for an empty day, and another day goes in the URL; Today comes back', async () => {
    list.mockResolvedValue([]);
    renderWithProviders(<PickupRoutePage />, { history: ['/assign-pickup-route'], session: COL_STAFF });
    expect(await screen.findByText('No data!')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '2030-01-15' } });
    expect(currentLocation()).toBe('/assign-pickup-route?day=20300115');
    await waitFor(() =>
      expect(list.mock.calls.at(-1)![0].filters).toContainEqual({ field: 'pickup_date', compare: '=', value: '20300115' }),
    );
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(currentLocation()).toBe('/assign-pickup-route');
  });

  it('finds a route from the office: the SVG map lettered from A, the live-map line, the distance and the legs; no-coordinate pickups apart', async () => {
    renderWithProviders(<PickupRoutePage />, { history: ['/assign-pickup-route'], session: COL_STAFF });
    await selectAll();
    expect(screen.getByText(/3 of 3 selected/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Find route/ }));
    const map = await screen.findByRole('img', { name: 'Route map' });
    expect(Array.from(map.querySelectorAll('g[data-letter]')).map((g) => g.getAttribute('aria-label'))).toEqual([
      'A: start',
      'B: PU000002',
      'C: PU000001',
    ]);
    expect(map.querySelector('polyline')).not.toBeNull();
    expect(screen.getByText('Live map unavailable: the stops are ordered here by straight-line distance')).toBeInTheDocument();
    expect(screen.getByTestId('route-distance')).toHaveTextContent(/Total distance: \d+\.\d km \(\d+\.\d mi\)/);
    const legs = within(screen.getByRole('list', { name: 'Legs' })).getAllByTestId('route-leg');
    expect(legs.map((l) => within(l).getByLabelText(/^From/).textContent)).toEqual(['A → B', 'B → C']);
    expect(within(legs[0]!).getByText('PU000002')).toBeInTheDocument();
    expect(within(legs[0]!).getByText('Customer 2 (FCS00002)')).toBeInTheDocument();
    expect(within(legs[0]!).getByRole('link', { name: '+15550100002' })).toHaveAttribute('href', 'tel:+15550100002');
    expect(within(legs[0]!).getByRole('link', { name: 'Direction' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&origin=40.5171,-74.3973&destination=40.578,-74.3589&travelmode=driving',
    );
    expect(within(legs[1]!).getByRole('link', { name: 'Map' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=40.7445,-74.0329',
    );
    expect(within(screen.getByRole('list', { name: 'Pickups with no coordinates' })).getByText(/PU000003/)).toBeInTheDocument();
  });

  it('refuses more than 25 with the spec’s words and offers routes of at most 25', async () => {
    list.mockResolvedValue(Array.from({ length: 32 }, (_, i) => pickup(i + 1, 40.5 + i * 0.01, -74.3)));
    renderWithProviders(<PickupRoutePage />, { history: ['/assign-pickup-route'], session: COL_STAFF });
    await selectAll();
    await user.click(screen.getByRole('button', { name: /Find route/ }));
    expect(await screen.findByText('Unable to find route for more than 25 pickups!')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Route map' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Route 1 (25)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Route 2 (7)' }));
    expect(await screen.findByText('Route 2 of 2')).toBeInTheDocument();
    const map = screen.getByRole('img', { name: 'Route map' });
    expect(map.querySelectorAll('g[data-letter]')).toHaveLength(8);
    expect(within(screen.getByRole('list', { name: 'Legs' })).getAllByTestId('route-leg')).toHaveLength(7);
  });

  it('My current location: the spec’s message when the browser refuses, and back to Office', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1 } as GeolocationPositionError) },
    });
    renderWithProviders(<PickupRoutePage />, { history: ['/assign-pickup-route'], session: COL_STAFF });
    await screen.findByRole('link', { name: 'PU000001' });
    await user.click(screen.getByRole('radio', { name: 'My current location' }));
    await waitFor(() => expect(currentNotice()).toBe('error: Error: Unable to get current location. Please enable it from your browser.'));
    expect(screen.getByRole('radio', { name: 'Office' })).toBeChecked();
  });

  it('My current location: the route starts where the device is', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 40.75, longitude: -74.03 } } as GeolocationPosition),
      },
    });
    renderWithProviders(<PickupRoutePage />, { history: ['/assign-pickup-route'], session: COL_STAFF });
    await selectAll();
    await user.click(screen.getByRole('radio', { name: 'My current location' }));
    await user.click(screen.getByRole('button', { name: /Find route/ }));
    const legs = within(await screen.findByRole('list', { name: 'Legs' })).getAllByTestId('route-leg');
    // From Hoboken, Hoboken's pickup comes first.
    expect(within(legs[0]!).getByText('PU000001')).toBeInTheDocument();
    expect(within(legs[0]!).getByRole('link', { name: 'Direction' }).getAttribute('href')).toContain('origin=40.75,-74.03');
  });

  it('on a phone routes the whole day at once: the map above the ordered stops with their street address, no table', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    list.mockResolvedValue(
      THREE.map((p) => ({
        ...p,
        pickup_address: {
          ...(p.pickup_address as object),
          address_line1: `${p.id} Main St`,
          city: 'Edison',
          state: 'NJ',
        } as Pickup['pickup_address'],
      })),
    );
    try {
      renderWithProviders(<PickupRoutePage />, { history: ['/assign-pickup-route'], session: COL_STAFF });
      const stops = await screen.findByRole('list', { name: 'Legs' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByRole('img', { name: /Route map/ })).toBeInTheDocument();
      const order = within(stops)
        .getAllByTestId('leg-pickup-number')
        .map((n) => n.textContent);
      expect(order).toEqual(['PU000002', 'PU000001']);
      expect(within(stops).getAllByTestId('leg-address')[0]).toHaveTextContent('p-2 Main St, Edison, NJ 08820');
      expect(within(stops).getByRole('link', { name: 'Navigate to p-2 Main St, Edison, NJ 08820' })).toHaveAttribute(
        'href',
        expect.stringContaining('destination=p-2%20Main%20St'),
      );
    } finally {
      window.matchMedia = original;
    }
  });
});
