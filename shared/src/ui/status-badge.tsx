import { statusColor, type StatusKind } from './tones';
import { ToneTag } from './tone-tag';
import { useUiText } from './ui-text';

export { STATUS_COLORS, statusColor, type StatusKind } from './tones';

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
