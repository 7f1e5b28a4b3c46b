import { DEFAULT_SORT, normalizeSearch, trackingFilters } from './my-packages';

describe('tracking-number search (spec 1 §5)', () => {
  it('upper-cases and removes spaces', () => {
    expect(normalizeSearch(' fcs 12 ab ')).toBe('FCS12AB');
  });
  it('is a contains match', () => {
    expect(trackingFilters('ab12')).toEqual([{ field: 'tracking_id', compare: 'like', value: 'AB12' }]);
  });
  it('uses * as the wildcard when typed', () => {
    expect(trackingFilters('fcs*9')).toEqual([{ field: 'tracking_id', compare: 'like', value: 'FCS*9' }]);
  });
  it('sends no filter for a blank search', () => {
    expect(trackingFilters('   ')).toEqual([]);
  });
  it('sorts by received date, newest first, by default', () => {
    expect(DEFAULT_SORT).toEqual({ field: 'received_date', direction: 'desc' });
  });
});
