import { formatDate } from '../model/format';
import type { Language } from '../model/languages';
import { EMAIL_FORMAT_IDS, renderFormatTexts, type EmailFormatId, type FormatTexts, type FormatVariables } from '../model/notifications';
import { formatPickupDateId, isNotCollectedReason, NOT_COLLECTED_REASON_TEXT } from '../model/pickups';
import { REPORT_TIME_ZONE } from '../model/constants';
import { STATUS_TOKEN_LENGTH, statusLinkUrl } from '../model/status-links';
import { pickupAddressSchema } from './entities';

/**
 * The variables of each notice, from the pickup or drop-off it is about: one builder for the api
 * (which renders them into the outbox) and for the settings preview (which renders a sample), so
 * that the preview shows what the customer will read.
 */

/** The pickup changes that tell the customer, each with its own e-mail/SMS format (Settings). */
export type PickupNotice = 'confirm' | 'reschedule' | 'cancel' | 'complete' | 'notCollected';

export const FORMAT_OF_NOTICE: Record<PickupNotice, EmailFormatId> = {
  confirm: EMAIL_FORMAT_IDS.confirmPickup,
  reschedule: EMAIL_FORMAT_IDS.reschedulePickup,
  cancel: EMAIL_FORMAT_IDS.cancelPickup,
  complete: EMAIL_FORMAT_IDS.completePickup,
  notCollected: EMAIL_FORMAT_IDS.failedPickup,
};

/** What a pickup notice reads of the pickup (the pickup_rows view's columns). */
export interface PickupNoticeSource {
  pickup_number: string;
  pickup_date: string | null;
  pickup_time_from: string | null;
  pickup_time_to: string | null;
  zone_name: string | null;
  customer_fcs_id: string | null;
  customer_name: string | null;
  customer_phone_number: string | null;
  pickup_staff_name: string | null;
  pickup_address: unknown;
  customer_remark: string | null;
  remark: string | null;
  confirm_remark: string | null;
  reschedule_remark: string | null;
  /** The failed attempt the pickup waits to be rescheduled after (pickup_rows), if any. */
  failed_attempt_reason?: string | null;
  failed_attempt_remark?: string | null;
  failed_attempt_at?: Date | string | null;
}

/** What the drop-off notice reads of the drop-off. */
export interface DropoffNoticeSource {
  dropoff_number: string;
  customer_name: string;
  customer_fcs_id: string | null;
  customer_phone_number: string | null;
  receiving_staff_name: string | null;
  customer_remark: string | null;
  remark: string | null;
  created_date: Date | string;
}

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
export function pickupNoticeVariables(
  notice: PickupNotice,
  row: PickupNoticeSource,
  now: Date = new Date(),
  language: Language = 'en',
): FormatVariables {
  const remark =
    notice === 'confirm'
      ? row.confirm_remark
      : notice === 'reschedule'
        ? row.reschedule_remark
        : notice === 'notCollected'
          ? row.failed_attempt_remark
          : row.remark;
  const reason = isNotCollectedReason(row.failed_attempt_reason)
    ? NOT_COLLECTED_REASON_TEXT[language === 'my' ? 'my' : 'en'][row.failed_attempt_reason]
    : '';
  const extra: Record<string, string> =
    notice === 'notCollected'
      ? {
          reason,
          attempt_date: row.failed_attempt_at
            ? formatDate(row.failed_attempt_at, REPORT_TIME_ZONE, language)
            : formatDate(now, REPORT_TIME_ZONE, language),
        }
      : {};
  return {
    ...extra,
    name: row.customer_name ?? '',
    customer_name: row.customer_name ?? '',
    fcs_id: row.customer_fcs_id ?? '',
    customer_phone_number: row.customer_phone_number ?? '',
    pickup_number: row.pickup_number,
    pickup_date: formatPickupDateId(row.pickup_date, language),
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
    date: formatDate(now, REPORT_TIME_ZONE, language),
  };
}

