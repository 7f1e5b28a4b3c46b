import {
  completeDropoffVariables,
  EMAIL_FORMAT_IDS,
  formatTextsIn,
  isLanguage,
  renderFormatTexts,
  usesStatusLink,
} from '@fcs/shared/contract';
import type { Db } from '../db/db';
import type { DropoffRow } from '../repositories/dropoffs-repository';
import type { OutboxMessage } from '../repositories/outbox-repository';
import { mintStatusLink } from '../status-links/status-links';
import { loadFormat, queueByFormat } from './queue-format';

/**
 * Renders the "Complete Dropoff" format into the outbox, in the caller's transaction: an e-mail to
 * the customer's address when e-mail is enabled and one is known, an SMS to their phone when SMS
 * is enabled (a channel switched off is recorded as skipped), in the customer's language, with a
 * new status link when the format names %status_link% (made at `portalUrl`). Answers how many were queued.
 */
export async function enqueueCompleteDropoff(q: Db, row: DropoffRow, portalUrl: string, now = new Date()): Promise<number> {
  const format = await loadFormat(q, EMAIL_FORMAT_IDS.completeDropoff);
  if (!format) return 0;
  const customer = row.customer_id
    ? ((
        await q.query<{
          user_name: string | null;
          fcs_id: string | null;
          email: string | null;
          phone_number: string | null;
          language: string | null;
        }>('SELECT user_name, fcs_id, email, phone_number, language FROM users WHERE id = $1', [row.customer_id])
      )[0] ?? null)
    : null;
  const language = isLanguage(customer?.language) ? customer.language : 'en';
  const status_link = usesStatusLink(format) ? await mintStatusLink(q, 'dropoff', row.id, portalUrl) : '';
  const texts = renderFormatTexts(formatTextsIn(format, language), {
    ...completeDropoffVariables(row, customer, now, language),
    status_link,
  });
  const common = { format_id: format.id, related_id: row.id };
  const messages: OutboxMessage[] = [];
  const email = customer?.email?.trim();
  if (email) messages.push({ channel: 'email', recipient: email, subject: texts.subject, body: texts.message, ...common });
  const phone = customer?.phone_number || row.customer_phone_number;
  if (phone && texts.sms.trim()) messages.push({ channel: 'sms', recipient: phone, subject: null, body: texts.sms, ...common });
  // A switch that is off keeps its message from leaving; the outbox records it as skipped.
  return (await queueByFormat(q, format, messages)).length;
}
