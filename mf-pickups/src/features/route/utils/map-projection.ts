import type { GeoPoint } from '@fcs/shared/model/route-order';

export interface MapBox {
  width: number;
  height: number;
  /** Room kept free on every side (for the markers and their letters). */
  padding: number;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

/**
 * Points of a few dozen km on an SVG: equirectangular, a degree of longitude shortened by cos of the
 * middle latitude (so that distances look right at NJ/NY latitudes), north up, one scale for both
 * axes, scaled to fit the box and centred in it. A single point (or all in one place) sits in the
 * middle.
 */
export function projectPoints(points: readonly GeoPoint[], box: MapBox): ScreenPoint[] {
  if (points.length === 0) return [];
  const lats = points.map((p) => p.lat);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const xs = points.map((p) => p.lng * k);
  const ys = points.map((p) => -p.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const innerW = Math.max(0, box.width - 2 * box.padding);
  const innerH = Math.max(0, box.height - 2 * box.padding);
  const candidates = [spanX > 0 ? innerW / spanX : Infinity, spanY > 0 ? innerH / spanY : Infinity];
  const scale = Math.min(...candidates);
  const s = Number.isFinite(scale) ? scale : 0;
  // Centre the drawing: the unused room split on both sides.
  const offX = (box.width - spanX * s) / 2;
  const offY = (box.height - spanY * s) / 2;
  return points.map((_, i) => ({ x: offX + (xs[i]! - minX) * s, y: offY + (ys[i]! - minY) * s }));
}
