import { breakingChanges, type OpenApiDocument } from './breaking-changes';

const body = (schema: object) => ({ requestBody: { content: { 'application/json': { schema } } } });
const answer = (schema: object) => ({ responses: { '200': { content: { 'application/json': { schema } } } } });
const doc = (ops: Record<string, object>, schemas: Record<string, object> = {}): OpenApiDocument =>
  ({ paths: { '/pickups': ops }, components: { schemas } }) as OpenApiDocument;
const pickup = { type: 'object', required: ['id'], properties: { id: { type: 'string' }, remark: { type: 'string', maxLength: 500 } } };

describe('breakingChanges', () => {
  it('finds nothing between a document and itself, nor in additions: a new operation, an optional field, a wider limit', () => {
    const old = doc({ post: { ...body(pickup), ...answer(pickup) } });
    expect(breakingChanges(old, old)).toEqual([]);
    const wider = {
      ...pickup,
      properties: { ...pickup.properties, remark: { type: 'string', maxLength: 1000 }, zone: { type: 'string' } },
    };
    expect(breakingChanges(old, doc({ post: { ...body(wider), ...answer(wider) }, get: answer(pickup) }))).toEqual([]);
  });

  it('an operation removed, unless it was deprecated in the release', () => {
    expect(breakingChanges(doc({ post: {}, get: {} }), doc({ get: {} }))).toEqual([
      'POST /pickups: removed (mark it deprecated in a release first)',
    ]);
    expect(breakingChanges(doc({ post: { deprecated: true }, get: {} }), doc({ get: {} }))).toEqual([]);
  });

  it('a request narrowed: a field made required, a shorter limit, another type, fewer enum values, a parameter made required', () => {
    const now = {
      type: 'object',
      required: ['id', 'remark'],
      properties: { id: { type: 'integer' }, remark: { type: 'string', maxLength: 100 } },
    };
    expect(breakingChanges(doc({ post: body(pickup) }), doc({ post: body(now) }))).toEqual([
      'POST /pickups body.remark: made required',
      'POST /pickups body.id: type narrowed from string to integer',
      'POST /pickups body.remark: maxLength narrowed to 100',
    ]);
    const status = (values: string[]) =>
      doc({ get: { parameters: [{ name: 'status', in: 'query', schema: { type: 'string', enum: values } }] } });
    expect(breakingChanges(status(['requested', 'confirmed']), status(['requested']))).toEqual([
      'GET /pickups query status: no longer accepts "confirmed"',
    ]);
    const page = (required: boolean) =>
      doc({ get: { parameters: [{ name: 'page', in: 'query', required, schema: { type: 'integer' } }] } });
    expect(breakingChanges(page(false), page(true))).toEqual(['GET /pickups query page: made required']);
  });

  it('an answer that lost a field or changed its type, through $refs; a deprecated field may go', () => {
    const released = doc(
      { get: answer({ $ref: '#/components/schemas/Pickup' }) },
      {
        Pickup: {
          type: 'object',
          properties: { id: { type: 'string' }, zone: { type: 'string' }, old: { type: 'string', deprecated: true } },
        },
      },
    );
    const current = doc(
      { get: answer({ $ref: '#/components/schemas/Pickup' }) },
      { Pickup: { type: 'object', properties: { id: { type: 'number' } } } },
    );
    expect(breakingChanges(released, current)).toEqual([
      'GET /pickups 200.id: answered as number, was string',
      'GET /pickups 200.zone: removed from the answer',
    ]);
  });

  it('ends on a recursive schema', () => {
    const filter = { Filter: { type: 'object', properties: { or: { type: 'array', items: { $ref: '#/components/schemas/Filter' } } } } };
    const d = doc({ post: body({ $ref: '#/components/schemas/Filter' }) }, filter);
    expect(breakingChanges(d, d)).toEqual([]);
  });
});
