import { render } from '@testing-library/react';
import { PICKUP } from '../../../test/pickup-fixture';
import { RouteMapSvg } from './route-map-svg';

describe('the offline route map (issue 23.11)', () => {
  it('keeps every lettered stop visible when stops are next door to each other', () => {
    const stop = (n: number, lat: number, lng: number) => ({
      pickup: { ...PICKUP, id: `p${n}`, pickup_number: `PU00000${n}` },
      point: { lat, lng },
    });
    const stops = [stop(1, 40.9, -74.0), stop(2, 40.5, -74.4), stop(3, 40.50002, -74.40001), stop(4, 40.50001, -74.40003)];
    const { container } = render(<RouteMapSvg start={{ lat: 40.7, lng: -74.2 }} stops={stops} />);
    const centres = [...container.querySelectorAll('g[data-letter]')].map((g) => {
      const marker = g.querySelector('circle[r="13"], rect')!;
      const x = Number(marker.getAttribute('cx') ?? Number(marker.getAttribute('x')) + 13);
      const y = Number(marker.getAttribute('cy') ?? Number(marker.getAttribute('y')) + 13);
      return { letter: g.getAttribute('data-letter'), x, y };
    });
    expect(centres.map((c) => c.letter)).toEqual(['A', 'B', 'C', 'D', 'E']);
    for (const a of centres) for (const b of centres) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(26);
  });
});
