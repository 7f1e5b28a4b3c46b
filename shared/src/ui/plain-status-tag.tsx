import { statusColor, TONES, type StatusKind } from './tones';
import { useUiText } from './ui-text';

/**
 * A status as StatusBadge draws it (antd's tag look, the same tones and words), as a plain span: for
 * screens that load no antd, such as the Track page's results.
 */
export function PlainStatusTag({ status, kind = 'package' }: { status: string | null | undefined; kind?: StatusKind }) {
  const { t } = useUiText();
  if (!status) return null;
  const tone = TONES[statusColor(kind, status)];
  return (
    <span
      data-status={status}
      style={{
        display: 'inline-block',
        padding: '0 7px',
        fontSize: 12,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
        borderRadius: 4,
        border: `1px solid ${tone.border}`,
        background: tone.background,
        color: tone.text,
        textTransform: 'capitalize',
      }}
    >
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
