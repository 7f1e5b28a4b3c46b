import { canReadRow, encodeJson, encodeSearch, REPORT_OBJECTS, type Principal, type ReportObject } from '@fcs/shared/contract';
import { KNOWN_TRACKING_IDS } from '../../db/seed/demo-data';
import { principalOf } from '../../plugins/auth';
import { REPORT_SOURCES } from '../../report/report-sources';
import { reportsAccountToken } from '../../test-support/reports-account';
import { createTestApp, PHONES, type TestApp } from '../../test-support/test-app';
import { csvCells } from '../../test-support/csv';

let t: TestApp;
const tokens: Record<string, string> = {};
const principals: Record<string, Principal> = {};
beforeAll(async () => {
  t = await createTestApp();
  const people = { alice: PHONES.alice, admin: PHONES.admin, df: PHONES.dropoffStaff, sa: PHONES.superAdmin } as const;
  for (const [who, phone] of Object.entries(people)) tokens[who] = await t.tokenFor(phone);
  tokens.rpt = await reportsAccountToken(t);
  for (const [who, token] of Object.entries(tokens))
    principals[who] = await principalOf(await t.app.identity.verify(token), (id) => t.app.repos.users.findById(id));
}, 60_000);
afterAll(() => t.close());

const post = (url: string, token: string, payload: object) => t.call({ method: 'POST', url, token, payload });
const get = (url: string, token: string) => t.call({ method: 'GET', url, token });
const data = async (table: string, token: string, body: object) => {
  const res = await post(`/api/data/${table}`, token, { limit: 500, ...body });
  expect([res.statusCode, res.json().message]).toEqual([200, 'Ok']);
  return res.json().data as Record<string, unknown>[];
};
/** The database's rows of an object (its view), the ground truth of the filters. */
const truth = async (table: ReportObject, where: string, params: unknown[] = []) =>
  (
    await t.db.query<{ id: string }>(
      `SELECT id FROM ${REPORT_SOURCES[table].from} WHERE (${REPORT_SOURCES[table].baseWhere}) AND (${where})`,
      params,
    )
  )
    .map((r) => r.id)
    .sort();
const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.id as string).sort();
/** A row of the view by id, to judge scope on the columns the response may leave blank. */
const dbRow = async (table: ReportObject, id: string) =>
  (await t.db.query(`SELECT * FROM ${REPORT_SOURCES[table].from} WHERE id = $1`, [id]))[0]!;

describe('GET /api/objs and /api/meta/{object}', () => {
  it('lists the five report objects for rpt and sa, and refuses customers and other staff', async () => {
    const res = await get('/api/objs', tokens.rpt!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((o: { name: string }) => o.name)).toEqual([...REPORT_OBJECTS]);
    expect((await get('/api/objs', tokens.sa!)).statusCode).toBe(200);
    expect((await get('/api/objs', tokens.alice!)).statusCode).toBe(403);
    expect((await get('/api/objs', tokens.df!)).statusCode).toBe(403);
  });

  it('describes each field: type, values, compares; objects and other people’s phones are not filterable for rpt', async () => {
    const meta = (await get('/api/meta/users', tokens.rpt!)).json().data;
    const f = (name: string) => meta.fields.find((x: { field_name: string }) => x.field_name === name);
    expect(meta).toMatchObject({ name: 'users', display_name: 'Users', default_sort: 'updated_date desc' });
    expect(f('status')).toMatchObject({
      field_type: 'string',
      filterable: true,
      sortable: true,
      values: expect.arrayContaining(['joined']),
    });
    expect(f('status').compares).toEqual(expect.arrayContaining(['=', 'like', 'blank', 'not blank']));
    expect(f('privileges')).toMatchObject({ field_type: 'object', filterable: false, sortable: false, compares: [] });
    expect(f('phone_number')).toMatchObject({ filterable: false, searchable: false });
    expect(f('fcs_id')).toMatchObject({ filterable: true, searchable: true });
    const asAdmin = (await get('/api/meta/users', tokens.admin!)).json().data;
    expect(asAdmin.fields.find((x: { field_name: string }) => x.field_name === 'phone_number')).toMatchObject({ filterable: true });
    for (const object of REPORT_OBJECTS) expect((await get(`/api/meta/${object}`, tokens.sa!)).statusCode).toBe(200);
    const unknown = await get('/api/meta/secrets', tokens.sa!);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown object "secrets"');
  });
});

