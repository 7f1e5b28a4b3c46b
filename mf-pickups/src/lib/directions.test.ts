import { isAppleMobile, pickupDirectionsUrl, stopDirectionsUrl } from './directions';

describe('Directions to a stop', () => {
  it('goes to the street address, in Apple Maps on an iPhone and Google Maps elsewhere, with no key', () => {
    const address = '27 Oak Tree Road, Apt 3B, Edison, NJ 08820';
    expect(stopDirectionsUrl(address, { lat: 40.5, lng: -74.3 }, false)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=27%20Oak%20Tree%20Road%2C%20Apt%203B%2C%20Edison%2C%20NJ%2008820&travelmode=driving',
    );
    expect(stopDirectionsUrl(address, null, true)).toBe(
      'https://maps.apple.com/?daddr=27%20Oak%20Tree%20Road%2C%20Apt%203B%2C%20Edison%2C%20NJ%2008820&dirflg=d',
    );
  });
  it('falls back to the coordinates, and gives nothing without either', () => {
    expect(stopDirectionsUrl(' ', { lat: 40.5, lng: -74.3 }, false)).toContain('destination=40.5%2C-74.3');
    expect(stopDirectionsUrl('', null, false)).toBeNull();
  });
  it('knows an iPhone, an iPad that says it is a Mac, and not an Android phone', () => {
    expect(isAppleMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isAppleMobile('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(false);
  });
});

describe('Directions to a pickup', () => {
  it('takes the pickup’s address snapshot, and nothing from a bad one', () => {
    const pickup_address = { address_line1: '1 Main St', city: 'Edison', state: 'NJ', zip_code: '08820', lat: 40.5, lng: -74.3 };
    expect(pickupDirectionsUrl({ pickup_address: pickup_address as never })).toContain(
      'destination=1%20Main%20St%2C%20Edison%2C%20NJ%2008820',
    );
    expect(pickupDirectionsUrl({ pickup_address: '{bad' as never })).toBeNull();
  });
});
