/**
 * `pnpm bench:db` (through scripts/bench-db.mjs, which starts an Auth emulator): the api at a
 * million packages. Makes the data set of issue 9 in DATABASE_URL (once; --generate makes it
 * again), starts the real api on it and prints, for each case, the api's p50/p95 beside the same
 * SQL run directly (the statements the api ran for that call, replayed on a pool of its own) and
 * what the api adds to it at p50 (issue 21: at most 1 ms), then the api at 10 concurrent
 * connections, each beside its budget.
 */
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import { openDb } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { LIST_COUNT_LIMIT, PACKAGE_CSV_FIELDS, packageReportFilters, PACKAGE_LIST_FIELDS, REPORT_TIME_ZONE } from '@fcs/shared/contract';
import { copySql } from '../src/report/csv-stream';
import { REPORT_SOURCES } from '../src/report/report-sources';
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
  stats,
  time,
  type Call,
} from './bench-kit';
import { BENCH_BUSIEST_PHONE, BENCH_SIZE, BENCH_STAFF_PHONE, generate } from './generate';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/fcs_bench';
/** Runs per case: up to BENCH_RUNS (200), fewer for a slow case (about BENCH_CASE_MS, 4 s, of it; at least 30). */
const RUNS = Number(process.env.BENCH_RUNS || 200);
const CASE_MS = Number(process.env.BENCH_CASE_MS || 4000);
/** Only the cases whose names match (a regular expression), e.g. BENCH_ONLY='csv|staff list'. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const CSV_RUNS = Number(process.env.BENCH_CSV_RUNS || 3);

/** yyyy-mm-dd some days ago, in ET (the filter dialog's dates). */
const etDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: REPORT_TIME_ZONE });

