// SMS usage and SMS rates (spec 3 §2 /sms and /rates, §3, §5, §7; issue 12).
import { z } from 'zod';
import { MSG } from '../model/messages';
import { SMS_PAGE_SIZES } from '../model/constants';
import { idOf, requiredText } from './fields';

/** A month id as the spec writes it: YYYYM, the month without padding (20261, 202612). */
export const SMS_MONTH_ID = /^(\d{4})([1-9]|1[0-2])$/;

export const smsMonthIdSchema = z
  .string({ error: 'month must be text' })
  .max(6, 'month must be YYYYM (e.g. 202611)')
  .regex(SMS_MONTH_ID, 'month must be YYYYM (e.g. 202611)');

/** GET /sms_months: the last `last` months up to this one (America/New_York), newest first, empty months with 0. */
export const smsMonthsQuerySchema = z.strictObject({
  last: z.coerce
    .number({ error: 'last must be a number' })
    .int()
    .min(1, 'last must be 1 to 120')
    .max(120, 'last must be 1 to 120')
    .default(12),
});

export const smsUsageMonthSchema = z.object({ id: z.string(), count: z.number().int(), amount: z.number() });
export type SmsUsageMonth = z.infer<typeof smsUsageMonthSchema>;

/** GET /sms_messages: one page of a month's messages, newest first. */
export const smsMessagesQuerySchema = z.strictObject({
  month: smsMonthIdSchema,
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .refine((n) => (SMS_PAGE_SIZES as readonly number[]).includes(n), `limit must be one of ${SMS_PAGE_SIZES.join(', ')}`)
    .default(10),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(1_000_000).default(0),
});
export type SmsMessagesQuery = z.input<typeof smsMessagesQuerySchema>;

/** One logged SMS: the spec's fields, the amount null when the destination's country has no rate. */
export const smsLogRowSchema = z.object({
  id: z.string(),
  date: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  message: z.string(),
  amount: z.number().nullable(),
  status: z.string(),
  segments: z.number().int(),
  country_code: z.string().nullable(),
});
export type SmsLogRow = z.infer<typeof smsLogRowSchema>;

/** A month's page: the rows, the month's message count and its amount (Usage:$). */
export const smsMessagesPageSchema = z.object({ rows: z.array(smsLogRowSchema), total: z.number().int(), amount: z.number() });
export type SmsMessagesPage = z.infer<typeof smsMessagesPageSchema>;

export const smsRateRowSchema = z.object({ id: z.string(), country: z.string(), country_code: z.string(), rate: z.number() });
export type SmsRateRow = z.infer<typeof smsRateRowSchema>;

/** The highest rate taken (sms_rates.rate is numeric(10, 4)). */
export const MAX_SMS_RATE = 999_999;

/** The rate as typed: it must parse to a nonzero number (spec 3 §5: 'Invalid rate'); a price is never negative. */
export function parseRate(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[+]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return null;
  const rate = Number(text);
  return Number.isFinite(rate) && rate > 0 && rate <= MAX_SMS_RATE ? rate : null;
}

const rate = z.union([z.number(), z.string().max(30, MSG.invalidRate)], { error: MSG.invalidRate }).transform((value, ctx) => {
  const parsed = parseRate(value);
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: MSG.invalidRate });
    return z.NEVER;
  }
  return parsed;
});

/** A country calling code, '+' and 1 to 3 digits (95 is taken as +95). */
export const countryCodeSchema = requiredText('Country Code is required', 'Country Code', 'id')
  .transform((v) => v.replace(/\s/g, ''))
  .refine((v) => /^\+?[1-9]\d{0,2}$/.test(v), 'Country Code must be a calling code such as +1 or +95')
  .transform((v) => (v.startsWith('+') ? v : `+${v}`));

const rateFields = {
  country: requiredText('Country is required', 'Country', 'country'),
  country_code: countryCodeSchema,
  rate,
};

/** POST /sms_rates (spec 3 §7 sends an id too; a new rate's id is made by the server). */
export const smsRateCreateSchema = z.strictObject({ id: z.string().max(64).nullish(), ...rateFields });
export const smsRateUpdateSchema = z.strictObject({ id: idOf('sms rate'), ...rateFields });
export const smsRateDeleteSchema = z.strictObject({ id: idOf('sms rate') });
export type SmsRateInput = z.input<typeof smsRateCreateSchema>;
export type SmsRateUpdateInput = z.input<typeof smsRateUpdateSchema>;
