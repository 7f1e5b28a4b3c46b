/**
 * `pnpm bench:db --reports` (issue 13 · 5): the report service at scale, in a database of its own
 * (DATABASE_URL, default fcs_bench_reports: a million packages, a hundred thousand users, pickups,
 * invoices and drop-offs, made once by the generator of `pnpm bench:db`; --generate makes it again).
 * For every report object, with its demo template: a first page sorted on each allow_sort field, a
 * filtered page, a deep page (page 5,001, after a cursor: keyset), the count a list shows (bounded,
 * or the planner's estimate, which the answer marks "about"), full-text search and filter values;
 * the api's p50/p95 beside the same SQL run directly (the statements the api ran, replayed prepared
 * as the api runs them, and as text), what the api adds at p50 against its 1 ms (issue 21), and
 * p95 against 25 ms (lists, counts) or 10 ms (search).
 */
import { openDb } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { DEMO_TEMPLATES } from '../src/db/seed/demo-templates';
import { encodeJson, encodeSearch, LIST_COUNT_LIMIT, REPORT_ENTITIES, type FieldDef, type ReportObject } from '@fcs/shared/contract';
import {
  ADDED_HEAD,
  ADDED_P50_BUDGET_MS,
  addedVerdict,
  ensureDatabase,
  httpFloor,
  loadLine,
  log,
  ms,
  startBenchApi,
  type Call,
} from './bench-kit';
import { BENCH_BUSIEST_PHONE, BENCH_SIZE, BENCH_STAFF_PHONE, generate } from './generate';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/fcs_bench_reports';
const RUNS = Number(process.env.BENCH_RUNS || 60);
const LIST_BUDGET_MS = 25;
const FTS_BUDGET_MS = 10;

/** A term each object's search finds a handful of rows for (a number, or a name's two words). */
const SEARCH_TERMS: Record<ReportObject, string> = {
  packages: 'FCS000123456',
  pickups: 'PU012345',
  invoices: 'INV012345',
  users: 'Customer 12345',
  dropoffs: 'DO012345',
  audit_log: 'FCS012345',
};
/** A filtered page of each object: a status and a time window. */
const monthsAgo = (m: number) => new Date(Date.now() - m * 30 * 86_400_000).toISOString();
const FILTERED: Record<ReportObject, object[]> = {
  packages: [
    { field: 'status', compare: '=', value: 'packed' },
    { field: 'received_date', compare: '>=', value: monthsAgo(12) },
    { field: 'received_date', compare: '<=', value: monthsAgo(6) },
  ],
  pickups: [
    { field: 'status', compare: '=', value: 'confirmed' },
    { field: 'pickup_date', compare: '>=', value: monthsAgo(12).slice(0, 10) },
  ],
  invoices: [
    { field: 'status', compare: '=', value: 'unpaid' },
    { field: 'amount', compare: '>=', value: 100 },
  ],
  users: [{ field: 'status', compare: '=', value: 'requested' }],
  dropoffs: [
    { field: 'status', compare: '=', value: 'received' },
    { field: 'created_date', compare: '>=', value: monthsAgo(6) },
  ],
  audit_log: [{ field: 'operation', compare: '=', value: 'update' }],
};