describe('filters: each operator, blank and not blank, nested or_group (checked against SQL)', () => {
  const cases: [string, object, string, unknown[]][] = [
    ['=', { field: 'status', compare: '=', value: 'joined' }, `status = 'joined'`, []],
    ['>=', { field: 'updated_date', compare: '>=', value: '2000-01-01' }, `updated_date >= '2000-01-01'`, []],
    ['<=', { field: 'fcs_id', compare: '<=', value: 'FCS00005' }, `fcs_id <= 'FCS00005'`, []],
    ['>', { field: 'fcs_id', compare: '>', value: 'FCS00005' }, `fcs_id > 'FCS00005'`, []],
    ['<', { field: 'fcs_id', compare: '<', value: 'FCS00003' }, `fcs_id < 'FCS00003'`, []],
    ['like', { field: 'user_name', compare: 'like', value: 'an' }, `user_name ILIKE '%an%'`, []],
    ['in', { field: 'status', compare: 'in', value: ['invited', 'requested'] }, `status IN ('invited', 'requested')`, []],
    ['blank', { field: 'email', compare: 'blank' }, `email IS NULL OR email = ''`, []],
    ['not blank', { field: 'email', compare: 'not blank' }, `email IS NOT NULL AND email <> ''`, []],
    ['bool =', { field: 'is_employee', compare: '=', value: true }, 'is_employee', []],
  ];
  it.each(cases)('%s', async (_, filter, where, params) => {
    const expected = await truth('users', where, params);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await data('users', tokens.admin!, { filters: [filter] }))).toEqual(expected);
  });

  it('ORs the members of an or_group, nested within another, ANDed with the rest', async () => {
    const filters = [
      { field: 'status', compare: 'not blank' },
      {
        or_group: 'outer',
        filters: [
          { field: 'status', compare: '=', value: 'invited' },
          {
            or_group: 'inner',
            filters: [
              { field: 'is_employee', compare: '=', value: true },
              { field: 'email', compare: 'blank' },
            ],
          },
        ],
      },
    ];
    const expected = await truth('users', `status = 'invited' OR is_employee OR email IS NULL OR email = ''`);
    expect(ids(await data('users', tokens.admin!, { filters }))).toEqual(expected);
  });

  it('sorts on a field and pages by cursor without losing or repeating a row', async () => {
    const all = await data('invoices', tokens.admin!, { sorts: ['amount desc'] });
    const first = await post('/api/data/invoices', tokens.admin!, { sorts: ['amount desc'], limit: 3 });
    const next = await data('invoices', tokens.admin!, { sorts: ['amount desc'], limit: 500, after: first.json().cursors.last });
    expect([...first.json().data, ...next].map((r) => r.id)).toEqual(all.map((r) => r.id));
    const amounts = all.map((r) => r.amount as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });
});

