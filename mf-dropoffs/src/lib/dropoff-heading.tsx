import { Flex } from 'antd';
import type { Dropoff } from '@fcs/shared/model/entities';
import { StatusBadge } from '@fcs/shared/ui/status-badge';
import { QrButton } from '@fcs/shared/ui/qr-button';
import { useDropoffsText } from '../i18n';

/** The drop-off number (with its QR icon when asked) and the status badge, as every drop-off screen starts. */
export function DropoffHeading({ dropoff, qr = true }: { dropoff: Dropoff; qr?: boolean }) {
  const t = useDropoffsText();
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
      <strong style={{ fontSize: 18, letterSpacing: 0.5 }} data-testid="dropoff-number">
        {dropoff.dropoff_number}
      </strong>
      {qr ? (
        <QrButton
          title={t('qr.title')}
          label={{ number: dropoff.dropoff_number, customerName: dropoff.customer_name, date: dropoff.created_date }}
        />
      ) : null}
      <StatusBadge kind="dropoff" status={dropoff.status} />
    </Flex>
  );
}

/** "Alice Carter (FCS00001)": the customer name with their FCS ID. */
export function customerLabel(d: Pick<Dropoff, 'customer_name' | 'customer_fcs_id'>): string {
  const name = d.customer_name || '-';
  return d.customer_fcs_id ? `${name} (${d.customer_fcs_id})` : name;
}
