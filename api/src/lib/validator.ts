import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { badRequest } from './http-error';

type Issue = z.core.$ZodIssue;

/** zod's own words ("Invalid input: expected string") need the field's name; the contract's messages do not. */
const GENERIC = /^(Invalid|Too (big|small)|Unrecognized key|Expected)/;

function messageOf(issue: Issue, part: string): string {
  if (!GENERIC.test(issue.message)) return issue.message;
  const path = issue.path.map(String).join('.');
  return `${path || part}: ${issue.message}`;
}

/**
 * The one input validator of the api (params, query and body): bad input answers 400 with the
 * schemas' own messages (the spec's words, e.g. "Pickup zone is required"), each once, joined by
 * "; ", so that every 400 reads the same way and a screen can show it as it is. The zod schemas
 * stay the routes' schemas, so the OpenAPI document is made from them.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const messages = [...new Set(result.error.issues.map((issue) => messageOf(issue, httpPart ?? 'request')))];
    return { error: badRequest(messages.join('; ')) };
  };
