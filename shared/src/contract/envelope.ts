import { z } from 'zod';

/** Every api answer: status "Ok" on success; any other status carries a message a person can act on. */
export interface Envelope<T> {
  status: 'Ok' | 'Error';
  message: string;
  data?: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('Ok'), message: z.string(), data });

export const errorEnvelopeSchema = z.object({ status: z.literal('Error'), message: z.string() });

/** How the client reports every failure. */
export interface ApiFailure {
  status: number;
  message: string;
}
