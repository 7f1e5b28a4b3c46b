import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_LOG_TEMPLATE } from '../db/seed/demo-templates';
import { MIGRATIONS_DIR } from '../paths';
import { endpointCases, type EndpointCases, type Who } from '../test-support/endpoint-cases';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';

/**
 * Issue 32 · the audit log: a staff write through any endpoint appends, in its own transaction, who
 * did what to which record with every changed field before and after; the super-admin reads it as
 * the report object audit_log (its seeded template one click away); nobody else reads it, and no
 * call changes or deletes an entry.
 */
let t: TestApp;
let e: EndpointCases;
beforeAll(async () => {
  t = await createTestApp();
  e = await endpointCases(t);
}, 60_000);
afterAll(() => t.close());

interface Entry {
  actor_id: string | null;
  actor_name: string;
  action: string;
  operation: string;
  entity: string;
  entity_id: string;
  entity_number: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}
const entriesOf = (entity: string, id: string) =>
  t.db.query<Entry>('SELECT * FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY at', [entity, id]);

/** Runs the access matrix's case of an endpoint as `who`; answers the record id its body named. */
async function act(endpoint: keyof EndpointCases['cases'], who: Who): Promise<string> {
  const prepared = await e.cases[endpoint]();
  const [method] = endpoint.split(' ') as ['PUT' | 'DELETE'];
  const res = await t.call({ method, url: prepared.url, token: e.tokens.get(who), payload: prepared.payload as never });
  expect([endpoint, res.statusCode]).toEqual([endpoint, 200]);
  return (prepared.payload as { id: string }).id;
}

describe('a staff write is logged with its before and after', () => {
  it('a pickup confirmed by pickup staff', async () => {
    const id = await act('PUT /pickups/confirm', 'pickupStaff');
    const staff = await t.user(PHONES.pickupStaff);
    const [entry, ...more] = await entriesOf('pickups', id);
    expect(more).toEqual([]);
    const [pickup] = await t.db.query<{ pickup_number: string }>('SELECT pickup_number FROM pickups WHERE id = $1', [id]);
    expect(entry).toMatchObject({
      actor_id: staff.id,
      actor_name: staff.user_name,
      action: 'PUT /pickups/confirm',
      operation: 'update',
      entity_number: pickup!.pickup_number,
    });
    expect(entry!.changes.status).toEqual({ before: 'requested', after: 'confirmed' });
    expect(entry!.changes.pickup_time_from).toEqual({ before: null, after: '09:00' });
    // Bookkeeping is not a change.
    expect(entry!.changes.version).toBeUndefined();
    expect(entry!.changes.updated_date).toBeUndefined();
  });

  it('a rate changed by the super-admin', async () => {
    const id = await act('PUT /sms_rates', 'superAdmin');
    const [entry] = await entriesOf('sms_rates', id);
    expect(entry).toMatchObject({ action: 'PUT /sms_rates', operation: 'update', actor_name: (await t.user(PHONES.superAdmin)).user_name });
    expect(entry!.changes.rate).toEqual({ before: 0.01, after: 0.03 });
    expect(entry!.changes.country).toEqual({ before: 'Matrix', after: 'Matrix land' });
  });

  it('a customer disabled by customer staff', async () => {
    const id = await act('PUT /enable_user', 'officeStaff');
    const [entry] = await entriesOf('users', id);
    expect(entry).toMatchObject({ action: 'PUT /enable_user', operation: 'update', actor_id: (await t.user(PHONES.packageStaff)).id });
    expect(entry!.changes).toMatchObject({ status: { before: 'joined', after: 'disabled' }, enabled: { before: true, after: false } });
  });

  it('a deletion keeps the row as it was', async () => {
    const id = await act('DELETE /delivery_address' as never, 'officeStaff');
    const [entry] = await entriesOf('delivery_addresses', id);
    expect(entry).toMatchObject({ action: 'DELETE /delivery_address', operation: 'delete' });
    expect(entry!.changes.address_line1).toEqual({ before: expect.any(String), after: null });
  });

  it('a customer’s own change is not a staff write: nothing is logged', async () => {
    const before = (await t.db.query('SELECT id FROM audit_log')).length;
    const res = await t.call({ method: 'PUT', url: '/profile/language', token: e.tokens.get('customer1'), payload: { language: 'my' } });
    expect(res.statusCode).toBe(200);
    expect((await t.db.query('SELECT id FROM audit_log')).length).toBe(before);
  });

  it('no call changes or deletes an entry: the table refuses it', async () => {
    await expect(t.db.query("UPDATE audit_log SET actor_name = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});

describe('the super-admin reads it in Reports; nobody else does', () => {
  it('as the report object audit_log, filtered, with its metadata and CSV', async () => {
    const sa = e.tokens.get('superAdmin');
    const data = await t.call({
      method: 'POST',
      url: '/api/data/audit_log',
      token: sa,
      payload: { filters: [{ field: 'entity', compare: '=', value: 'pickups' }], sorts: ['at desc'], limit: 10 },
    });
    expect(data.statusCode).toBe(200);
    const rows = data.json().data as Entry[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      entity: 'pickups',
      action: 'PUT /pickups/confirm',
      changes: { status: { before: 'requested', after: 'confirmed' } },
    });
    const meta = await t.call({ method: 'GET', url: '/api/meta/audit_log', token: sa });
    expect(meta.json().data.fields.map((f: { field_name: string }) => f.field_name)).toEqual(
      expect.arrayContaining(['at', 'actor_id', 'actor_name', 'action', 'entity', 'entity_id', 'entity_number', 'changes']),
    );
    const csv = await t.call({
      method: 'POST',
      url: '/api/download/audit_log',
      token: sa,
      payload: { fields: ['at', 'actor_name', 'action', 'entity_number'], headers: ['When', 'Who', 'Action', 'Number'] },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('PUT /pickups/confirm');
  });

  it.each(['customer1', 'dropoffStaff', 'admin', 'officeStaff'] as Who[])('%s gets 403', async (who) => {
    const token = e.tokens.get(who);
    for (const res of [
      await t.call({ method: 'POST', url: '/api/data/audit_log', token, payload: {} }),
      await t.call({ method: 'POST', url: '/api/row/audit_log', token, payload: {} }),
      await t.call({ method: 'POST', url: '/api/download/audit_log', token, payload: { fields: ['action'], headers: ['Action'] } }),
    ])
      expect(res.statusCode).toBe(403);
  });

  it('has the seeded "Audit log" template, the very one migration 022 writes', async () => {
    const res = await t.call({ method: 'GET', url: '/templates?limit=30', token: e.tokens.get('superAdmin') });
    const found = (res.json().data as { name: string; object: string }[]).filter((x) => x.object === 'audit_log');
    expect(found.map((x) => x.name)).toEqual(['Audit log']);
    const sql = readFileSync(path.join(MIGRATIONS_DIR, '022-go-live-baseline.sql'), 'utf8');
    const json = /'Audit log', 'audit_log', '(\[.*\])'::jsonb/.exec(sql)![1]!;
    expect(JSON.parse(json)).toEqual(AUDIT_LOG_TEMPLATE.fields);
  });
});
