import type { DropoffStatus, PackageStatus, PickupStatus } from '../model/status';
import { ToneTag, type Tone } from './tone-tag';
import { useUiText } from './ui-text';

export type StatusKind = 'package' | 'pickup' | 'dropoff';

/** One colour per status, so a status looks the same on every screen of every remote. */
export const STATUS_COLORS: {
  package: Record<PackageStatus, Tone>;
  pickup: Record<PickupStatus, Tone>;
  dropoff: Record<DropoffStatus, Tone>;
} = {
  package: { received: 'blue', processed: 'gold', packed: 'purple', delivered: 'green' },
  pickup: { requested: 'blue', confirmed: 'cyan', rescheduled: 'orange', completed: 'green', canceled: 'red' },
  dropoff: { received: 'blue', completed: 'green', canceled: 'red' },
};

export function statusColor(kind: StatusKind, status: string | null | undefined): Tone {
  const colors: Record<string, Tone> = STATUS_COLORS[kind];
  return (status && colors[status]) || 'default';
}

export interface StatusBadgeProps {
  status: string | null | undefined;
  kind?: StatusKind;
}

/**
 * A coloured tag with the status word in the reader's language (in English capitalised by CSS): the
 * word tells the status, the colour only repeats it.
 */
export function StatusBadge({ status, kind = 'package' }: StatusBadgeProps) {
  const { t } = useUiText();
  if (!status) return null;
  return (
    <ToneTag tone={statusColor(kind, status)} style={{ textTransform: 'capitalize', marginInlineEnd: 0 }} data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
    </ToneTag>
  );
}
