import { writeFileSync } from 'node:fs';
import path from 'node:path';
import full from 'libphonenumber-js/metadata.min.json';
import type { MetadataJson } from 'libphonenumber-js/core';
import { isPossiblePhoneNumber } from 'libphonenumber-js/core';
import small from './phone-metadata.json';
import { allowedCountriesMetadata } from './phone-metadata';

describe('the phone-number metadata of the allowed countries', () => {
  it('is the library metadata cut to us, mm, sg, gb, th (UPDATE_PHONE_METADATA=1 rewrites it)', () => {
    const made = allowedCountriesMetadata(full as MetadataJson);
    if (process.env.UPDATE_PHONE_METADATA) writeFileSync(path.join(__dirname, 'phone-metadata.json'), `${JSON.stringify(made)}\n`);
    expect(small).toEqual(made);
    expect(Object.keys(small.countries).sort()).toEqual(['GB', 'MM', 'SG', 'TH', 'US']);
    expect(JSON.stringify(small).length).toBeLessThan(JSON.stringify(full).length / 10);
  });

  it('judges numbers of those countries as the whole metadata does', () => {
    for (const [n, c] of [
      ['2015550123', 'US'],
      ['5550100001', 'US'],
      ['20155501', 'US'],
      ['7911123456', 'GB'],
      ['81234567', 'SG'],
      ['812345678', 'TH'],
      ['9212345678', 'MM'],
      ['12', 'MM'],
    ] as const) {
      expect(isPossiblePhoneNumber(n, c, small as MetadataJson)).toBe(isPossiblePhoneNumber(n, c, full as MetadataJson));
    }
  });
});
