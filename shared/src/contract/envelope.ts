import { z } from 'zod';

export type { ApiFailure, Envelope } from '../model/envelope';

export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('Ok'), message: z.string(), data });

export const errorEnvelopeSchema = z.object({ status: z.literal('Error'), message: z.string() });
