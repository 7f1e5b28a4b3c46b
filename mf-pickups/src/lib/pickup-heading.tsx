import { Flex } from 'antd';
import type { Pickup } from '@fcs/shared/model/entities';
import { QrButton } from '@fcs/shared/ui/qr-button';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { pickupLabel } from './pickup-label';
import { usePickupsText } from '../i18n';

/** The pickup number with its label icon, and the status badge: how every pickup screen starts. */
export function PickupHeading({ pickup }: { pickup: Pickup }) {
  const t = usePickupsText();
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
      <strong style={{ fontSize: 18, letterSpacing: 0.5 }} data-testid="pickup-number">
        {pickup.pickup_number}
      </strong>
      <QrButton title={t('label.title')} label={pickupLabel(pickup)} />
      <StatusBadge kind="pickup" status={pickup.status} />
    </Flex>
  );
}

/** "Alice Carter (FCS00001)": the customer's name with their FCS ID. */
export function customerLabel(p: Pick<Pickup, 'customer_name' | 'customer_fcs_id'>): string {
  const name = p.customer_name || '-';
  return p.customer_fcs_id ? `${name} (${p.customer_fcs_id})` : name;
}
