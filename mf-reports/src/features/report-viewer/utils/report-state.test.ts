import { decodeJson } from '@fcs/shared/model/format';
import { PACKAGES_TEMPLATE } from '../../../test/template-fixture';
import { decodeState, defaultOrder, encodeState, initialState, orderedFields, readState } from './report-state';

describe('the report state in the URL (spec 3 §2: base64 JSON of filters and order)', () => {
  it('starts from the template: its default sorts in the fields’ order, page 1 of 10, no filters', () => {
    expect(orderedFields(PACKAGES_TEMPLATE).map((f) => f.field_name)).toEqual(['tracking_id', 'status', 'received_date', 'user_id']);
    expect(defaultOrder(PACKAGES_TEMPLATE)).toEqual(['received_date desc']);
    expect(initialState(PACKAGES_TEMPLATE)).toEqual({ filters: [], order: ['received_date desc'], page: 1, size: 10 });
  });

  it('is base64 JSON that survives a round trip, non-ASCII values too', () => {
    const state = {
      filters: [{ field: 'status', compare: '=' as const, value: 'delivered' }],
      order: ['tracking_id asc'],
      page: 3,
      size: 20,
      after: 'cursor-ü',
      open: true,
    };
    const segment = encodeState(state);
    expect(segment).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(decodeJson(segment)).toEqual(state);
    expect(decodeState(PACKAGES_TEMPLATE, segment)).toEqual(state);
  });

  it('keeps only what the template allows: its filterable fields with its compare, its sortable fields, real sizes', () => {
    const state = readState(PACKAGES_TEMPLATE, {
      filters: [
        { field: 'status', compare: 'like', value: 'x' }, // the template's compare wins
        { field: 'tracking_id', compare: '=', value: 'FCS1' }, // not filterable
        { field: 'received_date', compare: '>=', value: '' }, // no value
        { field: 'user_id', compare: 'blank', value: true },
        { field: 'status', compare: '=', value: 'again' }, // once per field
        { field: 'nope', compare: '=', value: 1 },
        { field: 'status', value: { $ne: 1 } },
      ],
      order: ['status asc', 'tracking_id desc', 'tracking_id asc', 'received_date; DROP', 42],
      page: 2.5,
      size: 1000,
    });
    expect(state).toEqual({
      filters: [
        { field: 'status', compare: '=', value: 'x' },
        { field: 'user_id', compare: 'blank', value: true },
      ],
      order: ['tracking_id desc'],
      page: 1,
      size: 10,
    });
  });

  it('falls back to the first page in the default order for a segment that is not base64 JSON', () => {
    expect(decodeState(PACKAGES_TEMPLATE, '%%%')).toEqual(initialState(PACKAGES_TEMPLATE));
    expect(decodeState(PACKAGES_TEMPLATE, undefined)).toEqual(initialState(PACKAGES_TEMPLATE));
    expect(readState(PACKAGES_TEMPLATE, { order: [] }).order).toEqual(['received_date desc']);
  });

  it('keeps a cursor only past page 1, and only one of after and before', () => {
    expect(readState(PACKAGES_TEMPLATE, { page: 1, after: 'a' })).not.toHaveProperty('after');
    expect(readState(PACKAGES_TEMPLATE, { page: 4, after: 'a', before: 'b' })).toMatchObject({ page: 4, after: 'a' });
    expect(readState(PACKAGES_TEMPLATE, { page: 4, after: 'a', before: 'b' })).not.toHaveProperty('before');
    expect(readState(PACKAGES_TEMPLATE, { page: 4, before: 'b' })).toMatchObject({ before: 'b' });
    // Two sort columns page by offset.
    expect(readState(PACKAGES_TEMPLATE, { page: 4, after: 'a', order: ['tracking_id asc', 'received_date desc'] })).not.toHaveProperty(
      'after',
    );
  });
});
