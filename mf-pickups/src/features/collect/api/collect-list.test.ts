import { countAssignedPickups, reportPage } from '@fcs/runtime/client';
import { NOT_WAITING, searchFilters } from '../../../lib/pickup-filters';
import { collectSearchFilters, fetchCollectPage, SEARCH_FIELDS } from './collect-list';

jest.mock('@fcs/runtime/client', () => ({
  ...jest.requireActual('@fcs/runtime/client'),
  reportPage: jest.fn(async () => ({ rows: [], cursors: { first: 'a', last: 'b' } })),
  countAssignedPickups: jest.fn(async () => 0),
}));

describe('Collect list query (spec 2 §2, §4)', () => {
  it('finds a pickup by the customer’s name, and by their phone typed any way (issue 23.5)', () => {
    expect(collectSearchFilters(' Alice ')).toEqual([
      {
        or_group: 'search',
        filters: ['pickup_number', 'zone_name', 'customer_name'].map((field) => ({ field, compare: 'like', value: 'Alice' })),
      },
    ]);
    const [phone] = collectSearchFilters('(555) 010-0001') as unknown as [{ filters: object[] }];
    expect(phone.filters).toContainEqual({ field: 'customer_phone_number', compare: 'like', value: '5550100001' });
    expect(collectSearchFilters('')).toEqual([]);
  });

  it('asks only for the assigned view, by cursor for the next page, and nothing when no status is chosen', async () => {
    const page = await fetchCollectPage({ limit: 10, offset: 10, sorts: ['pickup_date asc'] }, 'edison', ['confirmed'], { after: 'b' });
    const filters = [{ field: 'status', compare: 'in', value: ['confirmed'] }, NOT_WAITING, ...searchFilters('edison', SEARCH_FIELDS)];
    expect(reportPage).toHaveBeenCalledWith('pickups', {
      limit: 10,
      offset: 10,
      after: 'b',
      sorts: ['pickup_date asc'],
      filters,
      view: 'assigned',
    });
    expect(countAssignedPickups).toHaveBeenCalledWith({ filters });
    expect(page.cursors).toEqual({ first: 'a', last: 'b' });
    (reportPage as jest.Mock).mockClear();
    expect(await fetchCollectPage({ limit: 10, offset: 0, sorts: [] }, '', [])).toEqual({ rows: [], total: 0 });
    expect(reportPage).not.toHaveBeenCalled();
  });
});
