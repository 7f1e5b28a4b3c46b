import { allows, ENDPOINTS, type Endpoint } from '@fcs/shared/contract';
import { endpointCases, WHO, type EndpointCases } from './test-support/endpoint-cases';
import { createTestApp, type TestApp } from './test-support/test-app';

/**
 * Bad input on every write endpoint, generated from the contract: each JSON body field of the
 * OpenAPI document (made from the contract's zod schemas) is sent missing, of the wrong type, too
 * long and holding a NUL, and the body with an extra key; each must answer 400 and change nothing.
 * The valid body each mutation starts from is the access matrix's case for that endpoint.
 */

interface JsonSchema {
  type?: string | string[];
  maxLength?: number;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** The types a field takes and its longest text, through anyOf (nullable, optional). */
function describe_(schema: JsonSchema): { types: string[]; maxLength?: number } {
  const parts = schema.anyOf ? schema.anyOf.map(describe_) : [{ types: [schema.type ?? []].flat(), maxLength: schema.maxLength }];
  return { types: [...new Set(parts.flatMap((p) => p.types))], maxLength: parts.find((p) => p.maxLength !== undefined)?.maxLength };
}

const WRONG_TYPE: Record<string, unknown> = {
  string: 12345,
  number: 'not a number',
  integer: 'not a number',
  boolean: 'yes',
  array: 'x',
  object: 'x',
};

type Mutation = [field: string, how: string, mutate: (body: Record<string, unknown>) => Record<string, unknown>];

function mutationsOf(schema: JsonSchema): Mutation[] {
  const out: Mutation[] = [['(extra)', 'an extra key', (b) => ({ ...b, unexpected_key: 1 })]];
  for (const [field, prop] of Object.entries(schema.properties ?? {})) {
    const { types, maxLength } = describe_(prop);
    if (schema.required?.includes(field)) {
      out.push([
        field,
        'missing',
        (b) => {
          const copy = { ...b };
          delete copy[field];
          return copy;
        },
      ]);
    }
    const wrong = types.filter((ty) => ty !== 'null').map((ty) => WRONG_TYPE[ty])[0];
    if (wrong !== undefined && !types.includes(typeof wrong === 'number' ? 'number' : 'string'))
      out.push([field, 'of the wrong type', (b) => ({ ...b, [field]: wrong })]);
    if (types.includes('string')) {
      out.push([field, 'holding a NUL', (b) => ({ ...b, [field]: 'a\u0000b' })]);
      if (maxLength !== undefined) out.push([field, 'too long', (b) => ({ ...b, [field]: 'x'.repeat(maxLength + 1) })]);
    }
  }
  return out;
}

let t: TestApp;
let e: EndpointCases;
let paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
beforeAll(async () => {
  t = await createTestApp();
  e = await endpointCases(t);
  paths = (t.app.swagger() as unknown as { paths: typeof paths }).paths;
}, 60_000);
afterAll(() => t.close());

/** The writes of the contract with a JSON body (the report service's reads and uploads aside). */
const WRITES = (Object.keys(ENDPOINTS) as Endpoint[]).filter(
  (k) =>
    /^(POST|PUT|DELETE) /.test(k) &&
    !k.includes('/api/') &&
    k !== 'POST /uploads' &&
    k !== 'POST /join_invite' &&
    // A CSV body: its own fuzz test (imports/import-fuzz.test.ts).
    k !== 'POST /imports/:kind',
);

describe('bad input on every write endpoint: 400 and nothing changed', () => {
  it('covers at least the writes of the customer and the drop-off desk', () => {
    expect(WRITES.length).toBeGreaterThanOrEqual(14);
  });

  it.each(WRITES)('%s', async (endpoint) => {
    const [method, pattern] = endpoint.split(' ') as [string, string];
    const schema = paths[pattern.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
    expect(schema?.properties).toBeDefined();
    const mutations = mutationsOf(schema!);
    expect(mutations.length).toBeGreaterThan(2);
    for (const [field, how, mutate] of mutations) {
      const prepared = await e.cases[endpoint]();
      // The principal for whom this body is valid and allowed (or refused only by its own content).
      const answer = (w: (typeof WHO)[number]) =>
        allows(ENDPOINTS[endpoint], e.principals.get(w)!) ? prepared.expect(e.principals.get(w)!) : 403;
      const who = WHO.find((w) => answer(w) === 200) ?? WHO.find((w) => answer(w) === 400)!;
      const before = await prepared.snapshot?.();
      const res = await t.call({
        method: method as 'PUT',
        url: prepared.url,
        token: e.tokens.get(who),
        payload: mutate(prepared.payload as Record<string, unknown>),
      });
      expect([endpoint, field, how, res.statusCode]).toEqual([endpoint, field, how, 400]);
      expect(res.json()).toEqual({ status: 'Error', message: expect.any(String) });
      if (prepared.snapshot) expect([field, how, await prepared.snapshot()]).toEqual([field, how, before]);
    }
  });
});
