import { haversineKm, orderRoute, pathLengthKm, type GeoPoint, type RouteStop } from './route-order';

/** Every order of the stops, for a brute-force optimum on small inputs. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}
const bestKm = (start: GeoPoint, stops: readonly RouteStop[]) => Math.min(...permutations(stops).map((p) => pathLengthKm(start, p)));

const OFFICE = { lat: 40.5171, lng: -74.3973 }; // Edison, NJ

describe('haversineKm', () => {
  it('measures a degree of the equator and a known city pair', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111.195, 3);
    // Newark Penn Station to New York Penn Station: about 14.5 km as the crow flies.
    expect(haversineKm({ lat: 40.7347, lng: -74.1644 }, { lat: 40.7506, lng: -73.9935 })).toBeCloseTo(14.5, 1);
    expect(haversineKm(OFFICE, OFFICE)).toBe(0);
  });
});

describe('orderRoute', () => {
  it('answers no stops as an empty route and one stop as itself', () => {
    expect(orderRoute(OFFICE, [])).toEqual({ order: [], distanceKm: 0 });
    const one = orderRoute(OFFICE, [{ id: 'a', lat: 40.578, lng: -74.3589 }]);
    expect(one.order).toEqual(['a']);
    expect(one.distanceKm).toBeCloseTo(haversineKm(OFFICE, { lat: 40.578, lng: -74.3589 }), 9);
  });

  it('walks points on the equator in line, without returning to the start', () => {
    const r = orderRoute({ lat: 0, lng: 0 }, [
      { id: 'c', lat: 0, lng: 3 },
      { id: 'a', lat: 0, lng: 1 },
      { id: 'b', lat: 0, lng: 2 },
    ]);
    expect(r.order).toEqual(['a', 'b', 'c']);
    expect(r.distanceKm).toBeCloseTo(333.6, 1);
  });

  it('lets 2-opt undo the detour nearest neighbour takes', () => {
    // Nearest neighbour goes a, b, d, c, e (804.6 km); reversing a-b makes it 739.4 km, the optimum.
    const start = { lat: 0, lng: 0 };
    const stops = [
      { id: 'a', lat: 1, lng: 0 },
      { id: 'b', lat: 1, lng: -1 },
      { id: 'c', lat: 0, lng: 1 },
      { id: 'd', lat: 1, lng: 1 },
      { id: 'e', lat: -2, lng: 0 },
    ];
    const nearestFirst = pathLengthKm(
      start,
      ['a', 'b', 'd', 'c', 'e'].map((id) => stops.find((s) => s.id === id)!),
    );
    expect(nearestFirst).toBeCloseTo(804.6, 1);
    const r = orderRoute(start, stops);
    expect(r.order).toEqual(['b', 'a', 'd', 'c', 'e']);
    expect(r.distanceKm).toBeCloseTo(739.4, 1);
    expect(r.distanceKm).toBeCloseTo(bestKm(start, stops), 6);
  });

  it('orders a New Jersey and New York day from the Edison office, as short as the brute-force optimum', () => {
    const stops: RouteStop[] = [
      { id: 'hoboken', lat: 40.7445, lng: -74.0329 },
      { id: 'new-brunswick', lat: 40.4891, lng: -74.4482 },
      { id: 'brooklyn', lat: 40.694, lng: -73.9903 },
      { id: 'hackensack', lat: 40.8882, lng: -74.0503 },
      { id: 'edison', lat: 40.578, lng: -74.3589 },
      { id: 'flushing', lat: 40.7667, lng: -73.8241 },
      { id: 'forest-hills', lat: 40.7229, lng: -73.8473 },
    ];
    const r = orderRoute(OFFICE, stops);
    expect(r.order).toEqual(['new-brunswick', 'edison', 'hoboken', 'brooklyn', 'forest-hills', 'flushing', 'hackensack']);
    expect(r.distanceKm).toBeCloseTo(bestKm(OFFICE, stops), 6);
    expect(r.distanceKm).toBeCloseTo(98.6, 1);
  });

  it('is deterministic and orders 25 random stops in under 50 ms, every stop once', () => {
    let seed = 42;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const stops: RouteStop[] = Array.from({ length: 25 }, (_, i) => ({ id: `s${i}`, lat: 40.4 + rnd() * 0.6, lng: -74.5 + rnd() * 0.7 }));
    const t0 = performance.now();
    const r = orderRoute(OFFICE, stops);
    const ms = performance.now() - t0;
    expect(ms).toBeLessThan(50);
    expect([...r.order].sort()).toEqual(stops.map((s) => s.id).sort());
    expect(orderRoute(OFFICE, stops)).toEqual(r);
    const byId = new Map(stops.map((s) => [s.id, s]));
    expect(r.distanceKm).toBeCloseTo(
      pathLengthKm(
        OFFICE,
        r.order.map((id) => byId.get(id)!),
      ),
      9,
    );
  });

  it('refuses a stop without coordinates', () => {
    expect(() => orderRoute(OFFICE, [{ id: 'x', lat: Number.NaN, lng: 0 }])).toThrow(/latitude/);
  });
});
