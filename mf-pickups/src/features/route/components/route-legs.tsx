import { theme } from 'antd';
import { directionsUrl, placeUrl } from '../utils/maps-urls';
import type { RouteLeg } from '../utils/route-plan';
import { formatDistance } from '../utils/route-plan';
import { usePickupsText } from '../../../i18n';

/**
 * The legs (spec 3 §2): From letter, To letter, a Direction link, Pickup number, Customer, Phone
 * number and the destination on the map. One line per leg that wraps on a phone.
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
        </li>
      ))}
    </ol>
  );
}
