import { Alert } from 'antd';
import { listPickupAttempts } from '@fcs/runtime/client';
import type { PickupAttempt } from '@fcs/shared/contract/pickups';
import type { Pickup } from '@fcs/shared/model/entities';
import { formatStaffDateTime } from '@fcs/shared/model/format';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { SectionTitle } from '@fcs/shared/ui/page-parts';
import { PhotoViewer } from '@fcs/shared/ui/photo-viewer';
import { usePickupsText } from '../../../i18n';
import { waitingText } from '../../../lib/waiting';

/**
 * The pickup's attempts that failed (decision 0019): each with its reason, time (ET), driver, remark
 * and photo, the latest first; nothing when it has none.
 */
export function PickupAttempts({ pickup }: { pickup: Pickup }) {
  const t = usePickupsText();
  const attempts = useAsync<PickupAttempt[]>(`attempts:${pickup.id}:${pickup.version}`, () => listPickupAttempts(pickup.id));
  const waiting = waitingText(pickup, t);
  const rows = attempts.data ?? [];
  if (!waiting && rows.length === 0) return null;
  return (
    <section aria-labelledby={`attempts-${pickup.id}`}>
      <SectionTitle id={`attempts-${pickup.id}`}>{t('notCollected.attempts')}</SectionTitle>
      {waiting ? <Alert type="warning" showIcon title={waiting} style={{ marginBottom: 8 }} /> : null}
      <ol style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
        {rows.map((a) => (
          <li key={a.id} data-testid="pickup-attempt">
            <div>
              {t('notCollected.attempt', {
                reason: t(`notCollected.reasons.${a.reason}`),
                when: formatStaffDateTime(a.attempted_at),
                driver: a.staff_name ?? '-',
              })}
            </div>
            {a.remark ? <div>{a.remark}</div> : null}
            {a.photo_urls.length ? <PhotoViewer urls={a.photo_urls} label={`${pickup.pickup_number} ${a.reason}`} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
