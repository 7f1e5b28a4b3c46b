import { currentPosition, GEOLOCATION_MSG } from './geolocation';

const geo = (ok: boolean): Geolocation =>
  ({
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) =>
      ok
        ? success({ coords: { latitude: 40.7, longitude: -74 } } as GeolocationPosition)
        : failure?.({ code: 1, message: 'denied' } as GeolocationPositionError),
  }) as unknown as Geolocation;

describe('My current location (spec 3 §8)', () => {
  it('gives the device position', async () => {
    await expect(currentPosition(geo(true))).resolves.toEqual({ lat: 40.7, lng: -74 });
  });

  it('says the spec’s words when the position is refused or geolocation is missing', async () => {
    await expect(currentPosition(geo(false))).rejects.toThrow('Error: Unable to get current location. Please enable it from your browser.');
    await expect(currentPosition(undefined)).rejects.toThrow("Error: Your browser doesn't support geolocation.");
    expect(GEOLOCATION_MSG.unsupported).toBe("Error: Your browser doesn't support geolocation.");
  });
});
