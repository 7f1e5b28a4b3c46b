import { z } from 'zod';
import { TEXT_LIMITS } from '../model/limits';
import { EMAIL_FORMAT_IDS } from '../model/notifications';
import {
  duplicateZips,
  FORMAT_VARIABLES,
  isDateId,
  isEmailFormatId,
  SETTINGS_MSG,
  unknownVariablesMessage,
  unknownVariables,
  zipEntryProblem,
} from '../model/settings';
import { idOf, optionalText, remark, requiredText } from './fields';

/**
 * The bodies of the settings writes (spec 2 §7: POST/PUT/DELETE /zones, /pickup_dates, PUT
 * /email_formats; ours: PUT /settings), admin only. The api adds what needs the database: the
 * dataset lookup of each zip, a zip held by another zone, a date already offered.
 */

/** The most zip codes one zone holds, and the most zones a date is offered in. */
export const MAX_ZONE_ZIPS = 500;
export const MAX_DATE_ZONES = 100;

const zipCode = z
  .string({ error: SETTINGS_MSG.invalidZip })
  .max(TEXT_LIMITS.zip, SETTINGS_MSG.invalidZip)
  .refine((zip) => zipEntryProblem(zip, []) === null, SETTINGS_MSG.invalidZip);

const zipCodes = z
  .array(zipCode, { error: SETTINGS_MSG.zoneZips })
  .min(1, SETTINGS_MSG.zoneZips)
  .max(MAX_ZONE_ZIPS, `A zone holds at most ${MAX_ZONE_ZIPS} zip codes`)
  .superRefine((zips, ctx) => {
    const twice = duplicateZips(zips);
    if (twice.length > 0) ctx.addIssue({ code: 'custom', message: `${SETTINGS_MSG.zipInZone}: ${twice.join(', ')}` });
  });

const zoneName = requiredText(SETTINGS_MSG.zoneName, 'The zone name', 'name');

/** POST /zones */
export const zoneCreateSchema = z.strictObject({ name: zoneName, zip_codes: zipCodes });
export type ZoneCreateInput = z.input<typeof zoneCreateSchema>;
/** PUT /zones */
export const zoneUpdateSchema = z.strictObject({ id: idOf('zone'), name: zoneName, zip_codes: zipCodes });
export type ZoneUpdateInput = z.input<typeof zoneUpdateSchema>;
/** DELETE /zones and DELETE /pickup_dates */
export const settingsRefSchema = z.strictObject({ id: idOf('row') });
export type SettingsRefInput = z.input<typeof settingsRefSchema>;

const dateId = requiredText(SETTINGS_MSG.dateInvalid, 'The pickup date', 'id').refine(isDateId, SETTINGS_MSG.dateInvalid);
/** A zone of a date: its id, or the {id, name} the pickup date answers with. */
const dateZone = z.union([idOf('zone'), z.strictObject({ id: idOf('zone'), name: z.string().max(TEXT_LIMITS.name).optional() })]);
const dateZones = z
  .array(dateZone, { error: SETTINGS_MSG.dateZones })
  .min(1, SETTINGS_MSG.dateZones)
  .max(MAX_DATE_ZONES, `A date is offered in at most ${MAX_DATE_ZONES} zones`)
  .transform((zones) => [...new Set(zones.map((x) => (typeof x === 'string' ? x : x.id)))]);

/** POST /pickup_dates and PUT /pickup_dates: the date (yyyymmdd), its remark and the zones it is offered in. */
export const pickupDateWriteSchema = z.strictObject({ id: dateId, remark, zones: dateZones });
export type PickupDateWriteInput = z.input<typeof pickupDateWriteSchema>;

const formatText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .refine((v) => !v.includes('\u0000'), `${label} must not contain a NUL character`)
    .max(max, `${label} is too long (at most ${max} characters)`);

/** The longest subject, message and SMS text of a format. */
export const FORMAT_LIMITS = { subject: 200, message: 10_000, sms: 1_600 } as const;

