import { Alert, Spin } from 'antd';
import { Component, lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Pickup } from '@fcs/shared/model/entities';
import type { GeoPoint } from '@fcs/shared/model/route-order';
import { Muted, SectionTitle } from '@fcs/shared/ui/page-parts';
import { customerLabel } from '../../../lib/pickup-heading';
import { buildLegs, formatDistance, orderStops, partitionByCoordinates, type RouteStopOf } from '../utils/route-plan';
import type { GoogleRoute } from './google-route-map';
import { RouteLegs } from './route-legs';
import { RouteMapSvg } from './route-map-svg';
import { usePickupsText } from '../../../i18n';

// The Maps library is fetched only when a key is configured and a route is drawn.
const GoogleRouteMap = lazy(() => import('./google-route-map'));

/** A failed chunk or library load falls back to the offline map. */
class FallbackOnError extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type LiveState = { kind: 'pending' } | { kind: 'ok'; route: GoogleRoute } | { kind: 'zero' } | { kind: 'failed' };

export interface RouteResultProps {
  start: GeoPoint;
  /** The chosen pickups. */
  pickups: readonly Pickup[];
  /** The Maps key ('' when none). */
  mapsKey: string;
}

/**
 * A route through the chosen pickups: the live map with a key, else the stops ordered here and drawn
 * as an SVG; then the total distance and the legs. Pickups without coordinates are listed apart.
 */
export function RouteResult({ start, pickups, mapsKey }: RouteResultProps) {
  const t = usePickupsText();
  const { located, missing } = useMemo(() => partitionByCoordinates(pickups), [pickups]);
  const offline = useMemo(() => orderStops(start, located), [start, located]);
  const [live, setLive] = useState<LiveState>({ kind: 'pending' });
  const useLive = mapsKey !== '' && live.kind !== 'failed' && located.length > 0;
  const onRoute = useCallback((route: GoogleRoute | null) => setLive(route ? { kind: 'ok', route } : { kind: 'zero' }), []);
  const onFail = useCallback(() => setLive({ kind: 'failed' }), []);

  let stops: RouteStopOf[] = offline.stops;
  let legsKm: number[] | undefined;
  if (useLive && live.kind === 'ok') {
    const byId = new Map(located.map((s) => [s.pickup.id, s]));
    stops = live.route.order.map((id) => byId.get(id)!).filter(Boolean);
    legsKm = live.route.legsKm;
  } else if (useLive) {
    stops = [];
  }
  const legs = buildLegs(start, stops, legsKm);
  const distanceKm = legsKm ? legsKm.reduce((a, b) => a + b, 0) : offline.distanceKm;

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {useLive ? (
        <FallbackOnError onError={onFail}>
          <Suspense fallback={<Spin />}>
            <GoogleRouteMap apiKey={mapsKey} start={start} stops={offline.stops} onRoute={onRoute} onFail={onFail} />
          </Suspense>
        </FallbackOnError>
      ) : located.length > 0 ? (
        <>
          <RouteMapSvg start={start} stops={offline.stops} />
          <Alert type="info" showIcon title={t('route.liveUnavailable')} />
        </>
      ) : null}
      {useLive && live.kind === 'zero' ? <Alert type="warning" showIcon title={t('route.noDrivingRoute')} /> : null}
      {legs.length ? (
        <div data-testid="route-distance">
          <strong>{t('route.total', { distance: formatDistance(distanceKm) })}</strong>{' '}
          <Muted>{legsKm ? t('route.driving') : t('route.straight')}</Muted>
        </div>
      ) : null}
      {missing.length ? (
        <Alert
          type="warning"
          showIcon
          title={t('route.noCoordinates', { count: missing.length })}
          description={
            <ul aria-label={t('route.noCoordinatesList')} style={{ margin: 0, paddingLeft: 18 }}>
              {missing.map((p) => (
                <li key={p.id}>
                  {p.pickup_number} · {customerLabel(p)}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {legs.length ? (
        <>
          <SectionTitle>{t('route.legs')}</SectionTitle>
          <RouteLegs legs={legs} />
        </>
      ) : null}
    </div>
  );
}
