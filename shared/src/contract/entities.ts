import { z } from 'zod';
import {
  ADDRESS,
  CUSTOMER_HIT,
  DROPOFF,
  EMAIL_FORMAT,
  INVOICE,
  PACKAGE,
  PICKUP,
  PICKUP_DATE,
  REPORT_TEMPLATE,
  SETTINGS,
  SMS_MESSAGE,
  SMS_MONTH,
  SMS_RATE,
  AUDIT_ENTRY,
  STAFF,
  TEMPLATE_FIELD_TYPES,
  TEMPLATE_FILTER_COMPARES,
  TEMPLATE_SORTS,
  TRACK_RESULT,
  USER,
  ZONE,
  type FieldDef,
  type RowOf,
} from '../model/entities';
import { INVOICE_DETAIL, INVOICE_LINE } from '../model/invoices';

/**
 * The zod schemas of the entities, made from their definitions in the model (one shape per
 * entity): the api's response serializer and its OpenAPI document use them.
 */
function fieldSchema(f: FieldDef): z.ZodType {
  let s: z.ZodType;
  if (f.values) s = z.enum(f.values as [string, ...string[]]);
  else if (f.photos) s = z.array(z.string());
  else if (f.day) s = z.string().regex(/^\d{8}$/, 'a day as yyyymmdd');
  else
    s = {
      string: z.string(),
      date: z.string(),
      time: z.string(),
      int: z.number().int(),
      float: z.number(),
      bool: z.boolean(),
      object: z.unknown(),
    }[f.type];
  return f.nullable ? s.nullable() : s;
}

/** The schema of an entity; JSON fields get theirs from `shapes`. */
export function schemaOf<E extends { fields: Record<string, FieldDef> }>(
  def: E,
  shapes: Partial<Record<keyof E['fields'], z.ZodType>> = {},
): z.ZodObject<Record<keyof E['fields'], z.ZodType>> & z.ZodType<RowOf<E & { fields: E['fields'] }>> {
  const shape = Object.fromEntries(
    Object.entries(def.fields).map(([name, f]) => [name, (shapes as Record<string, z.ZodType>)[name] ?? fieldSchema(f)]),
  );
  return z.object(shape) as never;
}

const strings = z.array(z.string());
/** One status change; `by_name` (who made it) only for pkg staff, from GET /packages/:id. */
export const statusEntrySchema = z.object({ status: z.string(), date: z.string(), by_name: z.string().nullable().optional() });
export const pickupAddressSchema = z.object({
  id: z.string().optional(),
  full_name: z.string(),
  phone_number: z.string(),
  country: z.string().optional(),
  address_line1: z.string().optional(),
  address_line2: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip_code: z.string(),
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
});

export const packageSchema = schemaOf(PACKAGE, { all_status: z.array(statusEntrySchema) });
export const pickupSchema = schemaOf(PICKUP, { pickup_address: pickupAddressSchema.nullable() });
export const dropoffSchema = schemaOf(DROPOFF);
export const invoiceRowSchema = schemaOf(INVOICE);
export const invoiceDetailLineSchema = schemaOf(INVOICE_LINE);
export const invoiceDetailSchema = schemaOf(INVOICE_DETAIL, { lines: z.array(invoiceDetailLineSchema) });
export const userSchema = schemaOf(USER, { privileges: strings });
export const addressSchema = schemaOf(ADDRESS);
export const zoneSchema = schemaOf(ZONE, { zip_codes: strings });
export const pickupDateSchema = schemaOf(PICKUP_DATE, { zones: z.array(z.object({ id: z.string(), name: z.string() })) });
export const trackResultSchema = schemaOf(TRACK_RESULT);
export const settingsSchema = schemaOf(SETTINGS, { emails: strings });
export const staffSchema = schemaOf(STAFF);
export const customerHitSchema = schemaOf(CUSTOMER_HIT);
export const templateFieldSchema = z.object({
  field_name: z.string(),
  display_name: z.string(),
  field_type: z.enum(TEMPLATE_FIELD_TYPES),
  show: z.boolean(),
  display_format: z.string().optional().default(''),
  allow_filter: z.boolean(),
  allow_sort: z.boolean(),
  default_sort: z.enum(TEMPLATE_SORTS),
  filter_compare: z.enum(TEMPLATE_FILTER_COMPARES),
  dropdown_display_field: z.string().optional().default(''),
  order: z.number().int().optional().default(0),
});
export const reportTemplateSchema = schemaOf(REPORT_TEMPLATE, { fields: z.array(templateFieldSchema) });
export const emailFormatSchema = schemaOf(EMAIL_FORMAT, { variables: strings });
export const smsMonthSchema = schemaOf(SMS_MONTH);
export const smsMessageSchema = schemaOf(SMS_MESSAGE);
export const smsRateSchema = schemaOf(SMS_RATE);
export const auditEntrySchema = schemaOf(AUDIT_ENTRY, {
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
