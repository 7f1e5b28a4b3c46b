import type { Pickup } from '@fcs/shared/model/entities';
import {
  buildLegs,
  coordinatesOf,
  formatDistance,
  MAX_ROUTE_PICKUPS,
  orderStops,
  partitionByCoordinates,
  routeParts,
  splitIntoParts,
  stopLetter,
  TOO_MANY_PICKUPS,
  type RoutePickup,
} from './route-plan';

const OFFICE = { lat: 40.5171, lng: -74.3973 };
const stop = (n: number, lat: number | null, lng: number | null, over: Partial<Pickup> = {}): RoutePickup => ({
  id: `p${n}`,
  pickup_number: `PU${String(n).padStart(6, '0')}`,
  customer_name: `Customer ${n}`,
  customer_fcs_id: `FCS${String(n).padStart(5, '0')}`,
  customer_phone_number: `+1555010${String(n).padStart(4, '0')}`,
  pickup_address: { full_name: `Customer ${n}`, phone_number: '+15550109999', zip_code: '08820', lat, lng },
  ...over,
});

describe('route letters', () => {
  it('follows Google: the start is A, the stops B, C, …; after Z comes AA', () => {
    expect([0, 1, 2, 25, 26, 27].map(stopLetter)).toEqual(['A', 'B', 'C', 'Z', 'AA', 'AB']);
  });
});

describe('coordinates of a pickup address', () => {
  it('takes finite lat/lng, from an object or JSON text; a bad, missing or 0,0 one is none', () => {
    expect(coordinatesOf(stop(1, 40.5, -74.3))).toEqual({ lat: 40.5, lng: -74.3 });
    expect(coordinatesOf({ pickup_address: '{"full_name":"x","phone_number":"","zip_code":"","lat":40.1,"lng":-74}' as never })).toEqual({
      lat: 40.1,
      lng: -74,
    });
    expect(coordinatesOf(stop(2, null, -74.3))).toBeNull();
    expect(coordinatesOf(stop(3, 0, 0))).toBeNull();
    expect(coordinatesOf(stop(4, 123, 10))).toBeNull();
    expect(coordinatesOf({ pickup_address: '{bad' as never })).toBeNull();
    expect(coordinatesOf({ pickup_address: null })).toBeNull();
  });

  it('lists apart the pickups that have no coordinates', () => {
    const { located, missing } = partitionByCoordinates([stop(1, 40.5, -74.3), stop(2, null, null), stop(3, 40.6, -74.2)]);
    expect(located.map((s) => s.pickup.id)).toEqual(['p1', 'p3']);
    expect(missing.map((p) => p.id)).toEqual(['p2']);
  });
});

describe('legs', () => {
  it('go A→B, B→C, … from the start through the ordered stops, with the customer and the phone', () => {
    const { located } = partitionByCoordinates([
      stop(1, 40.75, -74.03),
      stop(2, 40.58, -74.36, { customer_phone_number: null }),
      stop(3, 40.69, -73.99),
    ]);
    const { stops, distanceKm } = orderStops(OFFICE, located);
    // Edison first (nearest the office), then Brooklyn and Hoboken: the shorter of the two orders.
    expect(stops.map((s) => s.pickup.id)).toEqual(['p2', 'p3', 'p1']);
    expect(distanceKm).toBeGreaterThan(40);
    const legs = buildLegs(OFFICE, stops);
    expect(legs.map((l) => `${l.from}→${l.to} ${l.pickup.pickup_number}`)).toEqual(['A→B PU000002', 'B→C PU000003', 'C→D PU000001']);
    expect(legs[0]).toMatchObject({
      fromPoint: OFFICE,
      toPoint: { lat: 40.58, lng: -74.36 },
      customer: 'Customer 2 (FCS00002)',
      phone: '+15550109999',
    });
    expect(legs[1]!.fromPoint).toEqual(legs[0]!.toPoint);
    expect(legs[1]!.phone).toBe('+15550100003');
    expect(legs[0]!.distanceKm).toBeUndefined();
    expect(buildLegs(OFFICE, stops, [1, 2, 3]).map((l) => l.distanceKm)).toEqual([1, 2, 3]);
  });
});

describe('the 25-pickup rule (spec 3 §5) and the split offer', () => {
  it('says the spec’s words', () => {
    expect(MAX_ROUTE_PICKUPS).toBe(25);
    expect(TOO_MANY_PICKUPS).toBe('Unable to find route for more than 25 pickups!');
  });

  it('splits into consecutive parts of at most 25', () => {
    const ids = Array.from({ length: 57 }, (_, i) => i);
    expect(splitIntoParts(ids).map((p) => p.length)).toEqual([25, 25, 7]);
    expect(splitIntoParts(ids.slice(0, 25))).toHaveLength(1);
    expect(splitIntoParts([])).toEqual([]);
  });

  it('cuts 32 pickups along one route from the start (those without coordinates last): Route 1 (25), Route 2 (7)', () => {
    // A line of stops going east from the office, given shuffled; one without coordinates.
    const pickups = Array.from({ length: 31 }, (_, i) => stop(i + 1, 40.5171, -74.39 + ((i * 17) % 31) * 0.01));
    pickups.push(stop(99, null, null));
    const parts = routeParts(OFFICE, pickups);
    expect(parts.map((p) => p.length)).toEqual([25, 7]);
    const lngOf = (id: string) => (pickups.find((p) => p.id === id)!.pickup_address as { lng: number }).lng;
    const first = parts[0]!.map(lngOf);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect(Math.max(...first)).toBeLessThan(Math.min(...parts[1]!.slice(0, -1).map(lngOf)));
    expect(parts[1]!.at(-1)).toBe('p99');
    // Without a start (location not known yet): the table's order.
    expect(routeParts(null, pickups)[0]![0]).toBe('p1');
  });
});

it('shows a distance in km and miles', () => {
  expect(formatDistance(38.2)).toBe('38.2 km (23.7 mi)');
  expect(formatDistance(0)).toBe('0.0 km (0.0 mi)');
});
