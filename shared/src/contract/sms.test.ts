import { MSG } from '../model/messages';
import { countryCodeSchema, parseRate, smsMessagesQuerySchema, smsRateCreateSchema } from './sms';

describe('the SMS rate (spec 3 §5: it must parse to a nonzero number, else "Invalid rate")', () => {
  it('takes numbers and numeric text', () => {
    expect([parseRate('0.0079'), parseRate(' 0.195 '), parseRate(2), parseRate('.5'), parseRate('1e-2')]).toEqual([
      0.0079, 0.195, 2, 0.5, 0.01,
    ]);
  });

  it('refuses zero, text that is not a number, and (a price) a negative rate', () => {
    for (const bad of ['0', 0, '0.000', '', 'abc', '1.2.3', '12abc', '-0.5', -1, null, undefined, 'Infinity', '1e9'])
      expect(parseRate(bad)).toBeNull();
  });

  it('answers the spec’s words for a bad rate in a request body', () => {
    const res = smsRateCreateSchema.safeParse({ country: 'Japan', country_code: '+81', rate: 'abc' });
    expect(res.success).toBe(false);
    expect(res.error!.issues.map((i) => i.message)).toEqual([MSG.invalidRate]);
  });
});

describe('the country code of a rate', () => {
  it('is a calling code with a plus, 1 to 3 digits', () => {
    expect(countryCodeSchema.parse('95')).toBe('+95');
    expect(countryCodeSchema.parse(' +1 ')).toBe('+1');
    for (const bad of ['+', '+0', '+1234', 'US', '']) expect(countryCodeSchema.safeParse(bad).success).toBe(false);
  });
});

describe('the SMS page query', () => {
  it('takes a YYYYM month and the page sizes 2, 4, 6 and 10 only', () => {
    expect(smsMessagesQuerySchema.parse({ month: '20261' })).toEqual({ month: '20261', limit: 10, offset: 0 });
    expect(smsMessagesQuerySchema.safeParse({ month: '202612', limit: '6' }).success).toBe(true);
    for (const q of [{ month: '202613' }, { month: '2026' }, { month: '202601' }, { month: '202611', limit: '20' }])
      expect(smsMessagesQuerySchema.safeParse(q).success).toBe(false);
  });
});
