import { theme } from 'antd';
import { listSmsRates } from '@fcs/runtime/client';
import { previewFormat } from '@fcs/shared/contract/notices';
import type { EmailFormatId, FormatTexts } from '@fcs/shared/model/notifications';
import { formatUSDRate } from '@fcs/shared/model/format';
import { smsCost, smsParts } from '@fcs/shared/model/sms';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { Muted, SectionTitle } from '@fcs/shared/ui/page-parts';
import type { Language } from '@fcs/shared/model/languages';
import { useAdminText } from '../../../i18n';

/** The cost of `segments` at a rate, in the rates' own format (four decimals). */
const costText = (segments: number, rate: number) => {
  const cost = smsCost(segments, rate);
  return cost === null ? '-' : formatUSDRate(cost);
};

/**
 * The live preview of a format: its texts rendered with the sample pickup (or drop-off) by the
 * notices' own renderer, and for the SMS its encoding, segments and cost in each country with a rate.
 */
export function FormatPreview({ formatId, texts, language = 'en' }: { formatId: EmailFormatId; texts: FormatTexts; language?: Language }) {
  const { token } = theme.useToken();
  const t = useAdminText();
  const rates = useAsync('settings:sms-rates', listSmsRates);
  // The version being edited, as a customer of that language reads it (its dates in their order).
  // Its link as long as the real one: this portal's origin and a token of the real length.
  const rendered = previewFormat(formatId, texts, new Date(), language, location.origin);
  const parts = smsParts(rendered.sms);
  const box = {
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    padding: 12,
    background: token.colorFillQuaternary,
    whiteSpace: 'pre-wrap' as const,
    overflowWrap: 'anywhere' as const,
  };
  const sample = formatId === 'complete_dropoff' ? t('preview.sampleDropoff') : t('preview.samplePickup');

  return (
    <aside aria-label={t('preview.title')}>
      <SectionTitle>{t('preview.title')}</SectionTitle>
      <Muted>{t('preview.with', { sample })}</Muted>
      <div style={{ ...box, marginTop: 8 }} data-testid="preview-email" lang={language}>
        <div style={{ fontWeight: 600, marginBottom: 8 }}>{rendered.subject || <Muted>{t('preview.noSubject')}</Muted>}</div>
        <div>{rendered.message}</div>
      </div>
      <SectionTitle>{t('formats.sms')}</SectionTitle>
      <div style={box} data-testid="preview-sms" lang={language}>
        {rendered.sms || <Muted>{t('preview.noSms')}</Muted>}
      </div>
      <p aria-label={t('preview.smsSize')} style={{ margin: '8px 0' }}>
        {t('preview.encoding')} <b>{parts.encoding}</b> · {parts.units}{' '}
        {parts.encoding === 'GSM-7' ? t('preview.septets') : t('preview.utf16')} · <b>{t('preview.segments', { count: parts.segments })}</b>
      </p>
      {rates.error ? (
        <Muted>{t('preview.ratesFailed', { reason: rates.error.message })}</Muted>
      ) : (rates.data ?? []).length === 0 ? (
        <Muted>{rates.loading ? t('preview.ratesLoading') : t('preview.noRates')}</Muted>
      ) : (
        <table aria-label={t('preview.costByCountry')} style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              {(['country', 'code', 'rate', 'cost'] as const).map((h) => (
                <th key={h} style={{ textAlign: h === 'country' || h === 'code' ? 'left' : 'right', padding: '4px 6px' }}>
                  {t(`preview.${h}`)}
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
                  <td style={{ padding: '4px 6px', textAlign: 'right' }}>{formatUSDRate(r.rate)}</td>
                  <td style={{ padding: '4px 6px', textAlign: 'right' }}>{costText(parts.segments, r.rate)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </aside>
  );
}