describe('unknown fields, operators and objects: 400 on every endpoint', () => {
  const b64 = (v: unknown) => encodeJson(v);
  const bad = [
    ['field', { field: 'nope', compare: '=', value: 1 }, 'Unknown field "nope"'],
    ['operator', { field: 'status', compare: '!=', value: 1 }, 'compare'],
  ] as const;
  it.each(bad)('an unknown %s', async (_, filter, message) => {
    const calls = [
      post('/api/data/users', tokens.admin!, { filters: [filter] }),
      post('/api/row/users', tokens.admin!, { filters: [filter] }),
      post('/api/filter_values', tokens.admin!, { object: 'users', fields: ['status'], filters: [filter] }),
      post('/api/download/users', tokens.admin!, { filters: [filter] }),
      get(`/api/fts_filter/users/${encodeSearch('a')}/10/0/${b64([filter])}`, tokens.admin!),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('an unknown object, sort field or filter_values field', async () => {
    const calls = [
      post('/api/data/secrets', tokens.admin!, {}),
      post('/api/download/secrets', tokens.admin!, {}),
      get(`/api/fts/secrets/${encodeSearch('a')}/10`, tokens.admin!),
      get(`/api/fts_filter/secrets/${encodeSearch('a')}/10/0/${b64([])}`, tokens.admin!),
      post('/api/filter_values', tokens.admin!, { object: 'secrets', fields: ['status'] }),
      post('/api/filter_values', tokens.admin!, { object: 'users', fields: ['nope'] }),
      post('/api/data/users', tokens.admin!, { sorts: ['nope desc'] }),
      post('/api/download/users', tokens.admin!, { fields: ['nope'] }),
      get(`/api/fts_filter/users/${encodeSearch('a')}/10/0/not-json`, tokens.admin!),
    ];
    for (const res of await Promise.all(calls)) expect([res.statusCode, res.json().status]).toEqual([400, 'Error']);
  });
});

/** The objects a joined customer reads their own rows of (the audit log is the super-admin's alone). */
const CUSTOMER_OBJECTS = REPORT_OBJECTS.filter((o): o is Exclude<ReportObject, 'audit_log'> => o !== 'audit_log');

describe('a customer’s scope through every endpoint', () => {
  /** Every id a customer gets back is a row of theirs (judged on the database's row). */
  const allMine = async (table: Exclude<ReportObject, 'audit_log'>, list: string[]) => {
    for (const id of list) expect([table, id, canReadRow(principals.alice!, table, await dbRow(table, id))]).toEqual([table, id, true]);
  };
  const crafted = (table: Exclude<ReportObject, 'audit_log'>) =>
    ({
      packages: [
        {
          or_group: 'x',
          filters: [
            { field: 'user_id', compare: 'not blank' },
            { field: 'user_id', compare: 'blank' },
          ],
        },
      ],
      pickups: [{ field: 'customer_id', compare: 'not blank' }],
      invoices: [{ field: 'user_id', compare: 'not blank' }],
      dropoffs: [{ field: 'status', compare: 'not blank' }],
      users: [{ field: 'status', compare: 'not blank' }],
    })[table];

  it.each(CUSTOMER_OBJECTS)('%s: data, row, fts, fts_filter, filter_values and download', async (table) => {
    const token = tokens.alice!;
    const rows = await data(table, token, { filters: crafted(table) });
    await allMine(table, ids(rows));
    const all = await truth(table, 'TRUE');
    expect(rows.length).toBeLessThan(all.length);
    const count = (await post(`/api/row/${table}`, token, { filters: crafted(table) })).json().data;
    expect(count).toBe(rows.length);

    // Search for a term every row of the object holds (its number prefix, or the FCS ID's).
    const term = { packages: KNOWN_TRACKING_IDS.alice.slice(0, 3), pickups: 'PU', invoices: 'INV', dropoffs: 'DO', users: 'FCS' }[table];
    {
      const fts = await get(`/api/fts/${table}/${encodeSearch(term)}/10`, token);
      // Drop-offs and users keep their staff searches (the desk's and the customer picker's): a customer is refused.
      const ownSearch = table !== 'dropoffs' && table !== 'users';
      expect(fts.statusCode).toBe(ownSearch ? 200 : 403);
      if (ownSearch) await allMine(table, ids(fts.json().data));
      const ftsf = await get(`/api/fts_filter/${table}/${encodeSearch(term)}/10/0/${encodeJson(crafted(table))}`, token);
      expect(ftsf.statusCode).toBe(200);
      await allMine(table, ids(ftsf.json().data));
      expect(ids(ftsf.json().data)).toEqual(ids(rows).filter((id) => ids(ftsf.json().data).includes(id)));
    }

    const values = await post('/api/filter_values', token, { object: table, fields: ['id'] });
    expect(values.statusCode).toBe(200);
    const valueIds = (values.json().data[0].values as { value: string }[]).map((v) => v.value).sort();
    expect(valueIds).toEqual(ids(rows));

    const csv = await post(`/api/download/${table}`, token, { fields: ['id'], filters: crafted(table) });
    // The packages CSV is the staff list's (issue 11): customers are refused it.
    if (table === 'packages') return expect(csv.statusCode).toBe(403);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const csvIds = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => csvCells(l)[0])
      .sort();
    expect(csvIds).toEqual(ids(rows));
  });
});

describe('rights: rpt reads every object; no right answers 403, not an empty list', () => {
  it('rpt reads every report object, with other people’s phones and e-mails blank', async () => {
    for (const table of CUSTOMER_OBJECTS) {
      const count = await post(`/api/row/${table}`, tokens.rpt!, {});
      expect([table, count.json().data]).toEqual([table, (await truth(table, 'TRUE')).length]);
    }
    // Who changed what is the super-admin's alone (issue 32).
    expect((await post('/api/row/audit_log', tokens.rpt!, {})).statusCode).toBe(403);
    const users = await data('users', tokens.rpt!, {});
    const others = users.filter((u) => u.user_name !== 'Rita Reports');
    expect(others.every((u) => u.phone_number === null && u.email === null)).toBe(true);
    expect(users.find((u) => u.user_name === 'Rita Reports')?.phone_number).toBe('+15550100020');
    const asAdmin = await data('users', tokens.admin!, {});
    expect(asAdmin.some((u) => typeof u.phone_number === 'string')).toBe(true);
    const csv = await post('/api/download/users', tokens.rpt!, { fields: ['fcs_id', 'phone_number'] });
    const phones = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => csvCells(line)[1]);
    expect(phones.filter(Boolean)).toEqual(["'+15550100020"]); // the CSV's formula guard
  });

  it('refuses to filter, sort, search or list values on a phone the caller may not read (403)', async () => {
    const probe = { field: 'phone_number', compare: 'like', value: '+1555' };
    const calls = [
      post('/api/data/users', tokens.rpt!, { filters: [probe] }),
      post('/api/row/users', tokens.rpt!, { filters: [{ or_group: 'g', filters: [probe] }] }),
      post('/api/data/users', tokens.rpt!, { sorts: ['phone_number asc'] }),
      post('/api/filter_values', tokens.rpt!, { object: 'users', fields: ['phone_number'] }),
      post('/api/filter_values', tokens.rpt!, { object: 'users', fields: [{ field_name: 'id', dropdown_display_field: 'email' }] }),
      post('/api/download/users', tokens.rpt!, { filters: [probe] }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    // The search leaves the phone out: a phone number finds nobody.
    const search = (token: string) => get(`/api/fts_filter/users/${encodeSearch('5550100001')}/10/0/${encodeJson([])}`, token);
    expect((await search(tokens.rpt!)).json().data).toEqual([]);
    expect((await search(tokens.admin!)).json().data.map((u: { fcs_id: string }) => u.fcs_id)).toEqual(['FCS00001']);
  });

  it('answers 403, not an empty list, to a person with no right to the object, on every endpoint', async () => {
    const requested = await t.tokenFor(PHONES.requested);
    const anonymous = await t.anonymousToken();
    for (const token of [requested, anonymous]) {
      const calls = [
        post('/api/data/invoices', token, {}),
        post('/api/row/users', token, {}),
        get(`/api/fts/invoices/${encodeSearch('INV')}/10`, token),
        get(`/api/fts_filter/dropoffs/${encodeSearch('DO')}/10/0/${encodeJson([])}`, token),
        post('/api/filter_values', token, { object: 'pickups', fields: ['status'] }),
        post('/api/download/users', token, {}),
        get('/api/meta/packages', token),
      ];
      for (const res of await Promise.all(calls)) expect([res.statusCode, res.json().status]).toEqual([403, 'Error']);
    }
    // Staff without the object's right read only their own rows as a customer would (none here); the metadata is rpt's.
    expect((await get('/api/meta/packages', tokens.df!)).statusCode).toBe(403);
    expect((await post('/api/data/invoices', tokens.df!, {})).json().data).toEqual([]);
  });
});

describe('search and filter values', () => {
  it('finds rows by every word of the term in one field, within the filters', async () => {
    const [inv] = await t.db.query<{ invoice_number: string; status: string }>('SELECT invoice_number, status FROM invoices LIMIT 1');
    const res = await get(`/api/fts/invoices/${encodeSearch(inv!.invoice_number)}/10`, tokens.rpt!);
    expect(res.json().data.map((r: { invoice_number: string }) => r.invoice_number)).toEqual([inv!.invoice_number]);
    const other = inv!.status === 'paid' ? 'unpaid' : 'paid';
    const filtered = await get(
      `/api/fts_filter/invoices/${encodeSearch(inv!.invoice_number)}/10/0/${encodeJson([{ field: 'status', compare: '=', value: other }])}`,
      tokens.rpt!,
    );
    expect(filtered.json().data).toEqual([]);
    const byName = await get(`/api/fts/pickups/${encodeSearch('alice carter')}/10`, tokens.admin!);
    expect(byName.json().data.length).toBeGreaterThan(0);
    expect(byName.json().data.every((r: { customer_name: string }) => r.customer_name === 'Alice Carter')).toBe(true);
  });

  it('lists distinct values with their dropdown labels, and the known values of a status', async () => {
    const res = await post('/api/filter_values', tokens.admin!, {
      object: 'dropoffs',
      fields: ['status', { field_name: 'receiving_staff_id', dropdown_display_field: 'receiving_staff_name' }],
    });
    expect(res.statusCode).toBe(200);
    const [status, staff] = res.json().data;
    expect(status).toMatchObject({ field_name: 'status', complete: true });
    expect(status.values.map((v: { value: string }) => v.value)).toEqual(['received', 'completed', 'canceled']);
    const expected = await t.db.query<{ value: string; label: string }>(
      'SELECT DISTINCT receiving_staff_id::text AS value, receiving_staff_name AS label FROM dropoffs WHERE receiving_staff_id IS NOT NULL ORDER BY 2, 1',
    );
    expect(staff.values).toEqual(expected);
    const capped = await post('/api/filter_values', tokens.admin!, { object: 'users', fields: ['fcs_id'], limit: 2 });
    expect(capped.json().data[0]).toMatchObject({ complete: false, values: [{ value: 'FCS00001' }, { value: 'FCS00002' }] });
  });
});
