import { theme } from 'antd';
import type { SmsUsageMonth } from '@fcs/shared/contract/sms';
import { useSmallArea } from '@fcs/shared/hooks/use-small-area';
import { formatCount, formatUSD, formatUSDWithCents } from '@fcs/shared/model/format';
import { formatSmsAmount, smsMonthLabel } from '@fcs/shared/model/sms';
import { useAdminText } from '../../../i18n';

const PAD = { top: 24, right: 48, bottom: 28, left: 40 };

/** Round-ish top of an axis for a maximum (1, 2, 5 × 10^n). */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const step = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * step).find((v) => v >= max)!;
}

/**
 * The last twelve months (oldest left): a bar per month for the message count (left axis) and a
 * line for the amount (right axis). Plain SVG, no chart library; a click on a bar picks its month.
 */
export function SmsUsageChart({
  months,
  selected,
  onSelect,
}: {
  months: readonly SmsUsageMonth[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const { token } = theme.useToken();
  const t = useAdminText();
  // A narrower drawing on a phone, so that its text keeps a readable size.
  const small = useSmallArea();
  const W = small ? 390 : 720;
  const H = small ? 240 : 220;
  const data = [...months].reverse();
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const maxCount = niceMax(Math.max(...data.map((m) => m.count), 0));
  const maxAmount = niceMax(Math.max(...data.map((m) => m.amount), 0));
  const slot = innerW / Math.max(1, data.length);
  const barW = Math.min(36, slot * 0.6);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const yCount = (v: number) => PAD.top + innerH - (v / maxCount) * innerH;
  const yAmount = (v: number) => PAD.top + innerH - (v / maxAmount) * innerH;
  const line = data.map((m, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${yAmount(m.amount).toFixed(1)}`).join(' ');
  const monthText = (m: SmsUsageMonth) =>
    t('sms.chart.month', { month: smsMonthLabel(m.id), count: m.count, amount: formatSmsAmount(m.amount) });
  const summary = data.map(monthText).join('; ');

  return (
    <figure style={{ margin: '0 0 16px' }}>
      <figcaption style={{ display: 'flex', flexWrap: 'wrap', gap: 16, color: token.colorTextSecondary, fontSize: 13, marginBottom: 4 }}>
        <span>{t('sms.chart.last12')}</span>
        <span>
          <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, background: token.colorPrimary, marginRight: 6 }} />
          {t('sms.chart.count')}
        </span>
        <span>
          <span
            aria-hidden
            style={{ display: 'inline-block', width: 14, height: 2, background: token.colorWarning, margin: '0 6px 3px 0' }}
          />
          {t('sms.chart.amount')}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={t('sms.chart.label', { summary })}
        style={{ display: 'block', maxHeight: 260 }}
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={PAD.top + innerH * (1 - f)}
              y2={PAD.top + innerH * (1 - f)}
              stroke={token.colorBorderSecondary}
            />
            <text x={PAD.left - 6} y={PAD.top + innerH * (1 - f) + 4} textAnchor="end" fontSize={11} fill={token.colorTextSecondary}>
              {formatCount(maxCount * f)}
            </text>
            <text x={W - PAD.right + 6} y={PAD.top + innerH * (1 - f) + 4} fontSize={11} fill={token.colorTextSecondary}>
              {maxAmount * f >= 10 || f === 0 ? formatUSD(maxAmount * f) : formatUSDWithCents(maxAmount * f)}
            </text>
          </g>
        ))}
        {data.map((m, i) => (
          <g key={m.id} onClick={() => onSelect(m.id)} style={{ cursor: 'pointer' }} data-month={m.id}>
            <title>{monthText(m)}</title>
            <rect x={x(i) - slot / 2} y={PAD.top} width={slot} height={innerH} fill="transparent" />
            <rect
              x={x(i) - barW / 2}
              y={yCount(m.count)}
              width={barW}
              height={Math.max(0, PAD.top + innerH - yCount(m.count))}
              rx={3}
              fill={token.colorPrimary}
              opacity={m.id === selected ? 1 : 0.45}
            />
            <text
              x={x(i)}
              y={H - 8}
              textAnchor="middle"
              fontSize={11}
              fill={m.id === selected ? token.colorText : token.colorTextSecondary}
              fontWeight={m.id === selected ? 600 : 400}
            >
              {smsMonthLabel(m.id, true).slice(0, small ? 1 : 3)}
            </text>
          </g>
        ))}
        <path d={line} fill="none" stroke={token.colorWarning} strokeWidth={2} />
        {data.map((m, i) => (
          <circle key={m.id} cx={x(i)} cy={yAmount(m.amount)} r={3} fill={token.colorWarning} pointerEvents="none" />
        ))}
      </svg>
    </figure>
  );
}
