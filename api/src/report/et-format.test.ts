import { formatET, REPORT_TIME_ZONE } from '@fcs/shared/contract';
import { etFormatter } from './et-format';

describe('the CSV’s ET dates', () => {
  it('writes every moment as formatET does, across both DST changes and midnight', () => {
    const et = etFormatter(REPORT_TIME_ZONE);
    const starts = ['2024-03-10T06:00:00Z', '2024-11-03T05:00:00Z', '2024-12-31T04:30:00Z', '2025-06-01T03:59:59Z'];
    for (const start of starts)
      for (let m = 0; m < 240; m += 7) {
        const moment = new Date(Date.parse(start) + m * 60_000 + 1234);
        expect(et(moment)).toBe(formatET(moment));
        expect(et(moment.toISOString())).toBe(formatET(moment));
      }
    expect(et(null)).toBe('');
    expect(et(new Date('2024-01-15T04:59:59Z'))).toBe('01/14/2024 11:59:59 PM');
  });
});
