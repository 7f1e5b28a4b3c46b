import { searchFilters, statusFilters } from './pickup-filters';

describe('the pickup lists’ filters (spec 2 §2, §4)', () => {
  it('filter by the chosen statuses, and not at all when all five are chosen (ALL)', () => {
    expect(statusFilters(['confirmed', 'rescheduled'])).toEqual([{ field: 'status', compare: 'in', value: ['confirmed', 'rescheduled'] }]);
    expect(statusFilters(['canceled', 'completed', 'rescheduled', 'confirmed', 'requested'])).toEqual([]);
  });

  it('search a part of any of the fields, in one OR group; nothing for blank text', () => {
    expect(searchFilters('  ', ['pickup_number'])).toEqual([]);
    expect(searchFilters(' pu00 ', ['pickup_number', 'zone_name'])).toEqual([
      {
        or_group: 'search',
        filters: [
          { field: 'pickup_number', compare: 'like', value: 'pu00' },
          { field: 'zone_name', compare: 'like', value: 'pu00' },
        ],
      },
    ]);
  });
});
