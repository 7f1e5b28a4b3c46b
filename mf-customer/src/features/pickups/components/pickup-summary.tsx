import { Descriptions } from 'antd';
import type { Pickup } from '@fcs/shared/model/entities';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { useCustomerText } from '../../../i18n';

/** Number, status, zone and date of a pickup: the head of the edit and cancel screens. */
export function PickupSummary({ pickup }: { pickup: Pickup }) {
  const { t, pickupDay } = useCustomerText();
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 2 }}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'number', label: t('pickups.number'), children: <strong>{pickup.pickup_number}</strong> },
        { key: 'status', label: t('pickups.status'), children: <StatusBadge kind="pickup" status={pickup.status} /> },
        { key: 'zone', label: t('pickups.zone'), children: pickup.zone_name || '-' },
        { key: 'date', label: t('pickups.date'), children: pickupDay(pickup.pickup_date) || '-' },
      ]}
    />
  );
}
