import { EMAIL_FORMAT_IDS, formatDate, REPORT_TIME_ZONE, renderFormatTexts, type FormatVariables } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import type { DropoffRow } from '../repositories/dropoffs-repository';
import type { OutboxMessage } from '../repositories/outbox-repository';
import { loadFormat, queueByFormat } from './queue-format';

/** The variables of the "Complete Dropoff" format (see COMPLETE_DROPOFF_VARIABLES); dates in ET. */
export function completeDropoffVariables(
  row: DropoffRow,
  customer: { user_name: string | null; fcs_id: string | null } | null,
  now: Date,
): FormatVariables {
  const name = customer?.user_name || row.customer_name;
  return {
    name,
    customer_name: name,
    fcs_id: row.customer_fcs_id ?? customer?.fcs_id ?? '',
    customer_phone_number: row.customer_phone_number ?? '',
    dropoff_number: row.dropoff_number,
    dropoff_date: formatDate(row.created_date, REPORT_TIME_ZONE),
    date: formatDate(now, REPORT_TIME_ZONE),
    staff_name: row.receiving_staff_name ?? '',
    customer_remark: row.customer_remark ?? '',
    remark: row.remark ?? '',
  };
}

/**
 * Renders the "Complete Dropoff" format into the outbox, in the caller's transaction: an e-mail to
 * the customer's address when e-mail is enabled and one is known, an SMS to their phone when SMS
 * is enabled (a channel switched off is recorded as skipped). Answers how many were queued.
 */
export async function enqueueCompleteDropoff(q: Db, row: DropoffRow, now = new Date()): Promise<number> {
  const format = await loadFormat(q, EMAIL_FORMAT_IDS.completeDropoff);
  if (!format) return 0;
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
  const messages: OutboxMessage[] = [];
  const email = customer?.email?.trim();
  if (email) messages.push({ channel: 'email', recipient: email, subject: texts.subject, body: texts.message, ...common });
  const phone = customer?.phone_number || row.customer_phone_number;
  if (phone && texts.sms.trim()) messages.push({ channel: 'sms', recipient: phone, subject: null, body: texts.sms, ...common });
  // A switch that is off keeps its message from leaving; the outbox records it as skipped.
  return (await queueByFormat(q, format, messages)).length;
}
