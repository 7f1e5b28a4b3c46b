import { formatDate, formatDateTime, formatPickupDay, formatStaffDateTime, formatUSD, formatUSDRate, formatUSDWithCents } from './format';

// The same moment and amounts in each language (issue 24), whatever locale data the browser carries.
const AT = '2026-03-05T20:04:05Z';

describe('dates and money in each language', () => {
  it('keeps the spec’s MM/DD/YYYY hh:mm:ss AM/PM and $1,235 in English', () => {
    expect(formatDateTime(AT, 'UTC')).toBe('03/05/2026 08:04:05 PM');
    expect(formatDate(AT, 'UTC')).toBe('03/05/2026');
    expect(formatPickupDay('20260305')).toBe('03/05/2026');
    expect(formatUSD(1234.56)).toBe('$1,235');
  });

  it('writes a staff time in ET, DST-aware, and says so (issue 23.2)', () => {
    expect(formatStaffDateTime('2026-11-01T00:42:10Z')).toBe('10/31/2026 08:42:10 PM ET');
    expect(formatStaffDateTime('2026-01-15T17:00:00Z')).toBe('01/15/2026 12:00:00 PM ET');
    expect(formatStaffDateTime(null)).toBe('');
  });

  it('writes every per-message rate and cost with four decimals (issue 23.8)', () => {
    expect([0.0079, 0.04, 0.195, 1.2].map((n) => formatUSDRate(n))).toEqual(['$0.0079', '$0.0400', '$0.1950', '$1.2000']);
  });

  it('writes Burmese day first, with its own words for AM and PM, in Latin digits; USD as in English', () => {
    expect(formatDateTime(AT, 'UTC', 'my')).toBe('05/03/2026 ညနေ 08:04:05');
    expect(formatDateTime('2026-03-05T09:04:05Z', 'UTC', 'my')).toBe('05/03/2026 နံနက် 09:04:05');
    expect(formatDate(AT, 'UTC', 'my')).toBe('05/03/2026');
    expect(formatPickupDay('20260305', 'my')).toBe('05/03/2026');
    expect(formatUSD(1234.56, 'my')).toBe('$1,235');
    expect(formatUSDWithCents(1234.56, 'my')).toBe('$1,234.56');
  });
});
