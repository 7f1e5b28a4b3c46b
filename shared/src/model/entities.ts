import { USER_STATUSES } from './access';
import { PACKAGE_STATUSES, PICKUP_STATUSES, DROPOFF_STATUSES, INVOICE_STATUSES } from './status';
import { AUDIT_OPERATIONS, AUDITED_TABLES, type AuditChanges } from './audit';

/**
 * One shape per entity (spec 1 §3, spec 2 §3, spec 3 §3): the fields the api answers, each with its
 * type. The TypeScript types, the zod schemas of the contract, the api's row mapping and the report
 * service's whitelist all come from these definitions, and a test checks them against the SQL views
 * they are read from.
 */

/** The report service's field types (spec 3 §3, template field types). */
export const FIELD_TYPES = ['string', 'bool', 'date', 'time', 'int', 'float', 'object'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldDef<T = unknown> {
  type: FieldType;
  nullable: boolean;
  /** A uuid column: compared as uuid, and a value that is not one matches nothing. */
  uuid?: boolean;
  /** A calendar day travelling as yyyymmdd (pickup dates), not a moment. */
  day?: boolean;
  /** The only values it takes. */
  values?: readonly string[];
  /** Stored file paths, answered as absolute URLs. */
  photos?: boolean;
  /** The TypeScript type, for inference only. */
  readonly _ts?: T;
}

export const field = {
  id: (): FieldDef<string> => ({ type: 'string', nullable: false, uuid: true }),
  ref: (): FieldDef<string | null> => ({ type: 'string', nullable: true, uuid: true }),
  text: (): FieldDef<string> => ({ type: 'string', nullable: false }),
  textOrNull: (): FieldDef<string | null> => ({ type: 'string', nullable: true }),
  oneOf: <V extends string>(values: readonly V[]): FieldDef<V> => ({ type: 'string', nullable: false, values }),
  /** A moment, answered as an ISO timestamp in UTC. */
  moment: (): FieldDef<string | null> => ({ type: 'date', nullable: true }),
  /** A calendar day as yyyymmdd. */
  day: (): FieldDef<string | null> => ({ type: 'date', nullable: true, day: true }),
  /** hh:mm */
  time: (): FieldDef<string | null> => ({ type: 'time', nullable: true }),
  int: (): FieldDef<number> => ({ type: 'int', nullable: false }),
  numberOrNull: (): FieldDef<number | null> => ({ type: 'float', nullable: true }),
  float: (): FieldDef<number> => ({ type: 'float', nullable: false }),
  bool: (): FieldDef<boolean> => ({ type: 'bool', nullable: false }),
  photos: (): FieldDef<string[]> => ({ type: 'object', nullable: false, photos: true }),
  json: <T>(): FieldDef<T> => ({ type: 'object', nullable: true }),
};

export interface EntityDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** The view or table the api reads it from, when it is one. */
  source?: string;
  fields: F;
  /** The list order when none is asked for (the id breaks ties, so that paging is stable). */
  defaultSort?: string;
}

export type RowOf<E extends EntityDef> = { [K in keyof E['fields']]: E['fields'][K] extends FieldDef<infer T> ? T : never };

const entity = <F extends Record<string, FieldDef>>(def: EntityDef<F>) => def;

export interface StatusEntry {
  status: string;
  date: string;
  /** Who made the change: for pkg staff only (GET /packages/:id); a customer never gets it. */
  by_name?: string | null;
}

/** A pickup's address as it was when chosen (a snapshot; spec 2 §3). */
export interface PickupAddress {
  id?: string;
  full_name: string;
  phone_number: string;
  country?: string;
  address_line1?: string;
  address_line2?: string;
  city?: string;
  state?: string;
  zip_code: string;
  lat?: number | null;
  lng?: number | null;
}

export const PACKAGE = entity({
  source: 'package_rows',
  defaultSort: 'received_date desc',
  fields: {
    id: field.id(),
    tracking_id: field.text(),
    status: field.oneOf(PACKAGE_STATUSES),
    remark: field.textOrNull(),
    received_date: field.moment(),
    updated_date: field.moment(),
    photo_urls: field.photos(),
    all_status: field.json<StatusEntry[]>(),
    user_id: field.ref(),
    sender_id: field.ref(),
    fcs_id: field.textOrNull(),
    sender_fcs_id: field.textOrNull(),
    user_name: field.textOrNull(),
    phone_number: field.textOrNull(),
    sender_name: field.textOrNull(),
    sender_phone_number: field.textOrNull(),
  },
});
export type Package = RowOf<typeof PACKAGE>;

