import { zipPlace } from './zip-places';

describe('zipPlace: the US zip-code dataset', () => {
  it('answers the city and state of a US zip', () => {
    expect(zipPlace('08820')).toEqual({ zip: '08820', city: 'Edison', state: 'NJ' });
    expect(zipPlace('10001')).toEqual({ zip: '10001', city: 'New York', state: 'NY' });
  });

  it('answers null for a code that does not exist, is not five digits, or is not a US code', () => {
    expect(zipPlace('00000')).toBeNull();
    expect(zipPlace('99999')).toBeNull();
    expect(zipPlace('0882')).toBeNull();
    expect(zipPlace('088201')).toBeNull();
    expect(zipPlace('K1A0B1')).toBeNull();
  });
});
