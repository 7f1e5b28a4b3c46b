import type { Principal } from './access';
import { formatET } from './format';
import {
  csvField,
  csvLine,
  etDayStart,
  nextDay,
  packageCsvRow,
  packageFilterProblem,
  packageReportFilters,
  PACKAGE_CSV_HEADERS,
} from './packages';
import { likePattern } from './report';
import { decide, PACKAGE_MACHINE } from './machines';

describe('the staff list’s filter keys (spec 1 §3, §5)', () => {
  it('turns the tracking id into a like filter: * is the wildcard, otherwise contains', () => {
    expect(packageReportFilters([{ key: 'tracking_id', value: ' FCS1*9 ' }])).toEqual([
      { field: 'tracking_id', compare: 'like', value: 'FCS1*9' },
    ]);
    expect(likePattern('FCS1*9')).toBe('FCS1%9');
    expect(likePattern('FCS19')).toBe('%FCS19%');
  });

  it('does not send a status of All or empty', () => {
    expect(packageReportFilters([{ key: 'status', value: 'All' }])).toEqual([]);
    expect(packageReportFilters([{ key: 'status', value: '' }])).toEqual([]);
    expect(packageReportFilters([{ key: 'status', value: 'packed' }])).toEqual([{ field: 'status', compare: '=', value: 'packed' }]);
  });

  it('starts from-dates at midnight ET and ends to-dates before the next midnight ET (the whole day), DST-aware', () => {
    expect(
      packageReportFilters([
        { key: 'from_received_date', value: '2024-01-15' },
        { key: 'to_received_date', value: '2024-01-15' },
        { key: 'from_updated_date', value: '2024-07-04' },
        { key: 'to_updated_date', value: '2024-07-04' },
      ]),
    ).toEqual([
      { field: 'received_date', compare: '>=', value: '2024-01-15T05:00:00.000Z' },
      { field: 'received_date', compare: '<', value: '2024-01-16T05:00:00.000Z' },
      { field: 'updated_date', compare: '>=', value: '2024-07-04T04:00:00.000Z' },
      { field: 'updated_date', compare: '<', value: '2024-07-05T04:00:00.000Z' },
    ]);
    // The days the clocks change: 23 and 25 hours long.
    expect(etDayStart('2024-03-10')!.toISOString()).toBe('2024-03-10T05:00:00.000Z');
    expect(etDayStart('2024-03-11')!.toISOString()).toBe('2024-03-11T04:00:00.000Z');
    expect(etDayStart('2024-11-03')!.toISOString()).toBe('2024-11-03T04:00:00.000Z');
    expect(etDayStart('2024-11-04')!.toISOString()).toBe('2024-11-04T05:00:00.000Z');
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
    expect(etDayStart('2024-02-30')).toBeNull();
    expect(etDayStart('yesterday')).toBeNull();
  });

  it('says why a filter entry is refused', () => {
    expect(packageFilterProblem([{ key: 'from_received_date', value: '2024-13-01' }])).toMatch(/real day/);
    expect(
      packageFilterProblem([
        { key: 'from_updated_date', value: '2024-05-02' },
        { key: 'to_updated_date', value: '2024-05-01' },
      ]),
    ).toMatch(/from date/);
    expect(packageFilterProblem([{ key: 'status', value: 'lost' }])).toMatch(/Unknown status/);
    expect(packageFilterProblem([{ key: 'status', value: 'All' }])).toBeNull();
  });
});

describe('the CSV (spec 1 §7)', () => {
  it('writes tracking id, received date, updated date and status with the dates in ET', () => {
    expect(Object.values(PACKAGE_CSV_HEADERS)).toEqual(['Tracking Id', 'Received Date', 'Updated Date', 'Status']);
    expect(
      packageCsvRow({
        tracking_id: 'FCS1',
        received_date: '2024-01-15T04:59:59.000Z',
        updated_date: '2024-07-04T16:05:09.000Z',
        status: 'packed',
      }),
    ).toBe('"FCS1","01/14/2024 11:59:59 PM","07/04/2024 12:05:09 PM","packed"\r\n');
    expect(formatET(null)).toBe('');
  });

  it('quotes every field and defuses formulas (OWASP CSV injection), so that a `;` locale keeps a cell whole', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=1+2')).toBe(`"'=1+2"`);
    expect(csvField('Alice;=2+5')).toBe('"Alice;=2+5"');
    expect(csvField('-2+3')).toBe(`"'-2+3"`);
    expect(csvLine(['a', null, '', 'c'])).toBe('"a",,,"c"\r\n');
  });
});

describe('the package machine', () => {
  const staff = (privileges: Principal['privileges']): Principal => ({ loggedIn: true, status: 'joined', privileges, cid: 'staff-1' });
  const pkg = staff(['pkg']);
  const admin = staff(['admin']);
  const customer: Principal = { loggedIn: true, status: 'joined', privileges: [], cid: 'cust-1' };
  it('moves one step forward, by pkg staff', () => {
    expect(decide(pkg, PACKAGE_MACHINE, { status: 'received' }, 'process')).toEqual({ ok: true, to: 'processed', removes: false });
    expect(decide(pkg, PACKAGE_MACHINE, { status: 'processed' }, 'pack')).toMatchObject({ ok: true, to: 'packed' });
    expect(decide(pkg, PACKAGE_MACHINE, { status: 'packed' }, 'deliver')).toMatchObject({ ok: true, to: 'delivered' });
    expect(decide(pkg, PACKAGE_MACHINE, { status: 'received' }, 'pack')).toMatchObject({ ok: false, status: 409 });
    expect(decide(pkg, PACKAGE_MACHINE, { status: 'delivered' }, 'process')).toMatchObject({ ok: false, status: 409 });
    expect(decide(customer, PACKAGE_MACHINE, { status: 'received' }, 'process')).toMatchObject({ ok: false, status: 403 });
  });
  it('lets only admin or sa assign, and only while processed', () => {
    expect(decide(admin, PACKAGE_MACHINE, { status: 'processed' }, 'assign')).toMatchObject({ ok: true, to: 'processed' });
    expect(decide(pkg, PACKAGE_MACHINE, { status: 'processed' }, 'assign')).toMatchObject({ ok: false, status: 403 });
    expect(decide(admin, PACKAGE_MACHINE, { status: 'packed' }, 'assign')).toMatchObject({ ok: false, status: 409 });
  });
});
