import type { StatusEntry } from '../model/entities';
import { StatusBadge } from './status-badge';
import { Muted } from './page-parts';
import { useUiText } from './ui-text';

/** The package's status changes, oldest first. */
export function StatusHistory({ entries }: { entries: readonly StatusEntry[] }) {
  const { t, dateTime } = useUiText();
  if (entries.length === 0) return <Muted>{t('history.none')}</Muted>;
  return (
    <ol aria-label={t('history.title')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6 }}>
      {entries.map((entry, i) => (
        <li key={`${i}-${entry.status}`} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusBadge status={entry.status} />
          <span>{dateTime(entry.date)}</span>
          {entry.by_name ? <span style={{ color: 'rgba(0,0,0,0.55)' }}>{t('history.by', { name: entry.by_name })}</span> : null}
        </li>
      ))}
    </ol>
  );
}
