import {
  EMAIL_FORMAT_IDS,
  formatDate,
  formatPickupDateId,
  pickupAddressSchema,
  REPORT_TIME_ZONE,
  renderFormatTexts,
  type FormatVariables,
} from '@fcs/shared/contract';
import type { Db } from '../db/db';
import type { OutboxMessage } from '../repositories/outbox-repository';
import type { PickupRow } from '../repositories/pickups-repository';
import { loadFormat, queueByFormat } from './queue-format';

/** The pickup changes that tell the customer, each with its own e-mail/SMS format (Settings). */
export type PickupNotice = 'confirm' | 'reschedule' | 'cancel' | 'complete';

const FORMAT_OF: Record<PickupNotice, string> = {
  confirm: EMAIL_FORMAT_IDS.confirmPickup,
  reschedule: EMAIL_FORMAT_IDS.reschedulePickup,
  cancel: EMAIL_FORMAT_IDS.cancelPickup,
  complete: EMAIL_FORMAT_IDS.completePickup,
};

/** The pickup address snapshot on one line ("27 Oak Tree Road, Apt 3B, Edison, NJ 08820"); '' when there is none. */
export function pickupAddressLine(snapshot: unknown): string {
  const parsed = pickupAddressSchema.safeParse(snapshot);
  if (!parsed.success || !parsed.data) return '';
  const a = parsed.data;
  const cityLine = [a.city, [a.state, a.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.address_line1, a.address_line2, cityLine].filter((x) => x && String(x).trim()).join(', ');
}

/**
 * The variables of every pickup format (see PICKUP_NOTICE_VARIABLES): the pickup as it is after the
 * change; `remark` is the remark of that change (the confirm's, the reschedule's, or the cancel's
 * and complete's); dates MM/DD/YYYY in ET.
 */
export function pickupNoticeVariables(notice: PickupNotice, row: PickupRow, now: Date = new Date()): FormatVariables {
  const remark = notice === 'confirm' ? row.confirm_remark : notice === 'reschedule' ? row.reschedule_remark : row.remark;
  return {
    name: row.customer_name ?? '',
    customer_name: row.customer_name ?? '',
    fcs_id: row.customer_fcs_id ?? '',
    customer_phone_number: row.customer_phone_number ?? '',
    pickup_number: row.pickup_number,
    pickup_date: formatPickupDateId(row.pickup_date),
    pickup_time_from: row.pickup_time_from ?? '',
    pickup_time_to: row.pickup_time_to ?? '',
    zone_name: row.zone_name ?? '',
    staff_name: row.pickup_staff_name ?? '',
    pickup_staff_name: row.pickup_staff_name ?? '',
    pickup_address: pickupAddressLine(row.pickup_address),
    customer_remark: row.customer_remark ?? '',
    confirm_remark: row.confirm_remark ?? '',
    reschedule_remark: row.reschedule_remark ?? '',
    remark: remark ?? '',
    date: formatDate(now, REPORT_TIME_ZONE),
  };
}

/**
 * Renders the change's format ("Confirm Pickup", "Reschedule Pickup", "Cancel Pickup", "Complete
 * Pickup") into the outbox in the caller's transaction: an e-mail to the customer's verified address
 * when e-mail is enabled, an SMS to their phone when SMS is enabled (a channel switched off is
 * recorded as skipped). Answers the messages queued.
 */
export async function enqueuePickupNotice(q: Db, notice: PickupNotice, row: PickupRow, now: Date = new Date()): Promise<OutboxMessage[]> {
  const format = await loadFormat(q, FORMAT_OF[notice]);
  if (!format) return [];
  const [customer] = await q.query<{ email: string | null; email_verification: string | null; phone_number: string | null }>(
    'SELECT email, email_verification, phone_number FROM users WHERE id = $1',
    [row.customer_id],
  );
  const texts = renderFormatTexts(format, pickupNoticeVariables(notice, row, now));
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
