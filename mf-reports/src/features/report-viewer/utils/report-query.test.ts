import { field } from '../../../test/template-fixture';
import { reportFilters } from './report-query';

const fields = [
  field({ field_name: 'received_date', field_type: 'date', allow_filter: true, filter_compare: '=' }),
  field({ field_name: 'updated_date', field_type: 'date', allow_filter: true, filter_compare: '<=' }),
  field({ field_name: 'status', allow_filter: true }),
  field({ field_name: 'remark', allow_filter: true, filter_compare: 'not blank' }),
  field({ field_name: 'tracking_id', allow_filter: false }),
];

describe('the report service filters of a report', () => {
  it('makes an ET day of a date: = is the whole day, <= up to the next midnight (EST in November)', () => {
    expect(
      reportFilters('packages', fields, [
        { field: 'received_date', compare: '=', value: '2026-11-20' },
        { field: 'updated_date', compare: '<=', value: '2026-11-21' },
      ]),
    ).toEqual([
      { field: 'received_date', compare: '>=', value: '2026-11-20T05:00:00.000Z' },
      { field: 'received_date', compare: '<', value: '2026-11-21T05:00:00.000Z' },
      { field: 'updated_date', compare: '<', value: '2026-11-22T05:00:00.000Z' },
    ]);
  });

  it('follows daylight saving: a July day starts at 04:00 UTC; > starts after the day', () => {
    const gt = [field({ field_name: 'received_date', field_type: 'date', allow_filter: true, filter_compare: '>' })];
    expect(reportFilters('packages', gt, [{ field: 'received_date', compare: '>', value: '2026-07-04' }])).toEqual([
      { field: 'received_date', compare: '>=', value: '2026-07-05T04:00:00.000Z' },
    ]);
  });

  it('sends a pickup day as yyyymmdd, numbers as numbers and yes/no as booleans', () => {
    const pickup = [
      field({ field_name: 'pickup_date', field_type: 'date', allow_filter: true, filter_compare: '>=' }),
      field({ field_name: 'amount', field_type: 'float', allow_filter: true, filter_compare: '>' }),
      field({ field_name: 'paid', field_type: 'bool', allow_filter: true }),
    ];
    expect(
      reportFilters('pickups', pickup, [
        { field: 'pickup_date', compare: '>=', value: '2026-11-20' },
        { field: 'amount', compare: '>', value: '12.5' },
        { field: 'paid', compare: '=', value: 'false' },
      ]),
    ).toEqual([
      { field: 'pickup_date', compare: '>=', value: '20261120' },
      { field: 'amount', compare: '>', value: 12.5 },
      { field: 'paid', compare: '=', value: false },
    ]);
  });

  it('sends blank and not blank without a value, and leaves out empty values and fields that are not filters', () => {
    expect(
      reportFilters('packages', fields, [
        { field: 'remark', compare: 'not blank', value: true },
        { field: 'status', compare: '=', value: '' },
        { field: 'tracking_id', compare: '=', value: 'X' },
        { field: 'received_date', compare: '=', value: 'not a day' },
      ]),
    ).toEqual([{ field: 'remark', compare: 'not blank' }]);
  });
});
