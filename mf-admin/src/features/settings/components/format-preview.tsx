import { theme } from 'antd';
import { listSmsRates } from '@fcs/shared/client';
import { previewFormat } from '@fcs/shared/contract/notices';
import type { EmailFormatId, FormatTexts } from '@fcs/shared/model/notifications';
import { smsCost, smsParts } from '@fcs/shared/model/sms';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { Muted, SectionTitle } from '@fcs/shared/ui/page-parts';

/** The cost of `segments` at a rate, to the cent's hundredth (rates have four decimals). */
const costText = (segments: number, rate: number) => {
  const cost = smsCost(segments, rate);
  return cost === null ? '-' : `$${cost.toFixed(4)}`;
};

/**
 * The live preview of a format: its texts rendered with the sample pickup (or drop-off) by the
 * notices' own renderer, and for the SMS its encoding, segments and cost in each country with a rate.
 */
export function FormatPreview({ formatId, texts }: { formatId: EmailFormatId; texts: FormatTexts }) {
  const { token } = theme.useToken();
  const rates = useAsync('settings:sms-rates', listSmsRates);
  const rendered = previewFormat(formatId, texts);
  const parts = smsParts(rendered.sms);
  const box = {
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    padding: 12,
    background: token.colorFillQuaternary,
    whiteSpace: 'pre-wrap' as const,
    overflowWrap: 'anywhere' as const,
  };
  const sample = formatId === 'complete_dropoff' ? 'drop-off DO000045' : 'pickup PU000123';

  return (
    <aside aria-label="Preview">
      <SectionTitle>Preview</SectionTitle>
      <Muted>With the sample {sample} of Alice Carter.</Muted>
      <div style={{ ...box, marginTop: 8 }} data-testid="preview-email">
        <div style={{ fontWeight: 600, marginBottom: 8 }}>{rendered.subject || <Muted>(no subject)</Muted>}</div>
        <div>{rendered.message}</div>
      </div>
      <SectionTitle>SMS</SectionTitle>
      <div style={box} data-testid="preview-sms">
        {rendered.sms || <Muted>(no sms text)</Muted>}
      </div>
      <p aria-label="SMS size" style={{ margin: '8px 0' }}>
        Encoding <b>{parts.encoding}</b> · {parts.units} {parts.encoding === 'GSM-7' ? 'septets' : 'UTF-16 units'} ·{' '}
        <b>
          {parts.segments} segment{parts.segments === 1 ? '' : 's'}
        </b>
      </p>
      {rates.error ? (
        <Muted>The SMS rates could not be read: {rates.error.message}</Muted>
      ) : (rates.data ?? []).length === 0 ? (
        <Muted>{rates.loading ? 'Reading the SMS rates…' : 'No country has an SMS rate yet.'}</Muted>
      ) : (
        <table aria-label="SMS cost by country" style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              {['Country', 'Code', 'Rate', 'Cost'].map((h) => (
                <th key={h} style={{ textAlign: h === 'Country' || h === 'Code' ? 'left' : 'right', padding: '4px 6px' }}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...(rates.data ?? [])]
              .sort((a, b) => a.country.localeCompare(b.country))
              .map((r) => (
                <tr key={r.id} style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}>
                  <td style={{ padding: '4px 6px' }}>{r.country}</td>
                  <td style={{ padding: '4px 6px' }}>{r.country_code}</td>
                  <td style={{ padding: '4px 6px', textAlign: 'right' }}>${r.rate.toFixed(4)}</td>
                  <td style={{ padding: '4px 6px', textAlign: 'right' }}>{costText(parts.segments, r.rate)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </aside>
  );
}
