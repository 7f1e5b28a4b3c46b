import { z } from 'zod';
import { TEXT_LIMITS } from '../model/limits';
import { PACKAGE_MOVE_TARGETS } from '../model/machines';
import { MAX_BULK_PACKAGES, MAX_PACKAGE_PHOTOS, PACKAGE_MSG } from '../model/packages';
import { filterTreeProblem } from '../model/report';
import { filterSchema, sortSchema } from './report';
import { idOf, optionalText, remark, requiredText, version } from './fields';

/** Package request bodies (issue 11: warehouse intake, the bulk move, the assign block, the CSV). */

/**
 * POST /packages: a package received at the warehouse. The id is chosen by the desk (a uuid) so
 * that its photos are uploaded to packages/{id} before it is saved in one call.
 */
export const packageReceiveSchema = z.strictObject({
  id: z.uuid({ error: 'The package id must be a uuid' }),
  tracking_id: requiredText(PACKAGE_MSG.trackingMissing, 'The tracking number', 'trackingId').refine(
    (v) => /^[\x21-\x7e]+$/.test(v),
    'A tracking number has letters, digits and symbols, without spaces',
  ),
  user_id: requiredText(PACKAGE_MSG.consigneeMissing, 'The consignee id', 'id'),
  remark,
  photo_urls: z.array(z.string().max(TEXT_LIMITS.url)).max(MAX_PACKAGE_PHOTOS, PACKAGE_MSG.tooManyPhotos).default([]),
});
export type PackageReceiveInput = z.input<typeof packageReceiveSchema>;

/** The field messages of an intake draft, keyed by field; {} when valid. */
export function packageReceiveErrors(draft: unknown): Partial<Record<keyof PackageReceiveInput, string>> {
  const result = packageReceiveSchema.safeParse(draft);
  if (result.success) return {};
  const errors: Partial<Record<keyof PackageReceiveInput, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as keyof PackageReceiveInput;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** PUT /packages/status: the chosen packages move to one status, all or nothing. */
export const packageMoveSchema = z.strictObject({
  ids: z
    .array(idOf('package'))
    .min(1, PACKAGE_MSG.noneChosen)
    .max(MAX_BULK_PACKAGES, PACKAGE_MSG.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, PACKAGE_MSG.duplicateIds),
  status: z.enum(PACKAGE_MOVE_TARGETS as ['processed', 'packed', 'delivered'], {
    error: 'The status must be processed, packed or delivered',
  }),
});
export type PackageMoveInput = z.input<typeof packageMoveSchema>;

/** PUT /packages/users (spec 1 §7): id, sender_id, user_id; at least one of them chosen (spec 1 §5). */
export const packageUsersSchema = z
  .strictObject({
    id: idOf('package'),
    sender_id: optionalText('The sender id', 'id'),
    user_id: optionalText('The consignee id', 'id'),
    version,
  })
  .refine((v) => !!v.sender_id || !!v.user_id, { message: PACKAGE_MSG.chooseSomeone, path: ['sender_id'] });
export type PackageUsersInput = z.input<typeof packageUsersSchema>;

/**
 * POST /api/download/packages (spec 1 §7): fields (columns: the staff list's four by default, any
 * field of a package for a packages report, issue 13), headers, sorts, filters (the list's, the same
 * report filters), download_file_type CSV. One sort at most (the download pages by key).
 */
const packageDownloadShape = z.strictObject({
  fields: z.array(z.string().min(1).max(64)).min(1).max(60).optional(),
  headers: z.array(z.string().max(TEXT_LIMITS.name)).max(60).optional(),
  sorts: z.array(sortSchema).max(1, 'The download is sorted on one column').default([]),
  filters: z.array(filterSchema).max(50).default([]),
  download_file_type: z.enum(['CSV', 'csv'], { error: 'download_file_type must be CSV' }).default('CSV'),
});
export const packageDownloadSchema = z.preprocess((input, ctx) => {
  const problem = filterTreeProblem((input as { filters?: unknown } | null)?.filters);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input });
  return input;
}, packageDownloadShape);
export type PackageDownloadInput = z.input<typeof packageDownloadShape>;
