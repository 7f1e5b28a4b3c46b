import { AUDIT_LOG_TEMPLATE, DEMO_TEMPLATES } from '../../db/seed/demo-templates';
import { checkedTemplate } from '../../report/template-check';
import { reportsAccountToken } from '../../test-support/reports-account';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let sa: string;
beforeAll(async () => {
  t = await createTestApp();
  sa = await t.tokenFor(PHONES.superAdmin);
});
afterAll(() => t.close());

const field = (field_name: string, o: object = {}) => ({
  field_name,
  display_name: field_name,
  field_type: 'string',
  show: true,
  display_format: '',
  allow_filter: true,
  allow_sort: true,
  default_sort: 'no_sort',
  filter_compare: '=',
  dropdown_display_field: '',
  ...o,
});
const body = (o: object = {}) => ({ name: 'Tracking report', object: 'packages', fields: [field('tracking_id'), field('status')], ...o });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.call({ method, url, token, payload });

describe('report templates (spec 3 §2, §3): sa builds, rpt reads, delete is soft', () => {
  it('seeds one valid demo template per report object', async () => {
    const res = await call('GET', '/templates', await reportsAccountToken(t));
    expect(res.statusCode).toBe(200);
    const objects = (res.json().data as { object: string }[]).map((x) => x.object).sort();
    // The super-admin's "Audit log" too (issue 32).
    expect(objects).toEqual(['audit_log', 'dropoffs', 'invoices', 'packages', 'pickups', 'users']);
    expect(res.json().count).toBe(6);
    for (const d of [...DEMO_TEMPLATES, AUDIT_LOG_TEMPLATE]) expect(checkedTemplate(d)).toEqual(d);
  });

  it('creates, reads, updates and soft-deletes a template with the spec’s messages', async () => {
    const created = await call('POST', '/templates', sa, body());
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('Add template successful!');
    const tpl = created.json().data;
    expect(tpl).toMatchObject({ name: 'Tracking report', object: 'packages', delete_time: 0 });
    expect(tpl.fields.map((f: { field_name: string; order: number }) => [f.field_name, f.order])).toEqual([
      ['tracking_id', 0],
      ['status', 1],
    ]);

    // Cards reordered by `order`.
    const reordered = [field('tracking_id', { order: 1 }), field('status', { order: 0, display_name: 'State' })];
    const updated = await call('PUT', '/templates', sa, body({ id: tpl.id, name: 'Renamed', fields: reordered }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('Update template successful!');
    expect(updated.json().data.fields.map((f: { field_name: string }) => f.field_name)).toEqual(['status', 'tracking_id']);
    expect((await call('GET', `/templates/${tpl.id}`, sa)).json().data.name).toBe('Renamed');

    const deleted = await call('DELETE', '/templates', sa, { id: tpl.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Delete template successful!');
    const [row] = await t.db.query<{ delete_time: string }>('SELECT delete_time FROM report_templates WHERE id = $1', [tpl.id]);
    expect(Number(row!.delete_time)).toBeGreaterThan(0);
    const list = (await call('GET', '/templates', sa)).json().data as { id: string }[];
    expect(list.some((x) => x.id === tpl.id)).toBe(false);
    expect((await call('GET', `/templates/${tpl.id}`, sa)).statusCode).toBe(404);
    expect((await call('PUT', '/templates', sa, body({ id: tpl.id }))).statusCode).toBe(404);
    expect((await call('DELETE', '/templates', sa, { id: tpl.id })).statusCode).toBe(404);
  });

  it.each([
    ['a field its object lacks', body({ fields: [field('nope')] }), 'The object "packages" has no field "nope"'],
    [
      'a field of another object',
      body({ object: 'users', fields: [field('tracking_id')] }),
      'The object "users" has no field "tracking_id"',
    ],
    ['a field named twice', body({ fields: [field('status'), field('status')] }), 'The field "status" appears twice in the template'],
    [
      'a field of another type',
      body({ fields: [field('received_date')] }),
      'The field "received_date" of "packages" is of type date, not string',
    ],
    [
      'an object field filtered',
      body({ fields: [field('photo_urls', { field_type: 'object' })] }),
      '"photo_urls" cannot be filtered or sorted (it is an object)',
    ],
    [
      'an unknown dropdown field',
      body({ fields: [field('status', { dropdown_display_field: 'nope' })] }),
      'The dropdown display field "nope" is not a field of "packages"',
    ],
    ['an unknown object', body({ object: 'secrets' }), 'Unknown object "secrets"'],
    ['an unknown compare', body({ fields: [field('status', { filter_compare: 'like' })] }), 'filter_compare'],
    ['no fields', body({ fields: [] }), 'Add at least one field'],
  ])('refuses %s with 400 and a clear message, saving nothing', async (_, payload, message) => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM report_templates'))[0]!.n;
    const res = await call('POST', '/templates', sa, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM report_templates'))[0]!.n).toBe(before);
  });

  it('lets only sa write templates (admin and rpt read them; customers and other staff neither)', async () => {
    const rpt = await reportsAccountToken(t);
    const admin = await t.tokenFor(PHONES.admin);
    const alice = await t.tokenFor(PHONES.alice);
    const pkg = await t.tokenFor(PHONES.packageStaff);
    for (const token of [rpt, admin, alice, pkg]) expect((await call('POST', '/templates', token, body())).statusCode).toBe(403);
    expect((await call('GET', '/templates', rpt)).statusCode).toBe(200);
    expect((await call('GET', '/templates', admin)).statusCode).toBe(200);
    expect((await call('GET', '/templates', alice)).statusCode).toBe(403);
    expect((await call('GET', '/templates', pkg)).statusCode).toBe(403);
    const id = (await call('GET', '/templates', rpt)).json().data[0].id;
    expect((await call('DELETE', '/templates', rpt, { id })).statusCode).toBe(403);
    expect((await call('GET', `/templates/${id}`, rpt)).statusCode).toBe(200);
  });
});

describe('GET /templates?q= (the report select’s search, issue 23.10)', () => {
  it('finds a template by a part of its name, any case, beyond the first 100, and counts the matches', async () => {
    const fields = JSON.stringify(body().fields);
    await t.db.query(
      `INSERT INTO report_templates (name, object, fields)
       SELECT 'Bulk ' || lpad(n::text, 3, '0'), 'packages', $1::jsonb FROM generate_series(1, 110) AS n`,
      [fields],
    );
    await t.db.query(`INSERT INTO report_templates (name, object, fields) VALUES ('Zebra weekly 100%', 'packages', $1::jsonb)`, [fields]);
    const rpt = await reportsAccountToken(t);
    const first = await call('GET', '/templates?limit=100', rpt);
    expect((first.json().data as { name: string }[]).some((x) => x.name.startsWith('Zebra'))).toBe(false);

    const found = await call('GET', '/templates?q=ZEBRA&limit=20', rpt);
    expect(found.statusCode).toBe(200);
    expect((found.json().data as { name: string }[]).map((x) => x.name)).toEqual(['Zebra weekly 100%']);
    expect(found.json().count).toBe(1);
    // % and _ are the text itself, not wildcards.
    expect((await call('GET', `/templates?q=${encodeURIComponent('100%')}`, rpt)).json().count).toBe(1);
    expect((await call('GET', '/templates?q=Bulk%200', rpt)).json().count).toBe(99);

    const long = await call('GET', `/templates?q=${'x'.repeat(201)}`, rpt);
    expect([long.statusCode, long.json().message]).toEqual([400, 'The search is too long (at most 200 characters)']);
  });
});
