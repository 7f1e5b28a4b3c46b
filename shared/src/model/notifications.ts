/**
 * E-mail and SMS formats (email_formats rows) with %name% variables, rendered into the
 * notification outbox in the transaction of the change that caused them.
 */
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The ids of the email_formats rows. */
export const EMAIL_FORMAT_IDS = {
  confirmPickup: 'confirm_pickup',
  cancelPickup: 'cancel_pickup',
  completePickup: 'complete_pickup',
  reschedulePickup: 'reschedule_pickup',
  completeDropoff: 'complete_dropoff',
  failedPickup: 'failed_pickup',
} as const;
export type EmailFormatId = (typeof EMAIL_FORMAT_IDS)[keyof typeof EMAIL_FORMAT_IDS];

/**
 * The variables the "Complete Dropoff" format may use. `name`, `dropoff_number`, `dropoff_date`,
 * `staff_name` and `remark` are the seeded format's; the others are aliases and extras. Every
 * format offers `status_link`: the record's status page (`<portal origin>/s/<token>`).
 */
export const COMPLETE_DROPOFF_VARIABLES = [
  'name',
  'customer_name',
  'fcs_id',
  'customer_phone_number',
  'dropoff_number',
  'dropoff_date',
  'date',
  'staff_name',
  'customer_remark',
  'remark',
  'status_link',
] as const;

/**
 * The variables the four pickup formats (Confirm, Reschedule, Cancel, Complete Pickup) may use; the
 * pickup as it is after the change. `remark` is that change's remark (the confirm's, the
 * reschedule's, the cancel's or the completion's); `staff_name` the assigned staff member.
 */
export const PICKUP_NOTICE_VARIABLES = [
  'name',
  'customer_name',
  'fcs_id',
  'customer_phone_number',
  'pickup_number',
  'pickup_date',
  'pickup_time_from',
  'pickup_time_to',
  'zone_name',
  'staff_name',
  'pickup_staff_name',
  'pickup_address',
  'customer_remark',
  'confirm_remark',
  'reschedule_remark',
  'remark',
  'date',
  'status_link',
] as const;

/**
 * The variables of the "Failed Pickup" format (a driver's Not collected): the pickup's, with
 * `reason` (in the customer's language) and `remark` the driver's remark.
 */
export const FAILED_PICKUP_VARIABLES = [...PICKUP_NOTICE_VARIABLES, 'reason', 'attempt_date'] as const;

export type FormatVariables = Readonly<Record<string, string | number | null | undefined>>;

/**
 * Replaces each %name% whose name is a key of `variables` by its value (null and undefined give
 * ''). Other %...% text stays as written, so that "50%" or a misspelt variable is visible rather
 * than silently removed.
 */
export function renderFormat(template: string, variables: FormatVariables): string {
  return template.replace(/%([A-Za-z][A-Za-z0-9_]*)%/g, (whole, name: string) =>
    Object.hasOwn(variables, name) ? String(variables[name] ?? '') : whole,
  );
}

export interface FormatTexts {
  subject: string;
  message: string;
  sms: string;
}

/** The three texts of a format, rendered. */
export function renderFormatTexts(format: FormatTexts, variables: FormatVariables): FormatTexts {
  return {
    subject: renderFormat(format.subject, variables),
    message: renderFormat(format.message, variables),
    sms: renderFormat(format.sms, variables),
  };
}

/** A format's Burmese version (issue 24): each text may be empty. */
export interface BurmeseFormatTexts {
  subject_my: string;
  message_my: string;
  sms_my: string;
}

/**
 * The texts a notice is written in for a person of `language`: in Burmese, each channel's Burmese
 * version where the format has one (the e-mail by its message, with the English subject if its own
 * is empty), the English otherwise; in any other language (or none chosen), the English.
 */
export function formatTextsIn(format: FormatTexts & Partial<BurmeseFormatTexts>, language: string | null | undefined): FormatTexts {
  const english = { subject: format.subject, message: format.message, sms: format.sms };
  if (language !== 'my') return english;
  const email = format.message_my?.trim()
    ? { subject: format.subject_my?.trim() ? format.subject_my : format.subject, message: format.message_my }
    : english;
  return { ...email, sms: format.sms_my?.trim() ? format.sms_my : format.sms };
}
