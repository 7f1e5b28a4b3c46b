import { theme } from 'antd';
import type { GeoPoint } from '@fcs/shared/model/route-order';
import { projectPoints } from '../utils/map-projection';
import { fanOutMarkers } from '../utils/marker-fan-out';
import { stopLetter, type RouteStopOf } from '../utils/route-plan';
import { usePickupsText } from '../../../i18n';

const BOX = { width: 640, height: 420, padding: 28 };
const START_COLOR = '#2e7d32';
/** A marker's width with its white ring, and a little air: markers closer than this are fanned out. */
const MARKER_GAP = 34;

/**
 * The offline map: the start (A, a green square) and the stops (B, C, … red circles) in visiting
 * order, joined by the straight path. No tiles: a drawing scaled to fit, north up.
 */
export function RouteMapSvg({ start, stops }: { start: GeoPoint; stops: readonly RouteStopOf[] }) {
  const { token } = theme.useToken();
  const t = usePickupsText();
  const points = projectPoints([start, ...stops.map((s) => s.point)], BOX);
  const line = points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  // The path runs through the real places; a marker moved off its place points back to it.
  const markers = fanOutMarkers(points, MARKER_GAP, BOX);
  return (
    <svg
      role="img"
      aria-label={t('route.mapLabel')}
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      style={{
        display: 'block',
        width: '100%',
        maxWidth: BOX.width,
        height: 'auto',
        background: '#f4f7f9',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <polyline points={line} fill="none" stroke={token.colorPrimary} strokeWidth={3} strokeLinejoin="round" strokeOpacity={0.8} />
      {/* Under every marker: from a marker moved off its place, a thin line back to the place. */}
      {markers.map((p, i) =>
        points[i]!.x !== p.x || points[i]!.y !== p.y ? (
          <g key={`to-${i}`} aria-hidden>
            <line x1={points[i]!.x} y1={points[i]!.y} x2={p.x} y2={p.y} stroke="#5f6368" strokeWidth={1.5} />
            <circle cx={points[i]!.x} cy={points[i]!.y} r={3} fill="#5f6368" />
          </g>
        ) : null,
      )}
      {markers.map((p, i) => {
        const letter = stopLetter(i);
        const name = i === 0 ? t('route.start', { letter }) : t('route.stop', { letter, number: stops[i - 1]!.pickup.pickup_number });
        return (
          <g key={letter} data-letter={letter} aria-label={name}>
            <title>{name}</title>
            {i === 0 ? (
              <rect x={p.x - 13} y={p.y - 13} width={26} height={26} rx={4} fill={START_COLOR} stroke="#fff" strokeWidth={2} />
            ) : (
              <circle cx={p.x} cy={p.y} r={13} fill="#d93025" stroke="#fff" strokeWidth={2} />
            )}
            <text x={p.x} y={p.y + 4.5} textAnchor="middle" fontSize={13} fontWeight={700} fill="#fff" fontFamily={token.fontFamily}>
              {letter}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
