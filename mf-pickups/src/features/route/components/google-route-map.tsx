import { DirectionsRenderer, GoogleMap, useJsApiLoader } from '@react-google-maps/api';
import { useEffect, useState } from 'react';
import type { GeoPoint } from '@fcs/shared/model/route-order';
import type { RouteStopOf } from '../utils/route-plan';

/** What the directions service made of the stops: their order and each leg's road length. */
export interface GoogleRoute {
  order: string[];
  legsKm: number[];
}

export interface GoogleRouteMapProps {
  apiKey: string;
  start: GeoPoint;
  /** The stops in the offline order: the last is the destination, the others optimised waypoints. */
  stops: readonly RouteStopOf[];
  /** The route, or null for ZERO_RESULTS (the route is cleared, spec 3 §4). */
  onRoute: (route: GoogleRoute | null) => void;
  /** The library or the service failed: the caller falls back to the offline map. */
  onFail: () => void;
}

const MAP_STYLE = { width: '100%', height: 420 };

/**
 * The live map (loaded only when a Maps key is configured): DirectionsService in DRIVING mode with
 * optimizeWaypoints, drawn with a DirectionsRenderer, zoom 10 (spec 3 §9).
 */
export default function GoogleRouteMap({ apiKey, start, stops, onRoute, onFail }: GoogleRouteMapProps) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'fcs-google-maps', googleMapsApiKey: apiKey });
  const [directions, setDirections] = useState<google.maps.DirectionsResult | null>(null);

  useEffect(() => {
    if (loadError) onFail();
  }, [loadError, onFail]);

  useEffect(() => {
    if (!isLoaded || stops.length === 0) return;
    let live = true;
    const last = stops[stops.length - 1]!;
    const rest = stops.slice(0, -1);
    new google.maps.DirectionsService().route(
      {
        origin: start,
        destination: last.point,
        waypoints: rest.map((s) => ({ location: s.point, stopover: true })),
        optimizeWaypoints: true,
        travelMode: google.maps.TravelMode.DRIVING,
      },
      (result, status) => {
        if (!live) return;
        if (status === google.maps.DirectionsStatus.ZERO_RESULTS) {
          setDirections(null);
          onRoute(null);
        } else if (status !== google.maps.DirectionsStatus.OK || !result?.routes[0]) {
          onFail();
        } else {
          const route = result.routes[0];
          setDirections(result);
          onRoute({
            order: [...route.waypoint_order.map((i) => rest[i]!.pickup.id), last.pickup.id],
            legsKm: route.legs.map((l) => (l.distance?.value ?? 0) / 1000),
          });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [isLoaded, start, stops, onRoute, onFail]);

  if (!isLoaded) return <div style={MAP_STYLE} aria-busy="true" />;
  return (
    <GoogleMap mapContainerStyle={MAP_STYLE} center={start} zoom={10}>
      {directions ? <DirectionsRenderer directions={directions} options={{ preserveViewport: true }} /> : null}
    </GoogleMap>
  );
}
