import { formatCell } from './cell-format';

const as = (field_type: Parameters<typeof formatCell>[1]['field_type'], display_format = '') => ({ field_type, display_format });

describe('a report cell by type and display format', () => {
  it('shows moments in ET as MM/DD/YYYY hh:mm:ss AM/PM saying "ET", or the day only with MM/DD/YYYY', () => {
    expect(formatCell('2026-11-20T17:04:05.000Z', as('date'))).toBe('11/20/2026 12:04:05 PM ET');
    expect(formatCell('2026-07-20T17:04:05.000Z', as('date'))).toBe('07/20/2026 01:04:05 PM ET');
    expect(formatCell('2026-11-21T02:00:00.000Z', as('date', 'MM/DD/YYYY'))).toBe('11/20/2026');
    expect(formatCell('20261120', as('date'))).toBe('11/20/2026');
  });

  it('shows numbers as dollars with USD, to fixed decimals with 0.00, and grouped otherwise', () => {
    expect(formatCell(1234.5, as('float', 'USD'))).toBe('$1,234.50');
    expect(formatCell('3', as('int', '0.00'))).toBe('3.00');
    expect(formatCell(1234, as('float', '$0.00'))).toBe('$1,234.00');
    expect(formatCell(2.5, as('float', '$0'))).toBe('$3');
    expect(formatCell(1234567, as('int'))).toBe('1,234,567');
  });

  it('shows yes/no in the words of the format, lists as their items, and nothing for no value', () => {
    expect(formatCell(true, as('bool'))).toBe('Yes');
    expect(formatCell(false, as('bool', 'Paid/Open'))).toBe('Open');
    expect(formatCell(['a.jpg', 'b.jpg'], as('object'))).toBe('a.jpg, b.jpg');
    expect(formatCell(null, as('string'))).toBe('');
  });

  it('shows the audit log’s changes as each field before and after with the changes format (issue 32)', () => {
    const changes = { status: { before: 'requested', after: 'confirmed' }, remark: { before: null, after: 'Call first' } };
    expect(formatCell(changes, { field_type: 'object', display_format: 'changes' })).toBe(
      'status: requested → confirmed; remark: — → Call first',
    );
  });
});
