import { EMAIL_FORMAT_IDS, formatPickupDateId, renderFormatTexts, type FormatVariables } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { outboxRepository, type OutboxMessage } from '../repositories/outbox-repository';
import type { PickupRow } from '../repositories/pickups-repository';

interface FormatRow {
  id: string;
  subject: string;
  message: string;
  sms: string;
  enable_send_email: boolean;
  enable_send_sms: boolean;
}

/** The variables of the "Cancel Pickup" format; the date in ET. */
export function cancelPickupVariables(row: PickupRow): FormatVariables {
  return {
    name: row.customer_name ?? '',
    customer_name: row.customer_name ?? '',
    fcs_id: row.customer_fcs_id ?? '',
    pickup_number: row.pickup_number,
    pickup_date: formatPickupDateId(row.pickup_date),
    zone_name: row.zone_name ?? '',
    remark: row.remark ?? '',
  };
}

/**
 * Renders the "Cancel Pickup" format into the outbox in the caller's transaction: an e-mail to the
 * customer's verified address when e-mail is enabled, an SMS to their phone when SMS is enabled.
 * Answers the messages queued.
 */
export async function enqueueCancelPickup(q: Db, row: PickupRow): Promise<OutboxMessage[]> {
  const [format] = await q.query<FormatRow>('SELECT * FROM email_formats WHERE id = $1', [EMAIL_FORMAT_IDS.cancelPickup]);
  if (!format) return [];
  const [customer] = await q.query<{ email: string | null; email_verification: string | null }>(
    'SELECT email, email_verification FROM users WHERE id = $1',
    [row.customer_id],
  );
  const texts = renderFormatTexts(format, cancelPickupVariables(row));
  const common = { format_id: format.id, related_id: row.id };
  const messages: OutboxMessage[] = [];
  const email = customer?.email?.trim();
  if (format.enable_send_email && email && customer?.email_verification === 'Verified') {
    messages.push({ channel: 'email', recipient: email, subject: texts.subject, body: texts.message, ...common });
  }
  if (format.enable_send_sms && row.customer_phone_number && texts.sms.trim()) {
    messages.push({ channel: 'sms', recipient: row.customer_phone_number, subject: null, body: texts.sms, ...common });
  }
  for (const m of messages) await outboxRepository.enqueue(q, m);
  return messages;
}
