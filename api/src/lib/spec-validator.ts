import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { badRequest } from './http-error';

/**
 * A validator compiler for routes whose bodies carry the spec's field messages ("Pickup zone is
 * required"): bad input answers 400 with those messages as they are, without the generic
 * "Invalid input: body.x:" prefix, so that the screen can show the server's words. The zod
 * schemas stay the routes' schemas, so the OpenAPI document is unchanged.
 */
export const specMessageValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
    return { error: badRequest(messages.join('; ')) };
  };
