import { zipPlace } from './zip-places';

describe('zipPlace: the US zip-code dataset', () => {
  it('answers the city and state of a US zip', async () => {
    expect(await zipPlace('08820')).toEqual({ zip: '08820', city: 'Edison', state: 'NJ' });
    expect(await zipPlace('10001')).toEqual({ zip: '10001', city: 'New York', state: 'NY' });
  });

  it('answers null for a code that does not exist, is not five digits, or is not a US code', async () => {
    expect(await zipPlace('00000')).toBeNull();
    expect(await zipPlace('99999')).toBeNull();
    expect(await zipPlace('0882')).toBeNull();
    expect(await zipPlace('088201')).toBeNull();
    expect(await zipPlace('K1A0B1')).toBeNull();
  });
});
