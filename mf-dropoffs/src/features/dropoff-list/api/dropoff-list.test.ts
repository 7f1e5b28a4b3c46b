import type { Dropoff } from '@fcs/shared/model/entities';
import { readStatuses as readStatusesOf, selectionOf as selectionFor } from '@fcs/shared/hooks/use-status-filter';

const readStatuses = (params: URLSearchParams) => readStatusesOf('dropoffs', params);
const selectionOf = (statuses: readonly string[]) => selectionFor('dropoffs', statuses);
import { DEFAULT_SORT, mergeHits, numberFilter, pageOf, statusFilters } from './dropoff-list';

const d = (id: string, status: Dropoff['status'], customer_name: string | null = null) =>
  ({ id, status, customer_name, dropoff_number: id }) as Dropoff;

describe('drop-off list queries (spec 3 §4, §7)', () => {
  it('filters by status unless ALL', () => {
    expect(statusFilters(['received'])).toEqual([{ field: 'status', compare: 'in', value: ['received'] }]);
    expect(statusFilters(['canceled', 'received', 'completed'])).toEqual([]);
  });

  it('matches the number with LIKE, as numbers are written', () => {
    expect(numberFilter(' do 0012 ')).toEqual({ field: 'dropoff_number', compare: 'like', value: 'DO0012' });
  });

  it('merges full-text hits first, each drop-off once, within the chosen statuses', () => {
    const merged = mergeHits([d('a', 'received'), d('b', 'completed')], [d('a', 'received'), d('c', 'received')], ['received']);
    expect(merged.map((x) => x.id)).toEqual(['a', 'c']);
  });

  it('pages and sorts merged hits, empty values last', () => {
    const rows = [d('1', 'received', 'Ben'), d('2', 'received', null), d('3', 'received', 'alice')];
    expect(pageOf(rows, { page: 1, pageSize: 10, sort: { field: 'customer_name', direction: 'asc' } }).map((x) => x.id)).toEqual([
      '3',
      '1',
      '2',
    ]);
    expect(pageOf(rows, { page: 2, pageSize: 2, sort: null }).map((x) => x.id)).toEqual(['3']);
  });
});

describe('status filter in the URL', () => {
  it('defaults to ACTIVES plus received; an empty value is no status; unknown values are dropped', () => {
    expect(readStatuses(new URLSearchParams(''))).toEqual(['received']);
    expect(selectionOf(readStatuses(new URLSearchParams('')))).toEqual(['ACTIVES', 'received']);
    expect(readStatuses(new URLSearchParams('status='))).toEqual([]);
    expect(readStatuses(new URLSearchParams('status=completed,bogus,completed'))).toEqual(['completed']);
    expect(selectionOf(['received', 'completed', 'canceled'])).toEqual(['ALL', 'received', 'completed', 'canceled']);
  });
});

describe('default order', () => {
  it('is the report table default, updated_date descending (spec 3 §9)', () => {
    const { DROPOFF } = jest.requireActual('@fcs/shared/model/entities');
    const { parseSort } = jest.requireActual('@fcs/shared/model/report');
    expect(DEFAULT_SORT).toEqual(parseSort(DROPOFF.defaultSort));
    expect(DEFAULT_SORT).toEqual({ field: 'updated_date', direction: 'desc' });
  });
});
