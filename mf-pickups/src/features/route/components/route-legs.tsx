import { theme } from 'antd';
import { directionsUrl, placeUrl } from '../utils/maps-urls';
import type { RouteLeg } from '../utils/route-plan';
import { formatDistance } from '../utils/route-plan';
import { pickupDirectionsUrl } from '../../../lib/directions';
import { pickupStreetLine } from '../../../lib/pickup-label';
import { usePickupsText } from '../../../i18n';

/**
 * The legs (spec 3 §2): From letter, To letter, a Direction link, Pickup number, Customer, Phone
 * number and the destination on the map; then the stop's street address with Directions from where
 * the phone is, by that address (Navigate; the leg's Direction goes between the zip codes' centres). One line per
 * leg that wraps on a phone: on a phone this is the route's ordered list of stops.
 */
export function RouteLegs({ legs }: { legs: readonly RouteLeg[] }) {
  const { token } = theme.useToken();
  const t = usePickupsText();
  const link = { color: token.colorLink };
  return (
    <ol aria-label={t('route.legsLabel')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {legs.map((leg) => (
        <li
          key={`${leg.from}-${leg.to}`}
          data-testid="route-leg"
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            gap: '4px 16px',
            padding: '8px 12px',
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadius,
          }}
        >
          <strong style={{ minWidth: 56, whiteSpace: 'nowrap' }} aria-label={t('route.leg.fromTo', { from: leg.from, to: leg.to })}>
            {leg.from} → {leg.to}
          </strong>
          <a href={directionsUrl(leg.fromPoint, leg.toPoint)} target="_blank" rel="noreferrer" style={link}>
            {t('route.leg.direction')}
          </a>
          <span style={{ fontWeight: 600 }} data-testid="leg-pickup-number">
            {leg.pickup.pickup_number}
          </span>
          <span>{leg.customer}</span>
          {leg.phone ? (
            <a href={`tel:${leg.phone}`} style={{ ...link, whiteSpace: 'nowrap' }}>
              {leg.phone}
            </a>
          ) : (
            <span>-</span>
          )}
          <a href={placeUrl(leg.toPoint)} target="_blank" rel="noreferrer" style={link}>
            {t('route.leg.map')}
          </a>
          {leg.distanceKm !== undefined ? <span style={{ color: token.colorTextSecondary }}>{formatDistance(leg.distanceKm)}</span> : null}
          <StopAddress leg={leg} color={String(token.colorLink)} label={t('route.leg.navigate')} />
        </li>
      ))}
    </ol>
  );
}

function StopAddress({ leg, color, label }: { leg: RouteLeg; color: string; label: string }) {
  const t = usePickupsText();
  const line = pickupStreetLine(leg.pickup);
  const href = pickupDirectionsUrl(leg.pickup);
  if (!line) return null;
  return (
    <span style={{ flexBasis: '100%', display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
      <span data-testid="leg-address">{line}</span>
      {href ? (
        <a href={href} target="_blank" rel="noreferrer" style={{ color }} aria-label={t('route.leg.navigateTo', { address: line })}>
          {label}
        </a>
      ) : null}
    </span>
  );
}