async function main() {
  await ensureDatabase(DATABASE_URL);
  // Making the data set takes longer than any request may.
  const base = await openDb({ databaseUrl: DATABASE_URL, statementTimeoutMs: 0 });
  await migrate(base);
  const existing = (await base.query<{ n: number }>('SELECT count(*)::int AS n FROM packages'))[0]?.n;
  if (existing !== BENCH_SIZE.packages || process.argv.includes('--generate')) {
    log(`Making the data set in ${new URL(DATABASE_URL).pathname.slice(1)} (a few minutes):`);
    await generate(base, log);
  }

  const api = await startBenchApi(DATABASE_URL, base);
  const { address, call, direct, headers, measure } = api;
  const staff = await api.tokenOf(BENCH_STAFF_PHONE);
  const busiest = await api.tokenOf(BENCH_BUSIEST_PHONE);

  const list = (table: string, body: object, token = staff): Call => ({
    method: 'POST',
    path: `/api/data/${table}`,
    body: { filters: [], sorts: [], limit: 10, offset: 0, ...body },
    token,
  });
  const count = (table: string, body: object, token = staff): Call => ({
    method: 'POST',
    path: `/api/row/${table}`,
    body: { filters: [], ...body },
    token,
  });
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString();
  const halfYearAgo = new Date(Date.now() - 180 * 86_400_000).toISOString();
  // The filter dialog's status and received dates (from and to, whole ET days) as the screen sends them.
  const screenFilters = packageReportFilters([
    { key: 'status', value: 'processed' },
    { key: 'from_received_date', value: etDay(120) },
    { key: 'to_received_date', value: etDay(30) },
  ]);
  const trackingIds = Array.from({ length: 30 }, (_, i) => `FCS${String(1 + i * 33_331).padStart(9, '0')}`);

  // The cursor of the last row of page 90,001, as a client paging on would hold it.
  const deepPage = JSON.parse(await call(list('packages', { sorts: ['received_date desc'], offset: 900_000 }))) as {
    cursors: { last: string };
  };
  const deepCursor = deepPage.cursors.last;

  /** Each case: a call, and its budget for p95 (ms). */
  const cases: [string, Call, number][] = [
    ['packages, received date (default order)', list('packages', { sorts: ['received_date desc'] }), 25],
    ['packages, received date asc', list('packages', { sorts: ['received_date asc'] }), 25],
    ['packages, updated date', list('packages', { sorts: ['updated_date desc'] }), 25],
    ['packages, tracking id', list('packages', { sorts: ['tracking_id asc'] }), 25],
    ['packages, status', list('packages', { sorts: ['status asc'] }), 25],
    [
      'packages, status and dates',
      list('packages', {
        sorts: ['received_date desc'],
        filters: [
          { field: 'status', compare: '=', value: 'packed' },
          { field: 'received_date', compare: '>=', value: yearAgo },
          { field: 'received_date', compare: '<=', value: halfYearAgo },
        ],
      }),
      25,
    ],
    ['packages, page 90,001 (offset 900,000)', list('packages', { sorts: ['received_date desc'], offset: 900_000 }), 25],
    ['packages, page 90,002 (after the last row seen)', list('packages', { sorts: ['received_date desc'], after: deepCursor }), 25],
    ['packages, count (as a list asks: bounded)', count('packages', { count_limit: LIST_COUNT_LIMIT }), 25],
    [
      'packages, count of delivered (bounded)',
      count('packages', { filters: [{ field: 'status', compare: '=', value: 'delivered' }], count_limit: LIST_COUNT_LIMIT }),
      25,
    ],
    ['packages, exact count of a million (not bounded)', count('packages', {}), 1000],
    ['packages, tracking id search', list('packages', { filters: [{ field: 'tracking_id', compare: 'like', value: '0012345' }] }), 10],
    ['my packages (busiest customer)', list('packages', { sorts: ['received_date desc'], view: 'mine' }, busiest), 25],
    ['my packages, count (busiest)', count('packages', { view: 'mine' }, busiest), 25],
    ['invoices, date', list('invoices', { sorts: ['invoice_date desc'] }), 25],
    ['pickups, updated date', list('pickups', { sorts: ['updated_date desc'] }), 25],
    ['dropoffs, updated date', list('dropoffs', { sorts: ['updated_date desc'] }), 25],
    ['GET /track of 30', { method: 'GET', path: `/track/${encodeURIComponent(trackingIds.join(','))}`, token: staff }, 10],
    ['GET /me', { method: 'GET', path: '/me', token: busiest }, 3],
    // What any call costs beside its SQL: HTTP on this machine, routing and one trivial query (no auth).
    ['GET /health (the floor: HTTP and SELECT 1)', { method: 'GET', path: '/health', token: staff }, 3],
    // Issue 11: the /packages screen's calls (its columns, its filter dialog, its bounded count).
    ['staff list /packages, first page', list('packages', { sorts: ['received_date desc'], fields: [...PACKAGE_LIST_FIELDS] }), 25],
    [
      'staff list /packages, filtered page',
      list('packages', { sorts: ['received_date desc'], fields: [...PACKAGE_LIST_FIELDS], filters: screenFilters }),
      25,
    ],
    ['staff list /packages, count', count('packages', { count_limit: LIST_COUNT_LIMIT }), 25],
    ['staff list /packages, filtered count', count('packages', { filters: screenFilters, count_limit: LIST_COUNT_LIMIT }), 25],
  ];

  const floor = await httpFloor();
  log(`\nA bare HTTP round trip on this machine (node:http, no framework, no work): p50 ${ms(floor.p50)}  p95 ${ms(floor.p95)} ms`);
  log(`\nOne at a time (ms; up to ${RUNS} runs a case: the api; the same statements replayed directly, prepared as the api`);
  log(`runs them ("sql") and as text ("txt"); and run by the api's own pool right after its call, on the connection it used ("own").`);
  log(`"+p50" is what the api adds to its SQL: the median of each round's api time less its "own" (budget ${ADDED_P50_BUDGET_MS} ms);`);
  log(`"floor" is what a bare node:http server adds to the same statements (its round trip less their time inside it),`);
  log(`and "+api" the api's own part of "+p50": "+p50" less "floor".`);
  log(`"before", "handlr" and "after": where the api's own time goes in its process (p50 of each, ms): before its handler`);
  log(`(routing, the sign-in and metrics hooks, the body, validation), the handler less its SQL, and after it (serializing, writing).`);
  log(`p95 is the api's own against the case's budget; "-" when the call ran no SQL. ${loadLine()}`);
  log(
    `${'case'.padEnd(50)} ${'api p50'.padStart(7)} ${'api p95'.padStart(7)} ${'sql p50'.padStart(7)} ${'sql p95'.padStart(7)} ${'txt p95'.padStart(7)} ${'own p50'.padStart(7)} ${ADDED_HEAD} p95 budget`,
  );
  // Warm the api on every kind of call first, as a server in service is (its code compiled).
  for (const [name, c] of cases) if (!ONLY || ONLY.test(name)) for (let i = 0; i < 30; i++) await call(c);
  const missed: string[] = [];
  const overFloor: string[] = [];
  for (const [name, c, budget] of cases) {
    if (ONLY && !ONLY.test(name)) continue;
    const { statements, api: a, sql: s, text: t, same, inCall, added, floor, phases } = await measure(c, { runs: RUNS, caseMs: CASE_MS });
    const byP50 = budget === 3; // GET /me (and the floor beside it): p50
    const met = (byP50 ? a.p50 : a.p95) <= budget;
    const plus = addedVerdict(added, floor, phases);
    if (!met || !plus.met) missed.push(name);
    if (!plus.apiMet) overFloor.push(name);
    const dash = (n: number) => (statements.length ? ms(n) : '      -');
    if (process.env.BENCH_DEBUG) log(`  (the statements inside the api's call: p50 ${ms(inCall.p50)})`);
    log(
      `${name.padEnd(50)} ${ms(a.p50)} ${ms(a.p95)} ${dash(s.p50)} ${dash(s.p95)} ${dash(t.p95)} ${dash(same.p50)} ${plus.text}  p${byP50 ? 50 : 95} ≤ ${budget} ms ${met ? 'met' : 'MISSED'}`,
    );
  }
  log(missed.length ? `Missed: ${missed.join('; ')}` : 'Every case within its budgets.');
  log(
    overFloor.length
      ? `The api adds more than ${ADDED_P50_BUDGET_MS} ms over the floor to: ${overFloor.join('; ')}`
      : `Over the floor (a bare node:http server running the same statements) the api adds at most ${ADDED_P50_BUDGET_MS} ms to every case.`,
  );

  // Issue 11: the staff CSV of the million rows beside PostgreSQL's own COPY of the same SELECT.
  if (!ONLY || ONLY.test('csv')) {
    const csvBody = { fields: [...PACKAGE_CSV_FIELDS], filters: [], download_file_type: 'CSV' };
    const sameSelect = copySql(
      REPORT_SOURCES.packages,
      PACKAGE_CSV_FIELDS,
      { filters: [], sorts: [], scope: { all: true } },
      REPORT_TIME_ZONE,
    );
    const plainSelect =
      'COPY (SELECT tracking_id, received_date, updated_date, status FROM package_rows WHERE NOT is_deleted ' +
      'ORDER BY received_date DESC NULLS LAST, id DESC) TO STDOUT WITH (FORMAT csv)';
    const drainCopy = async (sql: string) => {
      const conn = await direct.connect();
      let bytes = 0;
      try {
        await conn.query('SET statement_timeout = 0');
        await pipeline(
          conn.query(copyTo(sql)),
          new Writable({
            write(chunk: Buffer, _enc, done) {
              bytes += chunk.length;
              done();
            },
          }),
        );
      } finally {
        await conn.query('RESET statement_timeout').catch(() => undefined);
        conn.release();
      }
      return bytes;
    };
    const drainApi = async () => {
      const res = await fetch(`${address}/api/download/packages`, {
        method: 'POST',
        headers: headers(staff),
        body: JSON.stringify(csvBody),
      });
      if (!res.ok || !res.body) throw new Error(`POST /api/download/packages: ${res.status}`);
      const reader = res.body.getReader();
      let bytes = 0;
      for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.byteLength;
      return bytes;
    };
    const api: number[] = [];
    const copy: number[] = [];
    const plain: number[] = [];
    let sizes = '';
    for (let i = 0; i < CSV_RUNS; i++) {
      let a = 0;
      let c = 0;
      api.push(await time(async () => (a = await drainApi())));
      copy.push(await time(async () => (c = await drainCopy(sameSelect))));
      plain.push(await time(() => drainCopy(plainSelect)));
      sizes = `${(a / 1e6).toFixed(1)} MB from the api, ${(c / 1e6).toFixed(1)} MB from COPY`;
    }
    const [a, c, p] = [stats(api).p50, stats(copy).p50, stats(plain).p50];
    log(`\nThe staff CSV of ${BENCH_SIZE.packages.toLocaleString('en-US')} packages (median of ${CSV_RUNS}; ${sizes}):`);
    log(`${'POST /api/download/packages, the whole list'.padEnd(50)} ${ms(a)} ms`);
    log(`${'COPY (the same SELECT, dates formatted) TO STDOUT'.padEnd(50)} ${ms(c)} ms`);
    log(`${'COPY (the raw columns, no formatting) TO STDOUT'.padEnd(50)} ${ms(p)} ms`);
    log(
      `${'ratio api / COPY of the same SELECT'.padEnd(50)} ${(a / c).toFixed(2).padStart(7)}    budget ≤ 2 ${a / c <= 2 ? 'met' : 'MISSED'}`,
    );
  }

  const concurrently = async (c: Call, workers: number, perWorker: number) => {
    const times: number[] = [];
    const t = performance.now();
    await Promise.all(
      Array.from({ length: workers }, async () => {
        for (let i = 0; i < perWorker; i++) times.push(await time(() => call(c)));
      }),
    );
    return { ...stats(times), perSecond: (times.length / (performance.now() - t)) * 1000 };
  };
  if (ONLY && !ONLY.test('concurrent')) {
    await api.close();
    await base.close();
    return;
  }
  log('\nAt 10 concurrent connections (ms):');
  const pick = (...names: string[]) => cases.filter(([name]) => names.includes(name));
  const meCall = pick('GET /me')[0]![1];
  for (const [name, c] of pick(
    'packages, received date (default order)',
    'packages, page 90,001 (offset 900,000)',
    'packages, page 90,002 (after the last row seen)',
    'packages, count (as a list asks: bounded)',
    'GET /me',
  )) {
    const r = await concurrently(c, 10, 20);
    log(`${name.padEnd(50)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  ${r.perSecond.toFixed(0)} requests/s`);
  }

  // GET /me while 10 staff lists (far pages and counts) keep the database busy.
  let running = true;
  const heavy = pick(
    'packages, page 90,001 (offset 900,000)',
    'packages, exact count of a million (not bounded)',
    'packages, status and dates',
  ).map(([, c]) => c);
  const load = Array.from({ length: 10 }, async (_, i) => {
    while (running) await call(heavy[i % heavy.length]!).catch(() => undefined);
  });
  const me: number[] = [];
  for (let i = 0; i < RUNS; i++) me.push(await time(() => call(meCall)));
  running = false;
  await Promise.all(load);
  const m = stats(me);
  log(
    `${'GET /me while 10 staff lists run'.padEnd(50)} p50 ${ms(m.p50)}  p95 ${ms(m.p95)}  budget p95 ≤ 50 ms ${m.p95 <= 50 ? 'met' : 'MISSED'}`,
  );

  await api.close();
  await base.close();
}

await main();
