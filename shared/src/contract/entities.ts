import { z } from 'zod';
import { DROPOFF_STATUSES, PACKAGE_STATUSES, PICKUP_STATUSES } from './status';
import { USER_STATUSES } from './privileges';
import { FIELD_MSG } from './messages';
import { ALLOWED_COUNTRIES } from './constants';

/** Entities of all three spec documents, as the api returns them (timestamps as ISO strings). */
const id = z.string().min(1);
const timestamp = z.string().nullable();

export const statusEntrySchema = z.object({ status: z.string(), date: z.string() });
export type StatusEntry = z.infer<typeof statusEntrySchema>;

export const packageSchema = z.object({
  id,
  tracking_id: z.string(),
  status: z.enum(PACKAGE_STATUSES),
  remark: z.string().nullable(),
  received_date: timestamp,
  updated_date: timestamp,
  photo_urls: z.array(z.string()),
  all_status: z.array(statusEntrySchema),
  user_id: z.string().nullable(),
  sender_id: z.string().nullable(),
  fcs_id: z.string().nullable(),
  sender_fcs_id: z.string().nullable(),
  user_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  sender_name: z.string().nullable(),
  sender_phone_number: z.string().nullable(),
});
export type Package = z.infer<typeof packageSchema>;

/** One answer of GET /track: a package found, or the tracking number with remark "Not found". */
export const trackResultSchema = z.object({
  id: z.string().nullable(),
  tracking_id: z.string(),
  status: z.string().nullable(),
  remark: z.string().nullable(),
  received_date: timestamp,
  updated_date: timestamp,
});
export type TrackResult = z.infer<typeof trackResultSchema>;

export const invoiceLineSchema = z.object({ description: z.string(), quantity: z.number(), unit_price: z.number(), amount: z.number() });
export const invoiceSchema = z.object({
  id,
  invoice_number: z.string(),
  invoice_date: timestamp,
  amount: z.number(),
  status: z.string(),
  user_id: z.string(),
  lines: z.array(invoiceLineSchema).optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const userSchema = z.object({
  id,
  fcs_id: z.string().nullable(),
  user_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  email_verification: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  is_employee: z.boolean(),
  enabled: z.boolean(),
  privileges: z.array(z.string()),
  updated_date: timestamp,
});
export type User = z.infer<typeof userSchema>;

const allowedCountry = z.enum(ALLOWED_COUNTRIES.map((c) => c.code) as [string, ...string[]]);
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** The address form's rules with spec 2 §5's messages; the api applies the same schema. */
export const addressInputSchema = z.object({
  full_name: required(FIELD_MSG.fullName),
  phone_number: required(FIELD_MSG.phoneNumber),
  country: required(FIELD_MSG.country),
  address_line1: required(FIELD_MSG.addressLine1),
  address_line2: z.string().optional().default(''),
  city: required(FIELD_MSG.city),
  state: required(FIELD_MSG.state),
  zip_code: required(FIELD_MSG.zipCode),
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
  is_default: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;
export const addressSchema = addressInputSchema.extend({ id, user_id: id, is_default: z.boolean(), update_time: timestamp });
export type Address = z.infer<typeof addressSchema>;

export const zoneSchema = z.object({ id, name: z.string(), zip_codes: z.array(z.string()), delete_time: z.number() });
export type Zone = z.infer<typeof zoneSchema>;

/** Pickup date: id is the date as yyyymmdd. */
export const pickupDateSchema = z.object({
  id: z.string().regex(/^\d{8}$/),
  remark: z.string().nullable(),
  zones: z.array(z.object({ id, name: z.string() })),
  delete_time: z.number(),
});
export type PickupDate = z.infer<typeof pickupDateSchema>;

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

export const pickupSchema = z.object({
  id,
  pickup_number: z.string(),
  status: z.enum(PICKUP_STATUSES),
  zone_id: z.string().nullable(),
  zone_name: z.string().nullable(),
  pickup_date: timestamp,
  pickup_time_from: z.string().nullable(),
  pickup_time_to: z.string().nullable(),
  customer_id: z.string(),
  customer_fcs_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_phone_number: z.string().nullable(),
  pickup_staff_id: z.string().nullable(),
  pickup_staff_name: z.string().nullable(),
  customer_remark: z.string().nullable(),
  remark: z.string().nullable(),
  confirm_remark: z.string().nullable(),
  reschedule_remark: z.string().nullable(),
  pickup_address: pickupAddressSchema.nullable(),
  photo_urls: z.array(z.string()),
  updated_date: timestamp,
  version: z.number(),
});
export type Pickup = z.infer<typeof pickupSchema>;

export const dropoffSchema = z.object({
  id,
  dropoff_number: z.string(),
  status: z.enum(DROPOFF_STATUSES),
  created_date: timestamp,
  updated_date: timestamp,
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_phone_number: z.string().nullable(),
  customer_fcs_id: z.string().nullable(),
  receiving_staff_id: z.string().nullable(),
  receiving_staff_name: z.string().nullable(),
  customer_remark: z.string().nullable(),
  remark: z.string().nullable(),
  photo_urls: z.array(z.string()),
  version: z.number(),
});
export type Dropoff = z.infer<typeof dropoffSchema>;

export const TEMPLATE_FIELD_TYPES = ['string', 'bool', 'date', 'time', 'int', 'float', 'object'] as const;
export const TEMPLATE_FILTER_COMPARES = ['=', '>=', '<=', '>', '<', 'blank', 'not blank'] as const;
export const templateFieldSchema = z.object({
  field_name: z.string(),
  display_name: z.string(),
  field_type: z.enum(TEMPLATE_FIELD_TYPES),
  show: z.boolean(),
  display_format: z.string().optional().default(''),
  allow_filter: z.boolean(),
  allow_sort: z.boolean(),
  default_sort: z.enum(['no_sort', 'asc', 'desc']),
  filter_compare: z.enum(TEMPLATE_FILTER_COMPARES),
  dropdown_display_field: z.string().optional().default(''),
});
export const reportTemplateSchema = z.object({
  id,
  name: z.string(),
  object: z.string(),
  fields: z.array(templateFieldSchema),
  delete_time: z.number(),
});
export type ReportTemplate = z.infer<typeof reportTemplateSchema>;

export const emailFormatSchema = z.object({
  id,
  subject: z.string(),
  message: z.string(),
  sms: z.string(),
  enable_send_email: z.boolean(),
  enable_send_sms: z.boolean(),
  variables: z.array(z.string()),
});
export type EmailFormat = z.infer<typeof emailFormatSchema>;

export const smsMonthSchema = z.object({ id: z.string(), count: z.number(), amount: z.number() });
export const smsMessageSchema = z.object({
  id,
  date: timestamp,
  from: z.string(),
  to: z.string(),
  message: z.string(),
  amount: z.number(),
  status: z.string(),
});
export const smsRateSchema = z.object({ id, country: z.string(), country_code: z.string(), rate: z.number(), delete_time: z.number() });

export const settingsSchema = z.object({
  facebook_link: z.string(),
  usa_address: z.string(),
  usa_contact_number: z.string(),
  email_address: z.string(),
  emails: z.array(z.string()),
  allow_phone_update: z.boolean(),
  office_lat: z.number(),
  office_lng: z.number(),
});
export type Settings = z.infer<typeof settingsSchema>;

export { allowedCountry };
