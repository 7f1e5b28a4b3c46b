import { MSG } from '@fcs/shared/model/messages';
import { routePath } from '@fcs/shared/model/routes';
import { type TrackResult } from '@fcs/shared/model/entities';
import type { CSSProperties, ReactNode } from 'react';
// Deep import: '@fcs/shared/ui' as a whole would pull the data table and photo viewer along. The
// tag without antd: the island that draws the Track page first loads none.
import { PlainStatusTag } from '@fcs/shared/ui/plain-status-tag';
import { useTrackLink } from './track-link';
import { useSmallArea } from '../../layout/use-small-screen';
import { useShellText } from '../../i18n';

const NOT_FOUND_COLOR = '#c62828';

export const isNotFound = (r: TrackResult) => r.remark === MSG.notFound;

const cell: CSSProperties = { padding: '10px 12px', borderBottom: '1px solid #f0f0f0', textAlign: 'left', whiteSpace: 'nowrap' };
const head: CSSProperties = { ...cell, background: '#fafafa', fontWeight: 600 };

function TrackingNumber({ r }: { r: TrackResult }) {
  const Link = useTrackLink();
  return r.id && !isNotFound(r) ? <Link to={routePath('myPackageDetail', { id: r.id })}>{r.tracking_id}</Link> : <>{r.tracking_id}</>;
}

function Remark({ r }: { r: TrackResult }) {
  const { t } = useShellText();
  return isNotFound(r) ? <span style={{ color: NOT_FOUND_COLOR, fontWeight: 500 }}>{t('track.notFound')}</span> : <>{r.remark ?? ''}</>;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 8, fontSize: 13 }}>
      <span style={{ color: '#667085', minWidth: 110 }}>{label}</span>
      <span>{children}</span>
    </div>
  );
}

/**
 * The answer of GET /track (at most 30 rows, so no paging): a "Not found" remark in red, and such a
 * number is not linked. A plain table (antd's Table would cost more than the rest of the page), and
 * one card per number at 760 px or less, so that the remark is never scrolled out of sight.
 */
export function TrackResults({ results }: { results: TrackResult[] }) {
  const narrow = useSmallArea();
  const { t, dateTime } = useShellText();
  if (narrow) {
    return (
      <ul data-testid="track-results" aria-label={t('track.results')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {results.map((r) => (
          <li key={`${r.tracking_id}-${r.id ?? 'none'}`} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontWeight: 600, wordBreak: 'break-all' }}>
              <TrackingNumber r={r} />
              <PlainStatusTag status={r.status} />
            </div>
            {r.received_date && <Line label={t('track.receivedDate')}>{dateTime(r.received_date)}</Line>}
            {r.updated_date && <Line label={t('track.updatedDate')}>{dateTime(r.updated_date)}</Line>}
            {r.remark && (
              <Line label={t('track.remark')}>
                <Remark r={r} />
              </Line>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div data-testid="track-results" style={{ overflowX: 'auto' }}>
      <table aria-label={t('track.results')} style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
        <thead>
          <tr>
            <th style={head}>{t('track.trackingNumber')}</th>
            <th style={head}>{t('track.status')}</th>
            <th style={head}>{t('track.receivedDate')}</th>
            <th style={head}>{t('track.updatedDate')}</th>
            <th style={head}>{t('track.remark')}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={`${r.tracking_id}-${r.id ?? 'none'}`}>
              <td style={cell}>
                <TrackingNumber r={r} />
              </td>
              <td style={cell}>
                <PlainStatusTag status={r.status} />
              </td>
              <td style={cell}>{dateTime(r.received_date)}</td>
              <td style={cell}>{dateTime(r.updated_date)}</td>
              <td style={{ ...cell, whiteSpace: 'normal' }}>
                <Remark r={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
