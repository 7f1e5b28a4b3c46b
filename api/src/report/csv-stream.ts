import { Readable, Transform } from 'node:stream';
import type { FastifyReply } from 'fastify';
import pg from 'pg';
import { csvLine, REPORT_TIME_ZONE, type Filter, type ReadScope } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import { etFormatter } from './et-format';
import {
  countSql,
  encodeCursor,
  listSql,
  orderSql,
  Params,
  scopeConditions,
  whereSql,
  type ReportColumn,
  type ReportSource,
} from './report-sql';

/** One column of a CSV: a whitelisted field of the source and the header written for it. */
export interface CsvColumn {
  field: string;
  header: string;
}

/** Which rows: the report service's filters and sorts, within the caller's scope. */
export interface CsvQuery {
  filters: readonly Filter[];
  sorts: readonly string[];
  scope: ReadScope;
}

export interface CsvOptions {
  /** The attachment's file name (packages_report.csv). */
  fileName: string;
  /** The zone the dates are written in (MM/DD/YYYY hh:mm:ss AM/PM); Eastern Time by default. */
  timeZone?: string;
}

/** Rows read per query on the slower path (PGlite: no COPY): a keyset page of the list's own index. */
export const DOWNLOAD_CHUNK = { size: 5000 };
/** X-Row-Estimate is exact up to this many rows (a bounded count), beyond it the planner's estimate. */
export const EXACT_ESTIMATE_LIMIT = 10_000;

/**
 * The report service's CSV download of any report source (packages, pickups, users, invoices,
 * dropoffs...): `columns` (whitelisted fields of `source`, each with its header) of exactly the rows
 * `query` selects within its scope, in its order, streamed to `reply` as `fileName`.
 *
 * - Every field, filter and sort is checked against the source's whitelist first: a bad one is a
 *   400 before any byte is sent.
 * - PostgreSQL: one `COPY (SELECT ...) TO STDOUT WITH (FORMAT csv, FORCE_QUOTE *)` whose SELECT formats each value
 *   as the CSV shows it (dates with to_char in `timeZone`, a leading = + - @ defused as csvField
 *   does, every value quoted, blanks empty), piped to the reply with the socket's backpressure: memory stays flat at a
 *   million rows, and the api adds only the header and CRLF line ends to PostgreSQL's own bytes.
 * - PGlite (no COPY): keyset pages of DOWNLOAD_CHUNK rows, formatted in JS the same way.
 * - A client that goes away cancels the query (COPY or page) and frees its connection.
 * - X-Row-Estimate tells the page's progress how many rows come: exact up to EXACT_ESTIMATE_LIMIT,
 *   beyond it the planner's estimate (counting a million rows would cost as much as sending them).
 *
 * Values are written as text: dates (non-day) in the zone, everything else as PostgreSQL writes it
 * (`::text`: numbers without trailing zeros for float columns, true/false, JSON for objects).
 */
export async function streamCsv(
  db: Db,
  source: ReportSource,
  columns: readonly CsvColumn[],
  query: CsvQuery,
  reply: FastifyReply,
  options: CsvOptions,
): Promise<FastifyReply> {
  const fields = columns.map((c) => c.field);
  const scope = scopeConditions(query.scope);
  // Validates fields, filters and sort: a 400 stays a 400.
  listSql(source, { filters: query.filters, sorts: query.sorts, limit: DOWNLOAD_CHUNK.size, offset: 0, fields }, scope);
  const estimate = await estimateRows(db, source, query);
  const timeZone = options.timeZone ?? REPORT_TIME_ZONE;
  const header = csvLine(columns.map((c) => c.header));

  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  let body: Readable;
  if (db.copyOut) {
    const copy = await db.copyOut(copySql(source, fields, query, timeZone), { signal: controller.signal, lane: 'download' });
    const out = crlfWithHeader(header);
    copy.on('error', (e) => out.destroy(e));
    out.on('close', () => {
      if (!copy.readableEnded) copy.destroy();
    });
    body = copy.pipe(out);
  } else {
    body = Readable.from(keysetCsv(db, source, fields, query, header, timeZone, controller.signal));
  }
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${options.fileName}"`)
    .header('X-Row-Estimate', String(estimate))
    .header('Access-Control-Expose-Headers', 'Content-Disposition, X-Row-Estimate')
    .header('Cache-Control', 'no-store');
  // A stream is sent as it is (chunked), never serialized.
  return reply.send(body as never);
}

