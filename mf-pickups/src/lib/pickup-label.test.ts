import { pickupAddressOf, pickupLabel } from './pickup-label';

const base = { pickup_number: 'PU000042', customer_name: 'Alice Carter', customer_fcs_id: 'FCS00001', pickup_date: '20261125' };

describe('the pickup label (issue 10 §7)', () => {
  it('shows the number, "name (FCS ID)" and the pickup date', () => {
    expect(pickupLabel({ ...base, pickup_address: null })).toEqual({
      number: 'PU000042',
      customerName: 'Alice Carter (FCS00001)',
      day: '11/25/2026',
    });
  });

  it('falls back to the address name when the customer has none, and never breaks on a bad address', () => {
    const address = JSON.stringify({ full_name: 'Front desk', zip_code: '08817' });
    expect(pickupLabel({ ...base, customer_name: null, pickup_address: address as never }).customerName).toBe('Front desk (FCS00001)');
    for (const bad of ['{not json', '"a string"', '[1,2]', '42', 'null']) {
      expect(pickupAddressOf(bad)).toBeNull();
      expect(() => pickupLabel({ ...base, customer_name: null, pickup_address: bad as never })).not.toThrow();
      expect(pickupLabel({ ...base, customer_name: null, pickup_address: bad as never }).customerName).toBe('FCS00001');
    }
    expect(pickupLabel({ ...base, customer_name: null, customer_fcs_id: null, pickup_address: null }).customerName).toBeNull();
  });
});
