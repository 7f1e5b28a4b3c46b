import { fanOutMarkers } from './marker-fan-out';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);
const BOX = { width: 640, height: 420, padding: 28 };

describe('fanOutMarkers (issue 23.11)', () => {
  it('spreads stops drawn on top of each other so that every marker stays visible', () => {
    // A, then G, H and I a few pixels apart: one would hide the others.
    const points = [
      { x: 40, y: 40 },
      { x: 300, y: 200 },
      { x: 303, y: 201 },
      { x: 301, y: 204 },
    ];
    const out = fanOutMarkers(points, 28, BOX);
    for (let i = 0; i < out.length; i++)
      for (let j = i + 1; j < out.length; j++) expect(distance(out[i]!, out[j]!)).toBeGreaterThanOrEqual(27.99);
    expect(out[0]).toEqual(points[0]);
    // They stay round where they are.
    for (const i of [1, 2, 3]) expect(distance(out[i]!, points[i]!)).toBeLessThan(30);
  });

  it('leaves markers that do not overlap where they are, and keeps a fanned group inside the box', () => {
    const apart = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
    ];
    expect(fanOutMarkers(apart, 28, BOX)).toEqual(apart);
    const corner = fanOutMarkers(
      [
        { x: 2, y: 2 },
        { x: 3, y: 3 },
      ],
      28,
      BOX,
    );
    expect(corner.every((p) => p.x >= 14 && p.y >= 14)).toBe(true);
  });
});
