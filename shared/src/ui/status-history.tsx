import type { StatusEntry } from '../model/entities';
import { StatusBadge } from './status-badge';
import { useUiText } from './ui-text';

/** The package's status changes, oldest first. */
export function StatusHistory({ entries }: { entries: readonly StatusEntry[] }) {
  const { t, dateTime } = useUiText();
  if (entries.length === 0) return <span style={{ color: 'rgba(0,0,0,0.45)' }}>{t('history.none')}</span>;
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
