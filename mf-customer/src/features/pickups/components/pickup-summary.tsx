import { Descriptions } from 'antd';
import type { Pickup } from '@fcs/shared/model/entities';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { formatPickupDateId as formatPickupDay } from '@fcs/shared/model/pickups';

/** Number, status, zone and date of a pickup: the head of the edit and cancel screens. */
export function PickupSummary({ pickup }: { pickup: Pickup }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 2 }}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'number', label: 'Pickup Number', children: <strong>{pickup.pickup_number}</strong> },
        { key: 'status', label: 'Status', children: <StatusBadge kind="pickup" status={pickup.status} /> },
        { key: 'zone', label: 'Pickup Zone', children: pickup.zone_name || '-' },
        { key: 'date', label: 'Pickup Date', children: formatPickupDay(pickup.pickup_date) || '-' },
      ]}
    />
  );
}
