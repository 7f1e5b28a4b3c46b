import { z } from 'zod';
import { TEXT_LIMITS, tooLongMessage, type TextLimit } from '../model/limits';

/**
 * The building blocks of every request body: each text has its limit from the model and never
 * holds a NUL character (PostgreSQL refuses it), so bad input is a 400 with a clear message.
 */
export const nulMessage = (label: string) => `${label} must not contain a NUL character`;
export const hasNul = (text: string) => text.includes('\u0000');

/** Optional text (null, absent or a string), trimmed, within its limit. */
export const optionalText = (label: string, limit: TextLimit) =>
  z
    .string({ error: `${label} must be text` })
    .refine((v) => !hasNul(v), nulMessage(label))
    .trim()
    .max(TEXT_LIMITS[limit], tooLongMessage(label, TEXT_LIMITS[limit]))
    .nullish();

/** Required text: `message` when missing or blank (the spec's words where it has them). */
export const requiredText = (message: string, label: string, limit: TextLimit) =>
  z
    .string({ error: message })
    .refine((v) => !hasNul(v), nulMessage(label))
    .trim()
    .min(1, { error: message, abort: true })
    .max(TEXT_LIMITS[limit], tooLongMessage(label, TEXT_LIMITS[limit]));

/** An id of a row (uuid, yyyymmdd or code): required text within the id limit. */
export const idOf = (what: string) => requiredText(`The ${what} id is missing`, `The ${what} id`, 'id');

/** The version the caller last read; another current version is a 409. */
export const version = z
  .number({ error: 'The version must be a number' })
  .int()
  .min(1)
  .optional()
  .describe('The version last read; a different current version is a 409');

export const remark = optionalText('The remark', 'remark');
