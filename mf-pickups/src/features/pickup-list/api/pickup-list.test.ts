import { countPickups, reportPage } from '@fcs/runtime/client';
import { fetchPickupPage, LIST_FIELDS, SEARCH_FIELDS } from './pickup-list';

jest.mock('@fcs/runtime/client', () => ({ reportPage: jest.fn(), countPickups: jest.fn() }));
const page = reportPage as jest.MockedFunction<typeof reportPage>;
const count = countPickups as jest.MockedFunction<typeof countPickups>;

describe('the staff pickup list queries (spec 2 §2, §4)', () => {
  it('searches number, zone, FCS ID and name', () => {
    expect(SEARCH_FIELDS).toEqual(['pickup_number', 'zone_name', 'customer_fcs_id', 'customer_name']);
  });

  it('asks the database for one page of the shown fields and the count, with the same filters; the next page by cursor', async () => {
    page.mockResolvedValue({ rows: [], cursors: { first: 'f', last: 'l' } });
    count.mockResolvedValue(31);
    const result = await fetchPickupPage({ limit: 10, offset: 10, sorts: ['pickup_date asc'] }, 'Alice', ['requested'], { after: 'x' });
    expect(result).toEqual({ rows: [], total: 31, cursors: { first: 'f', last: 'l' } });
    const [table, query] = page.mock.calls[0]!;
    expect(table).toBe('pickups');
    expect(query).toMatchObject({ limit: 10, offset: 10, after: 'x', sorts: ['pickup_date asc'], fields: [...LIST_FIELDS] });
    expect(count.mock.calls[0]![0].filters).toEqual(query.filters);
    expect(query.filters).toHaveLength(2);
  });

  it('asks nothing when no status is chosen', async () => {
    page.mockClear();
    expect(await fetchPickupPage({ limit: 10, offset: 0, sorts: [] }, '', [])).toEqual({ rows: [], total: 0 });
    expect(page).not.toHaveBeenCalled();
  });
});