async function main() {
  await ensureDatabase(DATABASE_URL);
  const base = await openDb({ databaseUrl: DATABASE_URL, statementTimeoutMs: 0 });
  await migrate(base);
  const users = (await base.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n ?? 0;
  if (users < BENCH_SIZE.customers || process.argv.includes('--generate')) {
    log(`Making the data set in ${new URL(DATABASE_URL).pathname.slice(1)} (several minutes):`);
    await generate(base, log);
  }

  const api = await startBenchApi(DATABASE_URL, base);
  const { call } = api;
  // A reports reader (rpt among other rights, not admin) and the busiest customer (their own rows).
  const staff = await api.tokenOf(BENCH_STAFF_PHONE);
  const customer = await api.tokenOf(BENCH_BUSIEST_PHONE);

  const list = (object: string, body: object, token = staff): Call => ({
    method: 'POST',
    path: `/api/data/${object}`,
    body: { filters: [], sorts: [], limit: 10, offset: 0, ...body },
    token,
  });
  const missed: string[] = [];
  const overFloor: string[] = [];

  const floor = await httpFloor();
  log(`\nA bare HTTP round trip on this machine (node:http, no framework, no work): p50 ${ms(floor.p50)}  p95 ${ms(floor.p95)} ms`);
  log(
    `\nThe report service at scale (${RUNS} runs each; ms; budgets: what the api adds at p50 ("+p50": the median of each round's api time less the same statements run right after by the api's own pool on the connection it used, "own") ≤ ${ADDED_P50_BUDGET_MS} ms; "floor": what a bare node:http server adds to the same statements, "+api" = "+p50" less "floor"; "before", "handlr", "after": the api's own time in its process before its handler, in it less its SQL, and after it (p50s); lists and counts p95 ≤ ${LIST_BUDGET_MS} ms, search p95 ≤ ${FTS_BUDGET_MS} ms):`,
  );
  log(
    `${'object · case'.padEnd(58)} ${'api p50'.padStart(7)} ${'api p95'.padStart(7)} ${'sql p50'.padStart(7)} ${'sql p95'.padStart(7)} ${'txt p95'.padStart(7)} ${'own p50'.padStart(7)} ${ADDED_HEAD} p95 budget`,
  );
  const measure = async (name: string, c: Call, fts = false, note = '') => {
    const { statements, api: a, sql: s, text: t, same, added, floor, phases } = await api.measure(c, { runs: RUNS });
    const plus = addedVerdict(added, floor, phases);
    if (!plus.apiMet) overFloor.push(name);
    const budget = fts ? FTS_BUDGET_MS : LIST_BUDGET_MS;
    const met = a.p95 <= budget;
    if (!met || !plus.met) missed.push(name);
    const dash = (n: number) => (statements.length ? ms(n) : '      -');
    log(
      `${name.padEnd(58)} ${ms(a.p50)} ${ms(a.p95)} ${dash(s.p50)} ${dash(s.p95)} ${dash(t.p95)} ${dash(same.p50)} ${plus.text}  ≤ ${budget} ms ${met ? 'met' : 'MISSED'}${note}${process.env.BENCH_DEBUG ? ` [${statements.length} statements: ${statements.map((x) => x.sql.slice(0, 60)).join(' | ')}]` : ''}`,
    );
  };

  // BENCH_OBJECTS=invoices,users measures only these.
  const only = process.env.BENCH_OBJECTS?.split(',').filter(Boolean);
  log(loadLine());
  for (const template of DEMO_TEMPLATES.filter((t) => !only || only.includes(t.object))) {
    const object = template.object;
    const defs = REPORT_ENTITIES[object].fields as Record<string, FieldDef>;
    const total = (await base.query<{ n: number }>(`SELECT reltuples::bigint AS n FROM pg_class WHERE oid = $1::regclass`, [object]))[0]?.n;
    log(`\n${object} (about ${Number(total).toLocaleString('en-US')} rows; template "${template.name}")`);
    const defaultSort = template.fields.find((f) => f.default_sort !== 'no_sort');
    const sort = defaultSort ? `${defaultSort.field_name} ${defaultSort.default_sort}` : REPORT_ENTITIES[object].defaultSort!;
    for (const f of template.fields.filter((x) => x.allow_sort))
      for (const dir of ['desc', 'asc'])
        await measure(`${object} · first page by ${f.field_name} ${dir}`, list(object, { sorts: [`${f.field_name} ${dir}`] }));
    await measure(
      `${object} · filtered page (${FILTERED[object].length} filters)`,
      list(object, { sorts: [sort], filters: FILTERED[object] }),
    );
    // Page 5,001: the cursor of row 50,000, as a client paging on would hold it (fetched once by offset).
    const setup = JSON.parse(await call(list(object, { sorts: [sort], offset: 49_990 }))) as { cursors: { last: string } };
    await measure(`${object} · page 5,001 by ${sort} (after a cursor)`, list(object, { sorts: [sort], after: setup.cursors.last }));
    const countCall: Call = {
      method: 'POST',
      path: `/api/row/${object}`,
      body: { filters: [], count_limit: LIST_COUNT_LIMIT },
      token: staff,
    };
    const kind = JSON.parse(await call(countCall)).count_kind as string;
    await measure(`${object} · count as a list shows it (${kind})`, countCall);
    const filteredCount: Call = {
      method: 'POST',
      path: `/api/row/${object}`,
      body: { filters: FILTERED[object], count_limit: LIST_COUNT_LIMIT },
      token: staff,
    };
    const fkind = JSON.parse(await call(filteredCount)).count_kind as string;
    await measure(`${object} · count of the filtered page (${fkind})`, filteredCount);
    const term = encodeSearch(SEARCH_TERMS[object]);
    // Drop-offs and users keep their staff searches under /api/fts; the report service's is fts_filter.
    const ftsPath =
      object === 'dropoffs' || object === 'users'
        ? `/api/fts_filter/${object}/${term}/10/0/${encodeJson([])}`
        : `/api/fts/${object}/${term}/10`;
    const hits = (JSON.parse(await call({ method: 'GET', path: ftsPath, token: staff })).data as unknown[]).length;
    await measure(`${object} · search "${SEARCH_TERMS[object]}" (${hits} hits)`, { method: 'GET', path: ftsPath, token: staff }, true);
    await measure(
      `${object} · search within filters`,
      {
        method: 'GET',
        path: `/api/fts_filter/${object}/${term}/10/0/${encodeJson(FILTERED[object].slice(0, 1))}`,
        token: staff,
      },
      true,
    );
    const dropdowns = template.fields
      .filter((f) => f.dropdown_display_field)
      .map((f) => ({ field_name: f.field_name, dropdown_display_field: f.dropdown_display_field }));
    for (const d of dropdowns) {
      const known = defs[d.field_name]?.values && d.dropdown_display_field === d.field_name;
      const body = { object, fields: [known ? d.field_name : d] };
      await measure(`${object} · filter values of ${d.field_name}${known ? ' (known values)' : ''}`, {
        method: 'POST',
        path: '/api/filter_values',
        token: staff,
        body,
      });
    }
    if (object !== 'users') await measure(`${object} · the busiest customer's first page`, list(object, { sorts: [sort] }, customer));
  }
  log(missed.length ? `\nMissed: ${missed.join('; ')}` : '\nEvery case within its budget.');
  log(
    overFloor.length
      ? `The api adds more than ${ADDED_P50_BUDGET_MS} ms over the floor to: ${overFloor.join('; ')}`
      : `Over the floor (a bare node:http server running the same statements) the api adds at most ${ADDED_P50_BUDGET_MS} ms to every case.`,
  );

  await api.close();
  await base.close();
}

await main();