/** The variables of the "Complete Dropoff" format (see COMPLETE_DROPOFF_VARIABLES); dates in ET. */
export function completeDropoffVariables(
  row: DropoffNoticeSource,
  customer: { user_name: string | null; fcs_id: string | null } | null,
  now: Date,
  language: Language = 'en',
): FormatVariables {
  const name = customer?.user_name || row.customer_name;
  return {
    name,
    customer_name: name,
    fcs_id: row.customer_fcs_id ?? customer?.fcs_id ?? '',
    customer_phone_number: row.customer_phone_number ?? '',
    dropoff_number: row.dropoff_number,
    dropoff_date: formatDate(row.created_date, REPORT_TIME_ZONE, language),
    date: formatDate(now, REPORT_TIME_ZONE, language),
    staff_name: row.receiving_staff_name ?? '',
    customer_remark: row.customer_remark ?? '',
    remark: row.remark ?? '',
  };
}

/** The sample pickup of the settings preview. */
export const SAMPLE_PICKUP: PickupNoticeSource = {
  pickup_number: 'PU000123',
  pickup_date: '20260612',
  pickup_time_from: '09:00',
  pickup_time_to: '12:00',
  zone_name: 'Central Jersey',
  customer_fcs_id: 'FCS00001',
  customer_name: 'Alice Carter',
  customer_phone_number: '+15550100001',
  pickup_staff_name: 'Daniel Kim',
  pickup_address: {
    full_name: 'Alice Carter',
    phone_number: '+15550100001',
    address_line1: '27 Oak Tree Road',
    address_line2: 'Apt 3B',
    city: 'Edison',
    state: 'NJ',
    zip_code: '08820',
  },
  customer_remark: 'Two boxes by the door',
  remark: 'The driver will call on arrival',
  confirm_remark: 'The driver will call on arrival',
  reschedule_remark: 'Moved at your request',
  failed_attempt_reason: 'nobody_home',
  failed_attempt_remark: 'Rang twice, no answer',
  failed_attempt_at: '2026-06-12T14:05:00Z',
};

/** The sample drop-off of the settings preview. */
export const SAMPLE_DROPOFF: DropoffNoticeSource = {
  dropoff_number: 'DO000045',
  customer_name: 'Alice Carter',
  customer_fcs_id: 'FCS00001',
  customer_phone_number: '+15550100001',
  receiving_staff_name: 'Emma Lopez',
  customer_remark: 'Fragile items inside',
  remark: 'Three parcels received',
  created_date: '2026-06-10T15:30:00Z',
};

const NOTICE_OF_FORMAT: Partial<Record<EmailFormatId, PickupNotice>> = Object.fromEntries(
  Object.entries(FORMAT_OF_NOTICE).map(([notice, id]) => [id, notice as PickupNotice]),
);

/** The portal origin of the preview's sample link when no other is given. */
export const SAMPLE_PORTAL_ORIGIN = 'https://portal.example.com';
/** A status link as long as a real one (22 characters of token) at `portalOrigin`. */
export const sampleStatusLink = (portalOrigin: string = SAMPLE_PORTAL_ORIGIN) =>
  statusLinkUrl(portalOrigin, 'Xq3vT9bK2mN7pL4wR8sY1c'.slice(0, STATUS_TOKEN_LENGTH));

/** A format's texts rendered with the sample pickup (or drop-off), as its notice would render them. */
export function previewFormat(
  formatId: EmailFormatId,
  texts: FormatTexts,
  now: Date = new Date(),
  language: Language = 'en',
  portalOrigin: string = SAMPLE_PORTAL_ORIGIN,
): FormatTexts {
  const notice = NOTICE_OF_FORMAT[formatId];
  const variables = notice
    ? pickupNoticeVariables(notice, SAMPLE_PICKUP, now, language)
    : completeDropoffVariables(SAMPLE_DROPOFF, null, now, language);
  return renderFormatTexts(texts, { ...variables, status_link: sampleStatusLink(portalOrigin) });
}

/** Whether any of a format's texts (in any language) names %status_link%: only then is a link made. */
export const usesStatusLink = (texts: FormatTexts & Partial<Record<'subject_my' | 'message_my' | 'sms_my', string>>): boolean =>
  [texts.subject, texts.message, texts.sms, texts.subject_my, texts.message_my, texts.sms_my].some((v) => v?.includes('%status_link%'));
