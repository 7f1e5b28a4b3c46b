import { z } from 'zod';
import { PACKAGE_STATUSES } from '../model/status';
import { FIELD_MSG } from '../model/messages';
import { importPhone } from '../model/imports';
import { PHONE_INVALID_MSG } from '../model/phone';
import { addressFieldsSchema } from './addresses';
import { remark, requiredText } from './fields';
import { packageReceiveSchema } from './packages';
import { emailUpdateSchema } from './profile';
import { inviteSchema } from './users';

/**
 * The rows of an import file (issue 32), each checked with the contract's own schemas: a customer's
 * name and phone as an invitation's, the e-mail as the profile's, an address as the address form's,
 * a tracking number and a remark as the warehouse intake's. Cells are text; a blank cell is absent.
 */

export const FCS_ID_PATTERN = /^FCS\d{1,12}$/;
const fcsId = z.string().trim().toUpperCase().regex(FCS_ID_PATTERN, 'An FCS ID is FCS followed by digits, e.g. FCS00123').optional();
const country = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['us', 'mm', 'sg', 'gb', 'th'].includes(v), 'The country is one of us, mm, sg, gb, th')
  .optional();

export const customerImportRowSchema = z
  .strictObject({
    fcs_id: fcsId,
    name: inviteSchema.shape.user_name,
    phone: requiredText(FIELD_MSG.phoneNumber, 'The phone number', 'phone'),
    country,
    email: emailUpdateSchema.shape.email.optional(),
    status: z.enum(['invited', 'joined'], { error: 'The status is invited or joined' }).default('invited'),
  })
  .transform((row, ctx) => {
    const phone = importPhone(row.phone, row.country);
    if (!phone) {
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: row.phone.startsWith('+') || row.country ? PHONE_INVALID_MSG : `${PHONE_INVALID_MSG}: start it with + or give its country`,
      });
      return z.NEVER;
    }
    return { ...row, phone };
  });
export type CustomerImportRow = z.output<typeof customerImportRowSchema>;

const BLANK_PHONE = '+15555550100';

/** A reference to a person: an FCS ID or a phone number. */
const personRef = (message: string) => requiredText(message, 'The customer', 'phone');

export const addressImportRowSchema = z
  .strictObject({
    customer: personRef('The customer (an FCS ID or a phone) is missing'),
    full_name: z.string(),
    phone_number: z.string().optional(),
    country: z.string(),
    address_line1: z.string(),
    address_line2: z.string().optional(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    default: z.string().optional(),
  })
  .transform((row, ctx) => {
    const { customer, zip, default: isDefault, ...rest } = row;
    // The address form's own schema, its zip_code read from the zip column; a blank phone is the
    // customer's (filled in when the customer is known), checked here as a number that passes.
    const checked = addressFieldsSchema.safeParse({ ...rest, zip_code: zip, phone_number: rest.phone_number ?? BLANK_PHONE });
    const defaultValue = (isDefault ?? '').trim().toLowerCase();
    const flag = ['', 'no', 'n', 'false', '0'].includes(defaultValue)
      ? false
      : ['yes', 'y', 'true', '1'].includes(defaultValue)
        ? true
        : null;
    if (flag === null) ctx.addIssue({ code: 'custom', path: ['default'], message: 'default is yes or no' });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? '');
        ctx.addIssue({ code: 'custom', path: [field === 'zip_code' ? 'zip' : field], message: issue.message });
      }
      return z.NEVER;
    }
    if (flag === null) return z.NEVER;
    return { customer: customer, ...checked.data, phone_given: rest.phone_number !== undefined, is_default: flag };
  });
export type AddressImportRow = z.output<typeof addressImportRowSchema>;

export const packageImportRowSchema = z.strictObject({
  tracking_id: packageReceiveSchema.shape.tracking_id,
  consignee: requiredText('The consignee (an FCS ID or a phone) is missing', 'The consignee', 'phone'),
  sender: z.string().trim().max(20, 'The sender is too long (at most 20 characters)').optional(),
  status: z.enum(PACKAGE_STATUSES, { error: `The status is one of ${PACKAGE_STATUSES.join(', ')}` }).default('received'),
  received_date: z.string().max(40, 'The date is too long').optional(),
  updated_date: z.string().max(40, 'The date is too long').optional(),
  remark,
});
export type PackageImportRow = z.output<typeof packageImportRowSchema>;

export const IMPORT_ROW_SCHEMAS = {
  customers: customerImportRowSchema,
  addresses: addressImportRowSchema,
  packages: packageImportRowSchema,
} as const;

/** ?dry_run=true checks only. */
export const importQuerySchema = z.strictObject({
  dry_run: z
    .enum(['true', 'false', '1', '0'], { error: 'dry_run is true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

export const importResultSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
  error_count: z.number().int().optional(),
});
