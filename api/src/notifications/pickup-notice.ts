import { FORMAT_OF_NOTICE, pickupNoticeVariables, renderFormatTexts, type PickupNotice } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { outboxRepository, type OutboxMessage } from '../repositories/outbox-repository';
import type { PickupRow } from '../repositories/pickups-repository';

export type { PickupNotice };

interface FormatRow {
  id: string;
  subject: string;
  message: string;
  sms: string;
  enable_send_email: boolean;
  enable_send_sms: boolean;
}

/**
 * Renders the change's format ("Confirm Pickup", "Reschedule Pickup", "Cancel Pickup", "Complete
 * Pickup") into the outbox in the caller's transaction: an e-mail to the customer's verified address
 * when e-mail is enabled, an SMS to their phone when SMS is enabled. Answers the messages queued.
 */
export async function enqueuePickupNotice(q: Db, notice: PickupNotice, row: PickupRow, now: Date = new Date()): Promise<OutboxMessage[]> {
  const [format] = await q.query<FormatRow>('SELECT * FROM email_formats WHERE id = $1', [FORMAT_OF_NOTICE[notice]]);
  if (!format || (!format.enable_send_email && !format.enable_send_sms)) return [];
  const [customer] = await q.query<{ email: string | null; email_verification: string | null; phone_number: string | null }>(
    'SELECT email, email_verification, phone_number FROM users WHERE id = $1',
    [row.customer_id],
  );
  const texts = renderFormatTexts(format, pickupNoticeVariables(notice, row, now));
  const common = { format_id: format.id, related_id: row.id };
  const messages: OutboxMessage[] = [];
  const email = customer?.email?.trim();
  if (format.enable_send_email && email && customer?.email_verification === 'Verified') {
    messages.push({ channel: 'email', recipient: email, subject: texts.subject, body: texts.message, ...common });
  }
  const phone = row.customer_phone_number || customer?.phone_number;
  if (format.enable_send_sms && phone && texts.sms.trim()) {
    messages.push({ channel: 'sms', recipient: phone, subject: null, body: texts.sms, ...common });
  }
  for (const m of messages) await outboxRepository.enqueue(q, m);
  return messages;
}
