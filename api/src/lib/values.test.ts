import { iso } from './values';

/** What iso gave before its fast path: the Date's own ISO form. */
const viaDate = (text: string) => {
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

describe('iso', () => {
  it('writes PostgreSQL moments (JSON and text) exactly as Date does, the fraction cut to milliseconds', () => {
    const samples = [
      '2025-05-08T08:00:23.683269+00:00',
      '2025-05-08T08:00:23.6+00:00',
      '2025-05-08T08:00:23+00:00',
      '2025-05-08 08:00:23.683269+00',
      '2025-05-08T08:00:23.9999999Z',
      '1999-12-28T23:59:59.000001+0000',
      '0099-01-01T00:00:00+00:00',
    ];
    // And a few thousand moments across the years, in both of PostgreSQL's forms.
    for (let i = 0; i < 5000; i++) {
      const d = new Date(Date.UTC(1970 + (i % 120), i % 12, 1 + (i % 31), i % 24, (i * 7) % 60, (i * 13) % 60, i % 1000));
      const micro = String(i % 1000).padStart(3, '0');
      const text = d.toISOString().replace(/\.(\d{3})Z$/, `.$1${micro}+00:00`);
      samples.push(text, text.replace('T', ' ').replace('+00:00', '+00'));
    }
    for (const s of samples) expect([s, iso(s)]).toEqual([s, viaDate(s)]);
  });

  it('reads other forms and Date values through Date, and answers null for what is not a moment', () => {
    expect(iso('2025-02-30T10:00:00+00:00')).toBe(viaDate('2025-02-30T10:00:00+00:00'));
    expect(iso('2025-05-08T08:00:23.5+02:00')).toBe('2025-05-08T06:00:23.500Z');
    expect(iso(new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 6)))).toBe('2025-01-02T03:04:05.006Z');
    expect(iso('2025-13-01T00:00:00+00:00')).toBeNull();
    expect(iso('not a date')).toBeNull();
    expect(iso('')).toBeNull();
    expect(iso(null)).toBeNull();
  });
});
