import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../model/constants';
import { TEXT_LIMITS } from '../model/limits';
import { FIELD_MSG } from '../model/messages';
import { normalizeAllowedPhone, PHONE_INVALID_MSG } from '../model/phone';
import { USER_STATUSES } from '../model/access';
import { CUSTOMER_MSG, CUSTOMER_SORT_FIELDS } from '../model/users';
import { idOf, optionalText, requiredText, version } from './fields';

/**
 * The back office's customers (spec 2 §2 "Customers", §4, §5, §7): the list, the invite, the edit
 * and the status changes. Shared by the api (bodies, answers) and mf-admin; the texts and the list's
 * sort are in model/users.ts.
 */

const userName = requiredText(CUSTOMER_MSG.userName, 'The name', 'name');
const phone = requiredText(FIELD_MSG.phoneNumber, 'The phone number', 'phone').refine(
  (v) => normalizeAllowedPhone(v) !== null,
  PHONE_INVALID_MSG,
);

/** POST /invites: a new invited customer. */
export const inviteSchema = z.strictObject({ user_name: userName, phone_number: phone });
export type InviteInput = z.input<typeof inviteSchema>;

/**
 * PUT /users: the name always; the phone only while invited (the same number is always accepted).
 * Left out, the number stays as it is: a customer who has none keeps none.
 */
export const userUpdateSchema = z.strictObject({ id: idOf('customer'), user_name: userName, phone_number: phone.optional(), version });
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** PUT /enable_user: enabled true is Enable (disabled to joined), false is Disable (joined to disabled). */
export const enableUserSchema = z.strictObject({
  id: idOf('customer'),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  version,
});
export type EnableUserInput = z.input<typeof enableUserSchema>;

/** DELETE /invites and PUT /accept_request. */
export const customerRefSchema = z.strictObject({ id: idOf('customer'), version });
export type CustomerRefInput = z.input<typeof customerRefSchema>;

/** The field messages of a form draft, keyed by field; {} when valid. */
export function customerFormErrors(schema: z.ZodType, draft: unknown): Partial<Record<'user_name' | 'phone_number', string>> {
  const result = schema.safeParse(draft);
  if (result.success) return {};
  const errors: Partial<Record<'user_name' | 'phone_number', string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if ((key === 'user_name' || key === 'phone_number') && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** GET /users: one page of the customer list (cu). */
export const customerListQuerySchema = z.strictObject({
  q: optionalText('The search', 'search'),
  sort: z
    .string()
    .max(40)
    .regex(
      new RegExp(`^(${CUSTOMER_SORT_FIELDS.join('|')}) (asc|desc)$`),
      `sort must be one of ${CUSTOMER_SORT_FIELDS.join(', ')} with asc or desc`,
    )
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `limit must be one of ${PAGE_SIZES.join(', ')}`)
    .default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(1_000_000).default(0),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

/** One row of the customer list. */
export const customerRowSchema = z.object({
  id: z.string(),
  fcs_id: z.string(),
  user_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  updated_date: z.string().nullable(),
  /** Packages of which they are the consignee. */
  package_count: z.number().int(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerPageSchema = z.object({ rows: z.array(customerRowSchema), total: z.number().int() });
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** The longest search text the list takes (the route carries it base64-encoded). */
export const CUSTOMER_SEARCH_LIMIT = TEXT_LIMITS.search;
