import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useUiText } from './ui-text';

/** What a card shows (spec 2 §2): an address, a pickup's snapshot of one, or a form's draft. */
export interface AddressCardValue {
  full_name: string;
  phone_number: string;
  country?: string | null;
  address_line1?: string | null;
  address_line2?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  lat?: number | null;
  lng?: number | null;
}

const GREEN = '#2e7d32';

/** The show-on-map link: Google Maps at lat,lng; null when the address has no coordinates. */
export function mapLink(lat: number | null | undefined, lng: number | null | undefined): string | null {
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return `https://www.google.com/maps?q=${lat},${lng}`;
}

/** "City, State Zip" without dangling commas when a part is missing. */
export function cityLine(a: Pick<AddressCardValue, 'city' | 'state' | 'zip_code'>): string {
  const stateZip = [a.state, a.zip_code].filter(Boolean).join(' ');
  return [a.city, stateZip].filter(Boolean).join(', ');
}

export interface AddressCardProps {
  address: AddressCardValue;
  /** The default address: a green border (spec 2 §2). */
  isDefault?: boolean;
  /** Buttons under the address (edit, delete, make default, select). */
  actions?: ReactNode;
  /** Accessible name of the card; the full name by default. */
  label?: string;
}

/**
 * An address card (spec 2 §2): full name, phone, address lines, city/state/zip, country and a
 * show-on-map link from lat and lng. The default one has a green border and says so.
 */
export function AddressCard({ address: a, isDefault, actions, label }: AddressCardProps) {
  const map = mapLink(a.lat, a.lng);
  const { t } = useUiText();
  const { token } = theme.useToken();
  return (
    <article
      aria-label={label ?? a.full_name}
      data-default={isDefault ? 'true' : undefined}
      style={{
        border: isDefault ? `2px solid ${GREEN}` : '1px solid #d9d9d9',
        borderRadius: 8,
        padding: isDefault ? 11 : 12,
        background: token.colorBgContainer,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        minWidth: 0,
        overflowWrap: 'anywhere',
      }}
    >
      <div style={{ display: 'flex', gap: 8, alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <strong>{a.full_name}</strong>
        {isDefault ? <span style={{ color: GREEN, fontSize: 12, fontWeight: 600 }}>{t('address.default')}</span> : null}
      </div>
      <span>{a.phone_number}</span>
      {a.address_line1 ? <span>{a.address_line1}</span> : null}
      {a.address_line2 ? <span>{a.address_line2}</span> : null}
      {cityLine(a) ? <span>{cityLine(a)}</span> : null}
      {a.country ? <span>{a.country}</span> : null}
      {map ? (
        <a href={map} target="_blank" rel="noreferrer" style={{ marginTop: 4, color: token.colorLink }}>
          <EnvironmentOutlined /> {t('address.showOnMap')}
        </a>
      ) : null}
      {actions ? <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>{actions}</div> : null}
    </article>
  );
}
