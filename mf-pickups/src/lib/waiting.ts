import type { Pickup } from '@fcs/shared/model/entities';
import { isNotCollectedReason } from '@fcs/shared/model/pickups';
import type { TFunction } from '@fcs/runtime/i18n';

/** "Not collected: Nobody at the address", or null when the pickup does not wait after a failed attempt. */
export function waitingText(p: Pick<Pickup, 'failed_attempt_at' | 'failed_attempt_reason'>, t: TFunction): string | null {
  if (!p.failed_attempt_at || !isNotCollectedReason(p.failed_attempt_reason)) return null;
  return t('notCollected.waiting', { reason: t(`notCollected.reasons.${p.failed_attempt_reason}`) });
}
