import { formatDateTime, MSG, routePath, type TrackResult } from '@fcs/shared/contract';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
// Deep import: '@fcs/shared/ui' as a whole would pull the data table and photo viewer along.
import { StatusBadge } from '../../../../shared/src/ui/status-badge';

const NOT_FOUND_COLOR = '#c62828';

export const isNotFound = (r: TrackResult) => r.remark === MSG.notFound;

const cell: CSSProperties = { padding: '10px 12px', borderBottom: '1px solid #f0f0f0', textAlign: 'left', whiteSpace: 'nowrap' };
const head: CSSProperties = { ...cell, background: '#fafafa', fontWeight: 600 };

/**
 * The answer of GET /track (at most 30 rows, so no paging): a "Not found" remark in red, and such a
 * number is not linked. A plain table: antd's Table would cost more than the rest of the page.
 */
export function TrackResults({ results }: { results: TrackResult[] }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-label="Tracking results" style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
        <thead>
          <tr>
            <th style={head}>Tracking Number</th>
            <th style={head}>Status</th>
            <th style={head}>Received Date</th>
            <th style={head}>Updated Date</th>
            <th style={head}>Remark</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={`${r.tracking_id}-${r.id ?? 'none'}`}>
              <td style={cell}>
                {r.id && !isNotFound(r) ? <Link to={routePath('myPackageDetail', { id: r.id })}>{r.tracking_id}</Link> : r.tracking_id}
              </td>
              <td style={cell}>
                <StatusBadge status={r.status} />
              </td>
              <td style={cell}>{formatDateTime(r.received_date)}</td>
              <td style={cell}>{formatDateTime(r.updated_date)}</td>
              <td style={{ ...cell, whiteSpace: 'normal' }}>
                {isNotFound(r) ? <span style={{ color: NOT_FOUND_COLOR, fontWeight: 500 }}>{r.remark}</span> : (r.remark ?? '')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
