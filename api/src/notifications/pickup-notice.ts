import {
  FORMAT_OF_NOTICE,
  formatTextsIn,
  isLanguage,
  pickupNoticeVariables,
  renderFormatTexts,
  usesStatusLink,
  type PickupNotice,
} from '@fcs/shared/contract';
import type { Db } from '../db/db';
import type { OutboxMessage } from '../repositories/outbox-repository';
import type { PickupRow } from '../repositories/pickups-repository';
import { mintStatusLink } from '../status-links/status-links';
import { loadFormat, queueByFormat } from './queue-format';

export type { PickupNotice };

/**
 * Renders the change's format ("Confirm Pickup", "Reschedule Pickup", "Cancel Pickup", "Complete
 * Pickup") into the outbox in the caller's transaction: an e-mail to the customer's verified address
 * when e-mail is enabled, an SMS to their phone when SMS is enabled (a channel switched off is
 * recorded as skipped), in the customer's language, with a new status link when the format names
 * %status_link% (made at `portalUrl`). Answers the messages queued.
 */
export async function enqueuePickupNotice(
  q: Db,
  notice: PickupNotice,
  row: PickupRow,
  portalUrl: string,
  now: Date = new Date(),
): Promise<OutboxMessage[]> {
  const format = await loadFormat(q, FORMAT_OF_NOTICE[notice]);
  if (!format) return [];
  const [customer] = await q.query<{
    email: string | null;
    email_verification: string | null;
    phone_number: string | null;
    language: string | null;
  }>('SELECT email, email_verification, phone_number, language FROM users WHERE id = $1', [row.customer_id]);
  const language = isLanguage(customer?.language) ? customer.language : 'en';
  const status_link = usesStatusLink(format) ? await mintStatusLink(q, 'pickup', row.id, portalUrl) : '';
  const texts = renderFormatTexts(formatTextsIn(format, language), { ...pickupNoticeVariables(notice, row, now, language), status_link });
  const common = { format_id: format.id, related_id: row.id };
  const messages: OutboxMessage[] = [];
  const email = customer?.email?.trim();
  if (email && customer?.email_verification === 'Verified') {
    messages.push({ channel: 'email', recipient: email, subject: texts.subject, body: texts.message, ...common });
  }
  const phone = row.customer_phone_number || customer?.phone_number;
  if (phone && texts.sms.trim()) {
    messages.push({ channel: 'sms', recipient: phone, subject: null, body: texts.sms, ...common });
  }
  // A switch that is off keeps its message from leaving; the outbox records it as skipped.
  return queueByFormat(q, format, messages);
}
