import { listAssignedPickups } from '@fcs/runtime/client';
import { fetchRoutePickups, officeOf, routeFilters } from './route-pickups';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  listAssignedPickups: jest.fn(async () => []),
}));

describe('the route’s pickups (spec 3 §4)', () => {
  it('asks the assigned view for the confirmed and rescheduled pickups of the day, not those recorded as not collected', async () => {
    expect(routeFilters('20261125')).toEqual([
      { field: 'status', compare: 'in', value: ['confirmed', 'rescheduled'] },
      { field: 'pickup_date', compare: '=', value: '20261125' },
      { field: 'failed_attempt_at', compare: 'blank' },
    ]);
    await fetchRoutePickups('20261125');
    expect(listAssignedPickups).toHaveBeenCalledWith({
      limit: 500,
      offset: 0,
      sorts: ['pickup_number asc'],
      filters: routeFilters('20261125'),
    });
  });

  it('starts at the office of the settings, when it is set', () => {
    expect(officeOf({ office_lat: 40.5171, office_lng: -74.3973 })).toEqual({ lat: 40.5171, lng: -74.3973 });
    expect(officeOf({ office_lat: 0, office_lng: 0 })).toBeNull();
    expect(officeOf(null)).toBeNull();
  });
});
