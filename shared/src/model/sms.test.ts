import { dialCodeOfPhone, formatSmsAmount, rateForPhone, smsCharge, smsCost, smsMonthId, smsMonthLabel, smsParts } from './sms';

describe('smsParts: GSM-7 basic set', () => {
  it('counts one septet per character, 160 in one segment', () => {
    expect(smsParts('Hello, your pickup PU000012 is confirmed.')).toEqual({ encoding: 'GSM-7', units: 41, segments: 1 });
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
  });

  it('splits past 160 into segments of 153', () => {
    expect(smsParts('a'.repeat(161)).segments).toBe(2);
    expect(smsParts('a'.repeat(306)).segments).toBe(2);
    expect(smsParts('a'.repeat(307)).segments).toBe(3);
  });

  it('keeps the accented letters and Greek capitals of the basic table in GSM-7', () => {
    expect(smsParts('èéùìòÇØøÅåΔΦΓΛΩΠΨΣΘΞÆæßÉÄÖÑÜäöñüà£¥§¿¡').encoding).toBe('GSM-7');
  });

  it('an empty text takes no segment', () => {
    expect(smsParts('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0 });
  });
});

describe('smsParts: GSM-7 extension table', () => {
  it('counts each of ^ { } \\ [ ~ ] | € and form feed as two septets', () => {
    expect(smsParts('^{}\\[~]|€\f')).toEqual({ encoding: 'GSM-7', units: 20, segments: 1 });
  });

  it('80 euro signs fill one segment, 81 need two', () => {
    expect(smsParts('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsParts('€'.repeat(81))).toEqual({ encoding: 'GSM-7', units: 162, segments: 2 });
  });

  it('never splits an escape pair across segments', () => {
    // 152 septets then a euro sign: 154 would cross 153, so the euro starts segment 2.
    const text = `${'a'.repeat(152)}€${'a'.repeat(152)}`;
    expect(smsParts(text).units).toBe(306);
    expect(smsParts(text).segments).toBe(3);
  });
});

describe('smsParts: UCS-2', () => {
  it('a character outside GSM-7 makes the whole text UCS-2, 70 per segment', () => {
    expect(smsParts('Price 5¢')).toEqual({ encoding: 'UCS-2', units: 8, segments: 1 });
    expect(smsParts(`${'a'.repeat(69)}ç`).segments).toBe(1);
    expect(smsParts(`${'a'.repeat(70)}ç`)).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
  });

  it('Burmese text is UCS-2 and counted in UTF-16 code units (67 per concatenated segment)', () => {
    const burmese = 'မင်္ဂလာပါ။ သင့်ပစ္စည်းကို လာယူပါမည်။';
    const parts = smsParts(burmese);
    expect(parts.encoding).toBe('UCS-2');
    expect(parts.units).toBe(burmese.length);
    expect(parts.segments).toBe(1);
    const long = burmese.repeat(4); // more than 70 units: segments of 67
    expect(smsParts(long)).toEqual({ encoding: 'UCS-2', units: long.length, segments: Math.ceil(long.length / 67) });
  });

  it('an emoji is two code units and its pair is never split', () => {
    expect(smsParts('📦').units).toBe(2);
    const text = `${'a'.repeat(66)}📦${'a'.repeat(10)}`;
    expect(smsParts(text)).toEqual({ encoding: 'UCS-2', units: 78, segments: 2 });
  });
});

describe('smsCost', () => {
  it('is segments times the rate, rounded to the rate precision', () => {
    expect(smsCost(3, 0.0075)).toBe(0.0225);
    expect(smsCost(1, 0.1)).toBe(0.1);
    expect(smsCost(3, 0.1)).toBe(0.3);
  });

  it('is unknown (null) without a rate', () => {
    expect(smsCost(2, null)).toBeNull();
  });
});

describe('the rate of a destination phone', () => {
  const rates = [
    { country_code: '+1', rate: 0.0079 },
    { country_code: '95', rate: 0.05 },
  ];

  it('finds the calling code of an E.164 number', () => {
    expect(dialCodeOfPhone('+15550100004')).toBe('1');
    expect(dialCodeOfPhone('+959123456789')).toBe('95');
    expect(dialCodeOfPhone('+44 20 7946 0000')).toBe('44');
    expect(dialCodeOfPhone('5550100004')).toBeNull();
    expect(dialCodeOfPhone('+81312345678')).toBeNull();
  });

  it('picks the rate of the country, none for a country without one', () => {
    expect(rateForPhone('+959123456789', rates)?.rate).toBe(0.05);
    expect(rateForPhone('+15550100004', rates)?.rate).toBe(0.0079);
    expect(rateForPhone('+6591234567', rates)).toBeNull();
  });

  it('charges a long Burmese text by its segments and keeps the cost unknown without a rate', () => {
    const text = 'မင်္ဂလာပါ'.repeat(10); // 90 units: two UCS-2 segments
    expect(smsCharge(text, '+959123456789', rates)).toEqual({ encoding: 'UCS-2', units: 90, segments: 2, countryCode: '+95', amount: 0.1 });
    expect(smsCharge('hi', '+6591234567', rates)).toMatchObject({ segments: 1, countryCode: '+65', amount: null });
  });
});

describe('SMS months and amounts as shown', () => {
  it('names a month id (YYYYM) and finds the month of an instant in New York time', () => {
    expect(smsMonthLabel('202611')).toBe('November 2026');
    expect(smsMonthLabel('20261', true)).toBe('Jan 26');
    expect(smsMonthId(new Date('2026-12-01T03:00:00Z'))).toBe('202611'); // still November in New York
    expect(smsMonthId(new Date('2026-12-01T06:00:00Z'))).toBe('202612');
  });

  it('shows amounts with four decimals, as rates are (issue 23.8), and an unknown cost as "unknown"', () => {
    expect(formatSmsAmount(0.0158)).toBe('$0.0158');
    expect(formatSmsAmount(1.2)).toBe('$1.2000');
    expect(formatSmsAmount(null)).toBe('unknown');
  });
});
