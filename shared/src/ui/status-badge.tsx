import { Tag } from 'antd';
import type { DropoffStatus, PackageStatus, PickupStatus } from '../model/status';
import { useUiText } from './ui-text';

export type StatusKind = 'package' | 'pickup' | 'dropoff';

/** One colour per status, so a status looks the same on every screen of every remote. */
export const STATUS_COLORS: {
  package: Record<PackageStatus, string>;
  pickup: Record<PickupStatus, string>;
  dropoff: Record<DropoffStatus, string>;
} = {
  package: { received: 'blue', processed: 'gold', packed: 'purple', delivered: 'green' },
  pickup: { requested: 'blue', confirmed: 'cyan', rescheduled: 'orange', completed: 'green', canceled: 'red' },
  dropoff: { received: 'blue', completed: 'green', canceled: 'red' },
};

export function statusColor(kind: StatusKind, status: string | null | undefined): string {
  const colors: Record<string, string> = STATUS_COLORS[kind];
  return (status && colors[status]) || 'default';
}

export interface StatusBadgeProps {
  status: string | null | undefined;
  kind?: StatusKind;
}

/** A coloured tag with the status word in the reader's language (in English capitalised by CSS). */
export function StatusBadge({ status, kind = 'package' }: StatusBadgeProps) {
  const { t } = useUiText();
  if (!status) return null;
  return (
    <Tag color={statusColor(kind, status)} style={{ textTransform: 'capitalize', marginInlineEnd: 0 }} data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
