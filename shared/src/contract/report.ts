import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, FTS_LIMIT } from '../model/constants';
import { READ_VIEWS } from '../model/read-rules';
import { COMPARES, filterTreeProblem, MAX_QUERY_LIMIT, type Filter } from '../model/report';

/** The report service's request bodies (spec 1 §7). */
export const fieldFilterSchema = z.strictObject({
  field: z.string().min(1).max(64),
  compare: z.enum(COMPARES),
  value: z.unknown().optional(),
});
export const filterSchema: z.ZodType<Filter> = z.lazy(() =>
  z.union([fieldFilterSchema, z.strictObject({ or_group: z.string().max(64), filters: z.array(filterSchema).max(50) })]),
);

export const sortSchema = z.string().regex(/^\s*\w{1,64}(\s+(asc|desc|ASC|DESC))?\s*$/, 'A sort is "field asc" or "field desc"');

const reportQueryShape = z.strictObject({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_QUERY_LIMIT))
    .describe(`Rows per call; capped at ${MAX_QUERY_LIMIT}`),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  sorts: z.array(sortSchema).max(5).default([]),
  filters: z.array(filterSchema).max(50).default([]),
  view: z
    .enum(READ_VIEWS)
    .optional()
    .describe('mine: only the caller’s own rows (the "My" screens); assigned: the rows assigned to them (Collect)'),
  fields: z.array(z.string().max(64)).max(60).optional().describe('Only these columns (id and the sort columns always come)'),
  after: z.string().max(2000).optional().describe('cursors.last of an earlier page: the rows after it, instead of offset'),
  before: z.string().max(2000).optional().describe('cursors.first of an earlier page: the rows before it'),
  count_limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .optional()
    .describe('/api/row: count exactly up to this many; above, count_kind says more_than (or about)'),
});
export type ReportQueryBody = z.output<typeof reportQueryShape>;

/**
 * A report query. A filter tree deeper than MAX_FILTER_DEPTH or holding more than
 * MAX_FILTER_CONDITIONS conditions is refused before anything else reads it, so that no request
 * can make the api or the database walk a huge tree.
 */
export const reportQuerySchema = z.preprocess((input, ctx) => {
  const problem = filterTreeProblem((input as { filters?: unknown } | null)?.filters);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input });
  return input;
}, reportQueryShape);

/** GET /api/fts/{table}/{term}/{limit}: the term base64 then URL-encoded; at most FTS_LIMIT rows. */
export const ftsParamsSchema = z.object({
  term: z.string().max(1024),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, FTS_LIMIT)),
});
