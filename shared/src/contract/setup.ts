import { z } from 'zod';
import { SETUP_STEPS } from '../model/setup';

/** GET /setup (sa): each first-run step, done or not, with what is missing. */
export const setupStatusSchema = z.object({
  steps: z.array(
    z.object({
      key: z.enum(SETUP_STEPS),
      done: z.boolean(),
      missing: z.array(z.string()),
      detail: z.string().nullable().optional(),
    }),
  ),
});