export const PICKUP = entity({
  source: 'pickup_rows',
  defaultSort: 'updated_date desc',
  fields: {
    id: field.id(),
    pickup_number: field.text(),
    status: field.oneOf(PICKUP_STATUSES),
    zone_id: field.ref(),
    zone_name: field.textOrNull(),
    pickup_date: field.day(),
    pickup_time_from: field.time(),
    pickup_time_to: field.time(),
    customer_id: field.id(),
    customer_fcs_id: field.textOrNull(),
    customer_name: field.textOrNull(),
    customer_phone_number: field.textOrNull(),
    pickup_staff_id: field.ref(),
    pickup_staff_name: field.textOrNull(),
    customer_remark: field.textOrNull(),
    remark: field.textOrNull(),
    confirm_remark: field.textOrNull(),
    reschedule_remark: field.textOrNull(),
    /** The driver's Not collected the pickup waits to be rescheduled after (its latest failed attempt since it was planned). */
    failed_attempt_at: field.moment(),
    failed_attempt_reason: field.textOrNull(),
    completed_at: field.moment(),
    pickup_address: field.json<PickupAddress | null>(),
    photo_urls: field.photos(),
    created_date: field.moment(),
    updated_date: field.moment(),
    version: field.int(),
  },
});
export type Pickup = RowOf<typeof PICKUP>;

export const DROPOFF = entity({
  source: 'dropoffs',
  defaultSort: 'updated_date desc',
  fields: {
    id: field.id(),
    dropoff_number: field.text(),
    status: field.oneOf(DROPOFF_STATUSES),
    created_date: field.moment(),
    updated_date: field.moment(),
    customer_id: field.ref(),
    customer_name: field.textOrNull(),
    customer_phone_number: field.textOrNull(),
    customer_fcs_id: field.textOrNull(),
    receiving_staff_id: field.ref(),
    receiving_staff_name: field.textOrNull(),
    customer_remark: field.textOrNull(),
    remark: field.textOrNull(),
    photo_urls: field.photos(),
    version: field.int(),
  },
});
export type Dropoff = RowOf<typeof DROPOFF>;

export const INVOICE = entity({
  source: 'invoice_rows',
  defaultSort: 'invoice_date desc',
  fields: {
    id: field.id(),
    invoice_number: field.text(),
    invoice_date: field.moment(),
    amount: field.float(),
    status: field.oneOf(INVOICE_STATUSES),
    user_id: field.id(),
    fcs_id: field.textOrNull(),
    user_name: field.textOrNull(),
    updated_date: field.moment(),
  },
});
export type InvoiceRow = RowOf<typeof INVOICE>;

export const USER = entity({
  source: 'users',
  defaultSort: 'updated_date desc',
  fields: {
    id: field.id(),
    fcs_id: field.textOrNull(),
    user_name: field.textOrNull(),
    phone_number: field.textOrNull(),
    email: field.textOrNull(),
    email_verification: field.textOrNull(),
    status: field.oneOf(USER_STATUSES),
    is_employee: field.bool(),
    enabled: field.bool(),
    privileges: field.json<string[]>(),
    /** The portal's language this person chose (issue 24); null until they choose. Their notices follow it. */
    language: field.textOrNull(),
    updated_date: field.moment(),
  },
});
export type User = RowOf<typeof USER>;

export const ADDRESS = entity({
  source: 'delivery_addresses',
  fields: {
    id: field.id(),
    user_id: field.id(),
    full_name: field.text(),
    phone_number: field.text(),
    country: field.text(),
    address_line1: field.text(),
    address_line2: field.text(),
    city: field.text(),
    state: field.text(),
    zip_code: field.text(),
    lat: field.numberOrNull(),
    lng: field.numberOrNull(),
    is_default: field.bool(),
    update_time: field.moment(),
  },
});
export type Address = RowOf<typeof ADDRESS>;

export const ZONE = entity({
  source: 'zones',
  fields: { id: field.id(), name: field.text(), zip_codes: field.json<string[]>(), delete_time: field.int() },
});
export type Zone = RowOf<typeof ZONE>;

/** An offered pickup date: its id is the date as yyyymmdd. */
export const PICKUP_DATE = entity({
  fields: {
    id: field.text(),
    remark: field.textOrNull(),
    zones: field.json<{ id: string; name: string }[]>(),
    delete_time: field.int(),
  },
});
export type PickupDate = RowOf<typeof PICKUP_DATE>;

/** One answer of GET /track: a package found, or the tracking number with remark "Not found". */
export const TRACK_RESULT = entity({
  fields: {
    id: field.ref(),
    tracking_id: field.text(),
    status: field.textOrNull(),
    remark: field.textOrNull(),
    received_date: field.moment(),
    updated_date: field.moment(),
  },
});
export type TrackResult = RowOf<typeof TRACK_RESULT>;