/** PUT /email_formats: the texts and switches of one format; a %name% the format does not offer is refused. */
export const emailFormatUpdateSchema = z
  .strictObject({
    id: z.enum(Object.values(EMAIL_FORMAT_IDS) as [string, ...string[]], { error: SETTINGS_MSG.formatMissing }),
    subject: formatText('The subject', FORMAT_LIMITS.subject),
    message: formatText('The message', FORMAT_LIMITS.message),
    sms: formatText('The sms text', FORMAT_LIMITS.sms),
    enable_send_email: z.boolean({ error: 'enable_send_email must be true or false' }),
    enable_send_sms: z.boolean({ error: 'enable_send_sms must be true or false' }),
    // The Burmese version (issue 24): each may be empty (that channel falls back to the English); absent keeps the stored one.
    subject_my: formatText('The Burmese subject', FORMAT_LIMITS.subject).optional(),
    message_my: formatText('The Burmese message', FORMAT_LIMITS.message).optional(),
    sms_my: formatText('The Burmese sms text', FORMAT_LIMITS.sms).optional(),
  })
  .superRefine((body, ctx) => {
    if (!isEmailFormatId(body.id)) return;
    const labels = {
      subject: 'subject',
      message: 'message',
      sms: 'sms text',
      subject_my: 'Burmese subject',
      message_my: 'Burmese message',
      sms_my: 'Burmese sms text',
    };
    for (const field of ['subject', 'message', 'sms', 'subject_my', 'message_my', 'sms_my'] as const) {
      const unknown = unknownVariables(body[field] ?? '', FORMAT_VARIABLES[body.id]);
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', path: [field], message: unknownVariablesMessage(labels[field], unknown) });
    }
    if (body.enable_send_email && !body.subject.trim())
      ctx.addIssue({ code: 'custom', path: ['subject'], message: 'A subject is required while e-mails are sent' });
    if (body.enable_send_email && !body.message.trim())
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'A message is required while e-mails are sent' });
    if (body.enable_send_sms && !body.sms.trim())
      ctx.addIssue({ code: 'custom', path: ['sms'], message: 'An sms text is required while SMSs are sent' });
  });
export type EmailFormatUpdateInput = z.input<typeof emailFormatUpdateSchema>;

const httpUrl = (label: string) =>
  optionalText(label, 'url').refine((v) => !v || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), `${label} must be an http(s) link`);

/** PUT /settings: the contact block (spec 1 §2) and the office location of the route map (spec 3). */
export const settingsUpdateSchema = z.strictObject({
  facebook_link: httpUrl('The facebook link'),
  usa_address: requiredText('The US address is required', 'The US address', 'addressLine'),
  usa_contact_number: requiredText('The contact number is required', 'The contact number', 'phone').refine(
    (v) => /^\+?[0-9 ()\-.]{7,20}$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7,
    'The contact number must be digits (with +, spaces, dashes or brackets)',
  ),
  email_address: requiredText('The e-mail address is required', 'The e-mail address', 'email').refine(
    (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
    'The e-mail address is not valid',
  ),
  office_lat: z
    .number({ error: 'The office latitude must be a number' })
    .min(-90, 'The office latitude is between -90 and 90')
    .max(90, 'The office latitude is between -90 and 90'),
  office_lng: z
    .number({ error: 'The office longitude must be a number' })
    .min(-180, 'The office longitude is between -180 and 180')
    .max(180, 'The office longitude is between -180 and 180'),
});
export type SettingsUpdateInput = z.input<typeof settingsUpdateSchema>;

/** GET /zip_codes/:zip: a zip of the US dataset with its place. */
export const zipPlaceSchema = z.object({ zip: z.string(), city: z.string(), state: z.string() });
export type ZipPlace = z.infer<typeof zipPlaceSchema>;

/** The field messages of a form draft, keyed by field; {} when valid. */
export function settingsFormErrors(schema: z.ZodType, draft: unknown): Record<string, string> {
  const result = schema.safeParse(draft);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!errors[key]) errors[key] = issue.message;
  }
  return errors;
}
