import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { MSG } from '@fcs/shared/contract';
import { badRequest } from './http-error';

type Issue = z.core.$ZodIssue;

/** zod's own words ("Invalid input: expected string") need the field's name; the contract's messages do not. */
const GENERIC = /^(Invalid|Too (big|small)|Unrecognized key|Expected)/;
/** The spec's own words that happen to start like zod's (spec 3 §5 'Invalid rate'): shown as they are. */
const SPEC_WORDS: ReadonlySet<string> = new Set([MSG.invalidRate]);

/** zod's own words, not the contract's (a schema's own message, e.g. the union of a rate's 'Invalid rate'). */
const isGeneric = (message: string) => GENERIC.test(message) && !SPEC_WORDS.has(message);

/**
 * A union's "Invalid input" says nothing: the issue of the member the input came nearest to (the
 * fewest issues: a filter with a bad compare rather than an or-group missing its keys) says what is
 * wrong. A union with a message of its own keeps it.
 */
function nearest(issue: Issue): Issue {
  if (issue.code !== 'invalid_union' || !issue.errors?.length || !isGeneric(issue.message)) return issue;
  const branch = [...issue.errors].sort((a, b) => a.length - b.length)[0]!;
  const inner = branch[0];
  return inner ? nearest({ ...inner, path: [...issue.path, ...inner.path] } as Issue) : issue;
}

function messageOf(union: Issue, part: string): string {
  const issue = nearest(union);
  if (!isGeneric(issue.message)) return issue.message;
  const path = issue.path.map(String).join('.');
  return `${path || part}: ${issue.message}`;
}

/** A failed parse's issues as one message, each once, joined by "; ". */
export function issuesMessage(issues: readonly Issue[], part: string): string {
  return [...new Set(issues.map((issue) => messageOf(issue, part)))].join('; ');
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * What no input may hold, wherever it is: a NUL character (PostgreSQL refuses it in text) or a key
 * that reaches an object's prototype. Walked iteratively, so that a deeply nested body cannot
 * exhaust the stack; null when the input is clean.
 */
export function unsafeInput(data: unknown, part: string): string | null {
  const stack: [unknown, string][] = [[data, part]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return `${path} must not contain a NUL character`;
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push([v, `${path}.${i}`]));
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (FORBIDDEN_KEYS.has(key)) return `The key "${key}" is not allowed in a request`;
        if (key.includes('\u0000')) return `${path} must not contain a NUL character`;
        stack.push([(value as Record<string, unknown>)[key], path === part ? key : `${path}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * The one input validator of the api (params, query and body): input holding a NUL character or a
 * prototype key is refused first; then bad input answers 400 with the schemas' own messages (the
 * spec's words, e.g. "Pickup zone is required"), each once, joined by "; ", so that every 400 reads
 * the same way and a screen can show it as it is. The zod schemas stay the routes' schemas, so the
 * OpenAPI document is made from them.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const part = httpPart ?? 'request';
    const unsafe = unsafeInput(data, part);
    if (unsafe) return { error: badRequest(unsafe) };
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: badRequest(issuesMessage(result.error.issues, part)) };
  };