export const SETTINGS = entity({
  source: 'settings',
  fields: {
    facebook_link: field.text(),
    usa_address: field.text(),
    usa_contact_number: field.text(),
    email_address: field.text(),
    emails: field.json<string[]>(),
    allow_phone_update: field.bool(),
    office_lat: field.float(),
    office_lng: field.float(),
  },
});
export type Settings = RowOf<typeof SETTINGS>;

/** A staff member of the staff selects (users with is_employee). */
export const STAFF = entity({ fields: { id: field.id(), user_name: field.text() } });
export type Staff = RowOf<typeof STAFF>;

/** One hit of the customer search (/search-customers). */
export const CUSTOMER_HIT = entity({
  fields: { id: field.id(), fcs_id: field.textOrNull(), user_name: field.textOrNull(), phone_number: field.textOrNull() },
});
export type CustomerHit = RowOf<typeof CUSTOMER_HIT>;

/** A report template (spec 3 §3); its fields are TemplateField. */
export const TEMPLATE_FIELD_TYPES = FIELD_TYPES;
export const TEMPLATE_FILTER_COMPARES = ['=', '>=', '<=', '>', '<', 'blank', 'not blank'] as const;
export const TEMPLATE_SORTS = ['no_sort', 'asc', 'desc'] as const;
export interface TemplateField {
  field_name: string;
  display_name: string;
  field_type: FieldType;
  show: boolean;
  display_format: string;
  allow_filter: boolean;
  allow_sort: boolean;
  default_sort: (typeof TEMPLATE_SORTS)[number];
  filter_compare: (typeof TEMPLATE_FILTER_COMPARES)[number];
  dropdown_display_field: string;
  /** The card's place in the editor and the column's in the viewer (0 first). */
  order: number;
}
export const REPORT_TEMPLATE = entity({
  source: 'report_templates',
  fields: { id: field.id(), name: field.text(), object: field.text(), fields: field.json<TemplateField[]>(), delete_time: field.int() },
});
export type ReportTemplate = RowOf<typeof REPORT_TEMPLATE>;

/** An e-mail/SMS format (spec 2 §3) with its %name% variables. */
export const EMAIL_FORMAT = entity({
  source: 'email_formats',
  fields: {
    id: field.text(),
    subject: field.text(),
    message: field.text(),
    sms: field.text(),
    /** The Burmese version (issue 24), sent to customers who chose Burmese; empty: they get the English. */
    subject_my: field.text(),
    message_my: field.text(),
    sms_my: field.text(),
    enable_send_email: field.bool(),
    enable_send_sms: field.bool(),
    variables: field.json<string[]>(),
  },
});
export type EmailFormat = RowOf<typeof EMAIL_FORMAT>;

/** SMS usage of a month: id is YYYYM (spec 3 §3). */
export const SMS_MONTH = entity({ fields: { id: field.text(), count: field.int(), amount: field.float() } });
export type SmsMonth = RowOf<typeof SMS_MONTH>;
export const SMS_MESSAGE = entity({
  fields: {
    id: field.id(),
    date: field.moment(),
    from: field.text(),
    to: field.text(),
    message: field.text(),
    amount: field.float(),
    status: field.text(),
  },
});
export type SmsMessage = RowOf<typeof SMS_MESSAGE>;
export const SMS_RATE = entity({
  source: 'sms_rates',
  fields: { id: field.id(), country: field.text(), country_code: field.text(), rate: field.float(), delete_time: field.int() },
});
export type SmsRate = RowOf<typeof SMS_RATE>;

/** One entry of the audit log (issue 32): a row changed by staff, with each changed field before and after. */
export const AUDIT_ENTRY = entity({
  source: 'audit_log',
  defaultSort: 'at desc',
  fields: {
    id: field.id(),
    at: field.moment(),
    /** The staff member's users.id; null for the command line. */
    actor_id: field.ref(),
    actor_name: field.text(),
    action: field.text(),
    operation: field.oneOf(AUDIT_OPERATIONS),
    entity: field.oneOf(AUDITED_TABLES),
    entity_id: field.text(),
    entity_number: field.textOrNull(),
    changes: field.json<AuditChanges>(),
  },
});
export type AuditEntry = RowOf<typeof AUDIT_ENTRY>;

/** The objects of the report service (spec 1 §7): the entities it lists, filters and counts. */
export const REPORT_ENTITIES = {
  packages: PACKAGE,
  pickups: PICKUP,
  dropoffs: DROPOFF,
  invoices: INVOICE,
  users: USER,
  audit_log: AUDIT_ENTRY,
} as const;
export type ReportTable = keyof typeof REPORT_ENTITIES;
export const REPORT_TABLE_NAMES = Object.keys(REPORT_ENTITIES) as ReportTable[];
