import { INVOICE_MSG } from '@fcs/shared/contract';
import { HttpError } from './http-error';

/**
 * The rules "only one" that the database holds (a unique index or constraint), and the answer a
 * call that meets one gives: a request that arrives at the same moment as another one, and loses,
 * hears the same 4xx as one that came after it. The error handler (plugins/errors) is the one place
 * that reads this table. A unique violation not named here is still a 409 (two calls raced on a row
 * we did not foresee), never a 500.
 */
const UNIQUE_ANSWERS: Record<string, () => HttpError> = {
  invoice_lines_one_open_per_package: () => new HttpError(400, INVOICE_MSG.packageInvoiced),
};

export const RACED_MESSAGE = 'Someone else changed this at the same moment: reload it and try again';

/** PostgreSQL's unique_violation (23505), serialization_failure (40001) and deadlock_detected (40P01). */
export function constraintAnswer(e: unknown): HttpError | null {
  if (!e || typeof e !== 'object') return null;
  const { code, constraint } = e as { code?: unknown; constraint?: unknown };
  if (code === '23505') {
    const known = typeof constraint === 'string' ? UNIQUE_ANSWERS[constraint] : undefined;
    return known ? known() : new HttpError(409, RACED_MESSAGE);
  }
  if (code === '40001' || code === '40P01') return new HttpError(409, RACED_MESSAGE);
  return null;
}
