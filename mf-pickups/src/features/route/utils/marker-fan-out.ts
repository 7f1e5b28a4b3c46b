import type { MapBox, ScreenPoint } from './map-projection';

/**
 * Markers that would cover each other (closer than `gap`, a marker's width) spread on a small
 * circle round their middle, in visiting order clockwise from the top, so that every lettered stop
 * stays visible and readable (issue 23.11: G under H and I on a demo day). Markers that are apart
 * keep their place; the letters never change. Kept inside the box's padding.
 */
export function fanOutMarkers(points: readonly ScreenPoint[], gap: number, box?: MapBox): ScreenPoint[] {
  const groups = overlapGroups(points, gap);
  const out = points.map((p) => ({ ...p }));
  for (const group of groups) {
    if (group.length < 2) continue;
    const cx = group.reduce((s, i) => s + points[i]!.x, 0) / group.length;
    const cy = group.reduce((s, i) => s + points[i]!.y, 0) / group.length;
    // Neighbours on the circle are one chord apart: 2 r sin(π/n) ≥ gap.
    const radius = gap / (2 * Math.sin(Math.PI / group.length));
    const [x, y] = box ? clampCentre(cx, cy, radius, box) : [cx, cy];
    group.forEach((index, k) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * k) / group.length;
      out[index] = { x: x + radius * Math.cos(angle), y: y + radius * Math.sin(angle) };
    });
  }
  return out;
}

/** Indexes of the points, grouped when they are chained closer than `gap` (single link), each in visiting order. */
function overlapGroups(points: readonly ScreenPoint[], gap: number): number[][] {
  const parent = points.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++)
      if (Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y) < gap) parent[root(j)] = root(i);
  const groups = new Map<number, number[]>();
  points.forEach((_, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), i]));
  return [...groups.values()];
}

function clampCentre(x: number, y: number, radius: number, box: MapBox): [number, number] {
  const inside = (v: number, size: number) => Math.min(Math.max(v, box.padding / 2 + radius), size - box.padding / 2 - radius);
  return [inside(x, box.width), inside(y, box.height)];
}
