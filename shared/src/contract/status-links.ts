import { z } from 'zod';
import { LANGUAGE_CODES } from '../model/languages';
import { STATUS_LINK_KINDS, type StatusView } from '../model/status-links';

/** GET /status/{token}'s data: exactly the fields of the page (StatusView). */
export const statusViewSchema: z.ZodType<StatusView> = z.object({
  kind: z.enum(STATUS_LINK_KINDS),
  number: z.string(),
  status: z.string(),
  timeline: z.array(z.object({ status: z.string(), date: z.string() })),
  pickup: z
    .object({ date: z.string().nullable(), time_from: z.string().nullable(), time_to: z.string().nullable(), zone: z.string().nullable() })
    .nullable(),
  failure: z.object({ reason: z.string() }).nullable(),
  photos: z.array(z.string()),
  language: z.enum(LANGUAGE_CODES),
  detail_path: z.string().nullable(),
});

/** PUT /status_links/revoke: every live link of one record. */
export const revokeStatusLinkSchema = z.strictObject({
  kind: z.enum(STATUS_LINK_KINDS),
  id: z.string().trim().min(1).max(64),
});
export type RevokeStatusLinkBody = z.infer<typeof revokeStatusLinkSchema>;
