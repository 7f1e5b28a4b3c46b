import { countPickups, listPickups } from '@fcs/shared/client';
import { fetchPickupPage, LIST_FIELDS, searchFilters, statusFilters } from './pickup-list';

jest.mock('@fcs/shared/client', () => ({ listPickups: jest.fn(), countPickups: jest.fn() }));
const list = listPickups as jest.MockedFunction<typeof listPickups>;
const count = countPickups as jest.MockedFunction<typeof countPickups>;

describe('the staff pickup list queries (spec 2 §2, §4)', () => {
  it('filters by status unless ALL five are chosen', () => {
    expect(statusFilters(['requested', 'confirmed', 'rescheduled'])).toEqual([
      { field: 'status', compare: 'in', value: ['requested', 'confirmed', 'rescheduled'] },
    ]);
    expect(statusFilters(['canceled', 'completed', 'rescheduled', 'confirmed', 'requested'])).toEqual([]);
  });

  it('searches number, zone, FCS ID and name in one OR group', () => {
    expect(searchFilters('  ')).toEqual([]);
    const [group] = searchFilters(' pu0001 ');
    expect(group).toMatchObject({ or_group: 'search' });
    expect((group as { filters: { field: string; value: string }[] }).filters.map((f) => [f.field, f.value])).toEqual([
      ['pickup_number', 'pu0001'],
      ['zone_name', 'pu0001'],
      ['customer_fcs_id', 'pu0001'],
      ['customer_name', 'pu0001'],
    ]);
  });

  it('asks the database for one page of the shown fields and the count, with the same filters', async () => {
    list.mockResolvedValue([]);
    count.mockResolvedValue(31);
    const page = await fetchPickupPage({ limit: 10, offset: 10, sorts: ['pickup_date asc'] }, 'Alice', ['requested']);
    expect(page).toEqual({ rows: [], total: 31 });
    const query = list.mock.calls[0]![0];
    expect(query).toMatchObject({ limit: 10, offset: 10, sorts: ['pickup_date asc'], fields: [...LIST_FIELDS] });
    expect(count.mock.calls[0]![0].filters).toEqual(query.filters);
    expect(query.filters).toHaveLength(2);
  });

  it('asks nothing when no status is chosen', async () => {
    list.mockClear();
    expect(await fetchPickupPage({ limit: 10, offset: 0, sorts: [] }, '', [])).toEqual({ rows: [], total: 0 });
    expect(list).not.toHaveBeenCalled();
  });
});
