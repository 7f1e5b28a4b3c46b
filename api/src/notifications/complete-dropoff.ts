import { completeDropoffVariables, EMAIL_FORMAT_IDS, renderFormatTexts } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import type { DropoffRow } from '../repositories/dropoffs-repository';
import { outboxRepository } from '../repositories/outbox-repository';

interface FormatRow {
  id: string;
  subject: string;
  message: string;
  sms: string;
  enable_send_email: boolean;
  enable_send_sms: boolean;
}

/**
 * Renders the "Complete Dropoff" format into the outbox, in the caller's transaction: an e-mail to
 * the customer's address when e-mail is enabled and one is known, an SMS to their phone when SMS
 * is enabled. Answers how many messages were queued.
 */
export async function enqueueCompleteDropoff(q: Db, row: DropoffRow, now = new Date()): Promise<number> {
  const [format] = await q.query<FormatRow>('SELECT * FROM email_formats WHERE id = $1', [EMAIL_FORMAT_IDS.completeDropoff]);
  if (!format || (!format.enable_send_email && !format.enable_send_sms)) return 0;
  const customer = row.customer_id
    ? ((
        await q.query<{ user_name: string | null; fcs_id: string | null; email: string | null; phone_number: string | null }>(
          'SELECT user_name, fcs_id, email, phone_number FROM users WHERE id = $1',
          [row.customer_id],
        )
      )[0] ?? null)
    : null;
  const texts = renderFormatTexts(format, completeDropoffVariables(row, customer, now));
  const common = { format_id: format.id, related_id: row.id };
  let queued = 0;
  const email = customer?.email?.trim();
  if (format.enable_send_email && email) {
    await outboxRepository.enqueue(q, { channel: 'email', recipient: email, subject: texts.subject, body: texts.message, ...common });
    queued++;
  }
  const phone = customer?.phone_number || row.customer_phone_number;
  if (format.enable_send_sms && phone && texts.sms.trim()) {
    await outboxRepository.enqueue(q, { channel: 'sms', recipient: phone, subject: null, body: texts.sms, ...common });
    queued++;
  }
  return queued;
}
