import { directionsUrl, placeUrl } from './maps-urls';

describe('Google Maps URLs of a leg', () => {
  it('gives driving directions from one point to the next, and the destination on the map', () => {
    expect(directionsUrl({ lat: 40.5171, lng: -74.3973 }, { lat: 40.578, lng: -74.3589 })).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=40.5171,-74.3973&destination=40.578,-74.3589&travelmode=driving',
    );
    expect(placeUrl({ lat: 40.578, lng: -74.3589 })).toBe('https://www.google.com/maps/search/?api=1&query=40.578,-74.3589');
  });
});
