import type { StatusEntry } from '../model/entities';
import { formatDateTime } from '../model/format';
import { StatusBadge } from './status-badge';
import { Muted } from './page-parts';

/** The package's status changes, oldest first. */
export function StatusHistory({ entries }: { entries: readonly StatusEntry[] }) {
  if (entries.length === 0) return <Muted>No status changes yet</Muted>;
  return (
    <ol aria-label="Status history" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6 }}>
      {entries.map((entry, i) => (
        <li key={`${i}-${entry.status}`} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusBadge status={entry.status} />
          <span>{formatDateTime(entry.date)}</span>
          {entry.by_name ? <span style={{ color: 'rgba(0,0,0,0.55)' }}>by {entry.by_name}</span> : null}
        </li>
      ))}
    </ol>
  );
}