/** Exact up to EXACT_ESTIMATE_LIMIT (a bounded count), beyond it the planner's row estimate of the download's own SELECT. */
async function estimateRows(db: Db, source: ReportSource, query: CsvQuery): Promise<number> {
  const scope = scopeConditions(query.scope);
  const counted = countSql(source, { filters: query.filters, count_limit: EXACT_ESTIMATE_LIMIT }, scope);
  const exact = Number((await db.query<{ count: number }>(counted.sql, counted.params, { lane: 'report' }))[0]?.count ?? 0);
  if (exact <= EXACT_ESTIMATE_LIMIT) return exact;
  const params = new Params();
  const where = whereSql(source, query.filters, params, scope(params));
  const plan = await db.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${source.from} WHERE ${where}`,
    params.values,
  );
  const raw = plan[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.max(exact, Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? exact));
}

/** A column's value as the CSV shows it, in SQL: dates in the zone, text with csvField's defusing, blanks NULL (written empty). */
function csvValueSql(col: ReportColumn, timeZone: string): string {
  if (col.type === 'date' && !col.day) return `to_char(${col.sql} AT TIME ZONE ${pg.escapeLiteral(timeZone)}, 'MM/DD/YYYY HH12:MI:SS AM')`;
  const v = col.type === 'float' ? `(${col.sql})::float8::text` : `(${col.sql})::text`;
  // csvField: a value starting with = + - @ tab or CR is written after a quote (no formula in a spreadsheet).
  return `CASE WHEN left(${v}, 1) IN ('=', '+', '-', '@', E'\\t', E'\\r') THEN '''' || ${v} ELSE NULLIF(${v}, '') END`;
}

/** A parameter as an SQL literal (COPY takes no parameters): strings escaped by pg, numbers checked finite, arrays element by element. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('A parameter is not a finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (Array.isArray(value)) return `ARRAY[${value.map(sqlLiteral).join(', ')}]`;
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  return pg.escapeLiteral(String(value));
}

/** The SQL with its $n parameters written in as literals. */
export function inlineParams(sql: string, params: readonly unknown[]): string {
  return sql.replace(/\$(\d+)(?!\d)/g, (whole, n: string) => {
    const i = Number(n) - 1;
    if (i < 0 || i >= params.length) throw new Error(`No parameter ${whole}`);
    return sqlLiteral(params[i]);
  });
}

/** The COPY of the CSV: the list's WHERE and ORDER BY, each column formatted as the CSV writes it. */
export function copySql(source: ReportSource, fields: readonly string[], query: CsvQuery, timeZone: string): string {
  const params = new Params();
  const where = whereSql(source, query.filters, params, scopeConditions(query.scope)(params));
  const order = orderSql(source, query.sorts);
  const select = fields.map((f, i) => `${csvValueSql(source.columns[f]!, timeZone)} AS c${i}`).join(', ');
  const sql = `SELECT ${select} FROM ${source.from} WHERE ${where} ORDER BY ${order}`;
  // FORCE_QUOTE *: every value quoted, as csvField writes it (a NULL, i.e. a blank, stays empty).
  return `COPY (${inlineParams(sql, params.values)}) TO STDOUT WITH (FORMAT csv, FORCE_QUOTE *)`;
}

/**
 * COPY's CSV as the api writes CSV: the header line first, and each line ended with CRLF (COPY
 * ends lines with LF; a line break inside a quoted value stays as it is).
 */
function crlfWithHeader(header: string): Transform {
  let quoted = false;
  let started = false;
  const start = (t: Transform) => {
    if (!started) t.push(Buffer.from(header));
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      start(this);
      // One pass into a buffer of twice the size at worst (every byte a line end): no copies per line.
      const out = Buffer.allocUnsafe(chunk.length * 2);
      let j = 0;
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i]!;
        if (b === 0x22) quoted = !quoted;
        else if (b === 0x0a && !quoted) out[j++] = 0x0d;
        out[j++] = b;
      }
      done(null, out.subarray(0, j));
    },
    flush(done) {
      start(this);
      done();
    },
  });
}

/** The slower path (no COPY): keyset pages of the list's index, formatted in JS as the SQL above formats them. */
async function* keysetCsv(
  db: Db,
  source: ReportSource,
  fields: readonly string[],
  query: CsvQuery,
  header: string,
  timeZone: string,
  signal: AbortSignal,
): AsyncGenerator<string> {
  yield header;
  const scope = scopeConditions(query.scope);
  const chunk = DOWNLOAD_CHUNK.size;
  const et = etFormatter(timeZone);
  const format = fields.map((f) => {
    const col = source.columns[f]!;
    if (col.type === 'date' && !col.day) return (v: unknown) => et(v as Date | string | null);
    if (col.type === 'object') return (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
    return (v: unknown) => (v === null || v === undefined ? '' : String(v));
  });
  // Keyset pages follow one sort column; an order on several reads by offset (PGlite: small data).
  const byOffset = query.sorts.length > 1;
  let after: string | undefined;
  let offset = 0;
  for (;;) {
    const select = listSql(source, { filters: query.filters, sorts: query.sorts, limit: chunk, offset, fields, after }, scope);
    const rows = await db.query<Record<string, unknown>>(select.sql, select.params, { signal, lane: 'download' });
    if (rows.length === 0) return;
    let text = '';
    for (const r of rows) text += csvLine(fields.map((f, i) => format[i]!(r[f])));
    yield text;
    if (rows.length < chunk) return;
    if (byOffset) {
      offset += rows.length;
      continue;
    }
    const last = rows[rows.length - 1]!;
    after = encodeCursor(
      select.cursorColumns.map((c) => (last[c] === null || last[c] === undefined ? null : String(last[c]))),
      String(last.id),
    );
  }
}
