import { projectPoints } from './map-projection';

const BOX = { width: 600, height: 400, padding: 20 };

describe('the SVG projection of the offline map', () => {
  it('fits the points in the box, north up and east right, centred', () => {
    const pts = projectPoints(
      [
        { lat: 40.5, lng: -74.4 },
        { lat: 40.9, lng: -73.9 },
        { lat: 40.7, lng: -74.1 },
      ],
      BOX,
    );
    for (const p of pts) {
      expect(p.x).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(p.x).toBeLessThanOrEqual(580 + 1e-9);
      expect(p.y).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(p.y).toBeLessThanOrEqual(380 + 1e-9);
    }
    // North is up (smaller y), east is right.
    expect(pts[1]!.y).toBeLessThan(pts[0]!.y);
    expect(pts[1]!.x).toBeGreaterThan(pts[0]!.x);
    // The taller side fills the height: 0.4° of latitude against 0.5° × cos(40.7°) ≈ 0.38° of longitude.
    expect(pts[0]!.y - pts[1]!.y).toBeCloseTo(360, 6);
    // Centred horizontally.
    expect((pts[0]!.x + pts[1]!.x) / 2).toBeCloseTo(300, 6);
  });

  it('shortens a degree of longitude by cos(latitude): equal distances look equal', () => {
    // 0.1° north and 0.1°/cos(lat) east of the origin are the same distance away.
    const lat = 40.7;
    const east = 0.1 / Math.cos((lat * Math.PI) / 180);
    const [o, n, e] = projectPoints(
      [
        { lat, lng: -74 },
        { lat: lat + 0.1, lng: -74 },
        { lat, lng: -74 + east },
      ],
      BOX,
    );
    expect(o!.y - n!.y).toBeCloseTo(e!.x - o!.x, 0);
  });

  it('puts one point, or points in one place, in the middle', () => {
    expect(projectPoints([{ lat: 40.5, lng: -74 }], BOX)).toEqual([{ x: 300, y: 200 }]);
    expect(
      projectPoints(
        [
          { lat: 40.5, lng: -74 },
          { lat: 40.5, lng: -74 },
        ],
        BOX,
      ),
    ).toEqual([
      { x: 300, y: 200 },
      { x: 300, y: 200 },
    ]);
    expect(projectPoints([], BOX)).toEqual([]);
  });
});
