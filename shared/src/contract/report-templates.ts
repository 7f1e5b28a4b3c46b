import { z } from 'zod';
import { FTS_LIMIT } from '../model/constants';
import { TEXT_LIMITS } from '../model/limits';
import { TEMPLATE_FIELD_TYPES, TEMPLATE_FILTER_COMPARES, TEMPLATE_SORTS } from '../model/entities';
import { COMPARES, filterTreeProblem } from '../model/report';
import { READ_VIEWS } from '../model/read-rules';
import { FILTER_VALUES_LIMIT, REPORT_OBJECTS, TEMPLATE_LIMITS, type ReportObject } from '../model/report-templates';
import { envelopeSchema } from './envelope';
import { reportTemplateSchema } from './entities';
import { filterSchema, sortSchema } from './report';

/** Report templates and the report service's metadata calls (spec 3 §7). */

export const reportObjectSchema = z.enum(REPORT_OBJECTS as unknown as [ReportObject, ...ReportObject[]], {
  error: (issue) => `Unknown object "${String(issue.input)}": one of ${REPORT_OBJECTS.join(', ')}`,
});

const fieldName = z.string().trim().min(1, 'A field needs its field_name').max(64);

/** One field card of the editor as POST and PUT /templates take it. */
export const templateFieldInputSchema = z.strictObject({
  field_name: fieldName,
  display_name: z.string().trim().min(1, 'A field needs a display name').max(TEMPLATE_LIMITS.displayName),
  field_type: z.enum(TEMPLATE_FIELD_TYPES),
  show: z.boolean().default(true),
  display_format: z.string().trim().max(TEMPLATE_LIMITS.displayFormat).default(''),
  allow_filter: z.boolean().default(false),
  allow_sort: z.boolean().default(false),
  default_sort: z.enum(TEMPLATE_SORTS).default('no_sort'),
  filter_compare: z.enum(TEMPLATE_FILTER_COMPARES).default('='),
  dropdown_display_field: z.string().trim().max(64).default(''),
  order: z.number().int().min(0).max(999).optional(),
});
export type TemplateFieldInput = z.input<typeof templateFieldInputSchema>;

const templateShape = {
  name: z.string().trim().min(1, 'Name is required').max(TEMPLATE_LIMITS.name),
  object: reportObjectSchema,
  fields: z.array(templateFieldInputSchema).min(1, 'Add at least one field').max(TEMPLATE_LIMITS.fields),
};

/** POST /templates (an id in the body is ignored: the api makes it). */
export const templateCreateSchema = z.strictObject({ id: z.string().max(64).optional(), ...templateShape });
/** PUT /templates. */
export const templateUpdateSchema = z.strictObject({ id: z.string().min(1).max(64), ...templateShape });
/** DELETE /templates (soft: delete_time is set). */
export const templateDeleteSchema = z.strictObject({ id: z.string().min(1).max(64) });
export type TemplateCreateInput = z.input<typeof templateCreateSchema>;
export type TemplateUpdateInput = z.input<typeof templateUpdateSchema>;

/** GET /templates?limit&offset: the active templates by name. */
export const templateListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** A part of the name, any case (the report select's search); count is then of the matches. */
  q: z.string().trim().max(TEXT_LIMITS.search, `The search is too long (at most ${TEXT_LIMITS.search} characters)`).optional(),
});
export const templateListResponseSchema = envelopeSchema(z.array(reportTemplateSchema)).extend({ count: z.number().int() });
export const templateResponseSchema = envelopeSchema(reportTemplateSchema);

/** GET /api/objs. */
export const reportObjectInfoSchema = z.object({ name: reportObjectSchema, display_name: z.string() });
export const objsResponseSchema = envelopeSchema(z.array(reportObjectInfoSchema));

/** GET /api/meta/{object}. */
export const metaFieldSchema = z.object({
  field_name: z.string(),
  display_name: z.string(),
  field_type: z.enum(TEMPLATE_FIELD_TYPES),
  nullable: z.boolean(),
  values: z.array(z.string()).optional(),
  filterable: z.boolean(),
  sortable: z.boolean(),
  compares: z.array(z.enum(COMPARES)),
  searchable: z.boolean(),
});
export const reportMetaSchema = z.object({
  name: reportObjectSchema,
  display_name: z.string(),
  default_sort: z.string(),
  fields: z.array(metaFieldSchema),
});
export const metaParamsSchema = z.object({ object: reportObjectSchema });
export const metaResponseSchema = envelopeSchema(reportMetaSchema);

const withFilterTreeCheck = <T extends z.ZodType>(shape: T) =>
  z.preprocess((input, ctx) => {
    const problem = filterTreeProblem((input as { filters?: unknown } | null)?.filters);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input });
    return input;
  }, shape);

/** POST /api/filter_values. */
export const filterValuesShape = z.strictObject({
  object: reportObjectSchema,
  fields: z
    .array(z.union([fieldName, z.strictObject({ field_name: fieldName, dropdown_display_field: z.string().trim().max(64).optional() })]))
    .min(1, 'Name at least one field')
    .max(20),
  filters: z.array(filterSchema).max(50).default([]),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(200)
    .transform((n) => Math.min(n, FILTER_VALUES_LIMIT)),
});
export const filterValuesSchema = withFilterTreeCheck(filterValuesShape);
export const filterValueOptionSchema = z.object({ value: z.union([z.string(), z.number(), z.boolean(), z.null()]), label: z.string() });
export const fieldValuesSchema = z.object({ field_name: z.string(), values: z.array(filterValueOptionSchema), complete: z.boolean() });
export const filterValuesResponseSchema = envelopeSchema(z.array(fieldValuesSchema));

/** POST /api/download/{object}: the report's rows as CSV, the columns of `fields` titled by `headers`. */
export const reportDownloadShape = z.strictObject({
  fields: z.array(fieldName).max(60).optional(),
  headers: z.array(z.string().max(TEMPLATE_LIMITS.displayName)).max(60).optional(),
  sorts: z.array(sortSchema).max(5).default([]),
  filters: z.array(filterSchema).max(50).default([]),
  view: z.enum(READ_VIEWS).optional(),
  download_file_type: z.literal('CSV').default('CSV'),
});
export const reportDownloadSchema = withFilterTreeCheck(reportDownloadShape);
export type ReportDownloadInput = z.input<typeof reportDownloadShape>;
export const downloadParamsSchema = z.object({ object: reportObjectSchema });

/** GET /api/fts/{table}/{term}/{limit} for every report object. */
export const reportFtsParamsSchema = z.object({
  table: reportObjectSchema,
  term: z.string().max(1024),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, FTS_LIMIT)),
});
/**
 * GET /api/fts_filter/{table}/{term}/{limit}/{offset}/{filter}: the search within filters, `filter`
 * being the filters array as base64 JSON, then URL-encoded (encodeJson).
 */
export const ftsFilterParamsSchema = reportFtsParamsSchema.extend({
  offset: z.coerce.number().int().min(0).max(10_000),
  filter: z.string().max(8000),
});
