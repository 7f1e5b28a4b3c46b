import { countAssignedPickups, listAssignedPickups } from '@fcs/shared/client';
import { fetchCollectPage, searchFilters, statusFilters } from './collect-list';

jest.mock('@fcs/shared/client', () => ({
  ...jest.requireActual('@fcs/shared/client'),
  listAssignedPickups: jest.fn(async () => []),
  countAssignedPickups: jest.fn(async () => 0),
}));

describe('Collect list query (spec 2 §2, §4)', () => {
  it('filters by the chosen statuses, and not at all when all five are chosen (ALL)', () => {
    expect(statusFilters(['confirmed', 'rescheduled'])).toEqual([{ field: 'status', compare: 'in', value: ['confirmed', 'rescheduled'] }]);
    expect(statusFilters(['requested', 'confirmed', 'rescheduled', 'completed', 'canceled'])).toEqual([]);
  });

  it('searches a part of the pickup number or of the zone name', () => {
    expect(searchFilters('  ')).toEqual([]);
    expect(searchFilters(' pu00 ')).toEqual([
      {
        or_group: 'search',
        filters: [
          { field: 'pickup_number', compare: 'like', value: 'pu00' },
          { field: 'zone_name', compare: 'like', value: 'pu00' },
        ],
      },
    ]);
  });

  it('asks only for the assigned view, and nothing when no status is chosen', async () => {
    await fetchCollectPage({ limit: 10, offset: 0, sorts: ['pickup_date asc'] }, 'edison', ['confirmed']);
    expect(listAssignedPickups).toHaveBeenCalledWith({
      limit: 10,
      offset: 0,
      sorts: ['pickup_date asc'],
      filters: [{ field: 'status', compare: 'in', value: ['confirmed'] }, ...searchFilters('edison')],
    });
    expect(countAssignedPickups).toHaveBeenCalledWith({
      filters: [{ field: 'status', compare: 'in', value: ['confirmed'] }, ...searchFilters('edison')],
    });
    (listAssignedPickups as jest.Mock).mockClear();
    expect(await fetchCollectPage({ limit: 10, offset: 0, sorts: [] }, '', [])).toEqual({ rows: [], total: 0 });
    expect(listAssignedPickups).not.toHaveBeenCalled();
  });
});
