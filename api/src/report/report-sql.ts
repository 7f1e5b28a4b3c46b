import { likePattern, parseSort, pickupDateIdOf, TEXT_LIMITS, type FieldType, type Filter, type ReadScope } from '@fcs/shared/contract';
import { badRequest } from '../lib/http-error';
import { isUuid } from '../lib/values';

/** How one whitelisted field is read in SQL. `sql` is trusted text from the api's own metadata. */
export interface ReportColumn {
  sql: string;
  type: FieldType;
  uuid?: boolean;
  /** A calendar day stored as yyyymmdd text (compared as text, given as yyyymmdd, YYYY-MM-DD or ISO). */
  day?: boolean;
}

export interface ReportSource {
  name: string;
  /** A table or view name (trusted). */
  from: string;
  /** The table under it, whose size the planner estimates ("about" counts). */
  table?: string;
  /** The view's columns that are the table's own: a far page whose filters and order use only these finds its ids in the table's index alone. */
  tableColumns?: readonly string[];
  columns: Record<string, ReportColumn>;
  defaultSort: string;
  /** Always applied (soft deletes). */
  baseWhere: string;
  /** Appended to every order so that paging is stable. */
  tieBreaker: string;
}

/** Collects positional parameters: values never enter the SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const CASTS: Record<FieldType, string> = {
  string: 'text',
  int: 'bigint',
  float: 'double precision',
  bool: 'boolean',
  date: 'timestamptz',
  time: 'text',
  object: 'jsonb',
};

const OPERATORS = { '=': '=', '==': '=', '>=': '>=', '<=': '<=', '>': '>', '<': '<' } as const;

/** The most values one "in" filter may list. */
const MAX_IN_VALUES = 100;

function scalar(field: string, col: ReportColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') throw badRequest(`The value for "${field}" must be a single value`);
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badRequest(`The value for "${field}" must not contain a NUL character`);
    if (value.length > TEXT_LIMITS.search)
      throw badRequest(`The value for "${field}" is too long (at most ${TEXT_LIMITS.search} characters)`);
  }
  switch (col.type) {
    case 'int':
    case 'float': {
      const n = Number(value);
      if (!Number.isFinite(n) || (col.type === 'int' && !Number.isInteger(n))) throw badRequest(`"${field}" needs a number`);
      return n;
    }
    case 'bool':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw badRequest(`"${field}" needs true or false`);
    case 'date': {
      if (col.day) {
        const id = pickupDateIdOf(String(value));
        if (!id) throw badRequest(`"${field}" needs a date`);
        return id;
      }
      const d = new Date(String(value));
      // PostgreSQL's timestamps run from year 1 (4713 BC, really) to 294276; the api takes 1 to 9999.
      if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999)
        throw badRequest(`"${field}" needs a date between the years 1 and 9999`);
      return d.toISOString();
    }
    default:
      return String(value);
  }
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string')
    return value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  return value === null || value === undefined ? [] : [value];
}

export function columnOf(source: ReportSource, field: string, purpose: 'filter' | 'sort' | 'select'): ReportColumn {
  const col = Object.hasOwn(source.columns, field) ? source.columns[field] : undefined;
  if (!col) throw badRequest(`Unknown field "${field}" in ${source.name}`);
  if (col.type === 'object' && purpose !== 'select') throw badRequest(`"${field}" cannot be used to ${purpose}`);
  return col;
}

/** One filter as SQL; an {or_group, filters} becomes a parenthesised OR of its members. */
export function filterSql(source: ReportSource, filter: Filter, params: Params): string {
  if ('or_group' in filter) {
    if (filter.filters.length === 0) return 'TRUE';
    return `(${filter.filters.map((f) => filterSql(source, f, params)).join(' OR ')})`;
  }
  const { field, compare, value } = filter;
  const col = columnOf(source, field, 'filter');
  const cast = col.uuid ? 'uuid' : col.day ? 'text' : CASTS[col.type];
  switch (compare) {
    case 'blank':
      return `(${col.sql} IS NULL OR ${col.sql}::text = '')`;
    case 'not blank':
      return `(${col.sql} IS NOT NULL AND ${col.sql}::text <> '')`;
    case 'like':
    case 'LIKE':
      // Case-insensitive; * is the wildcard, otherwise a contains match; % _ \ match themselves.
      return `(${col.sql}::text ILIKE ${params.add(likePattern(String(scalar(field, { ...col, type: 'string', day: false }, value) ?? '')))} ESCAPE '\\')`;
    case 'in':
    case 'IN': {
      const list = listOf(value);
      if (list.length > MAX_IN_VALUES) throw badRequest(`"${field}" may list at most ${MAX_IN_VALUES} values`);
      let values = list.map((v) => scalar(field, col, v));
      // An id that is not a uuid matches nothing rather than failing the query.
      if (col.uuid) values = values.filter(isUuid);
      if (values.length === 0) return 'FALSE';
      return `(${col.sql} = ANY(${params.add(values)}::${cast}[]))`;
    }
    default: {
      const op = OPERATORS[compare];
      const v = scalar(field, col, value);
      if (v === null) return op === '=' ? `(${col.sql} IS NULL)` : 'FALSE';
      if (col.uuid) {
        if (op === '=') return isUuid(v) ? `(${col.sql} = ${params.add(v)}::uuid)` : 'FALSE';
        return `(${col.sql}::text ${op} ${params.add(v)}::text)`;
      }
      return `(${col.sql} ${op} ${params.add(v)}::${cast})`;
    }
  }
}

/** Every field a filter tree names. */
export function fieldsOf(filters: readonly Filter[]): string[] {
  return filters.flatMap((f) => ('or_group' in f ? fieldsOf(f.filters) : [f.field]));
}

/**
 * The table itself when a query names only its own columns (the scope's are always its own), else
 * the view: a count or a list of values then reads neither the joins nor the history.
 */
export function ownFrom(source: ReportSource, fields: readonly string[]): string {
  const own = source.tableColumns;
  return own && source.table && fields.every((f) => own.includes(f)) ? source.table : source.from;
}

/** WHERE text: the source's base condition, the server's scope and every filter, ANDed. */
export function whereSql(source: ReportSource, filters: readonly Filter[], params: Params, scope: string[] = []): string {
  return [source.baseWhere, ...scope, ...filters.map((f) => filterSql(source, f, params))].map((c) => `(${c})`).join(' AND ');
}

interface SortKey {
  field: string;
  col: ReportColumn;
  desc: boolean;
}

/** The sorts as keys; none means the source's default. */
function sortKeys(source: ReportSource, sorts: readonly string[]): SortKey[] {
  return (sorts.length ? sorts : [source.defaultSort]).map((s) => {
    const { field, direction } = parseSort(s);
    return { field, col: columnOf(source, field, 'sort'), desc: direction === 'desc' };
  });
}

/**
 * ORDER BY text: each column, then id in the direction of the last, so that one index
 * (column DESC NULLS LAST, id DESC) serves a list both ways; blanks come last when descending and
 * first when ascending (the same index read backwards). `reverse` reads the other way (a previous page).
 */
function orderOf(keys: readonly SortKey[], reverse = false, qualify = ''): string {
  const desc = (k: { desc: boolean }) => k.desc !== reverse;
  const parts = keys.map((k) => `${qualify}${k.col.sql} ${desc(k) ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'}`);
  return [...parts, `${qualify}id ${desc(keys[keys.length - 1]!) ? 'DESC' : 'ASC'}`].join(', ');
}

export function orderSql(source: ReportSource, sorts: readonly string[]): string {
  return orderOf(sortKeys(source, sorts));
}

/** A column's exact value in a cursor: moments to the microsecond, as text. */
function cursorValueSql(k: SortKey): string {
  if (k.col.type === 'date' && !k.col.day) return `to_char(${k.col.sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  return `${k.col.sql}::text`;
}

const CURSOR_MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

/** The values of a cursor, checked against its sort: a cursor is the client's input like any other. */
function parseCursor(cursor: string, keys: readonly SortKey[]): { values: (string | null)[]; id: string } {
  const bad = () => badRequest('The page cursor is not valid: load the list again');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== keys.length + 1) throw bad();
  const id = parsed[keys.length];
  if (typeof id !== 'string' || !isUuid(id)) throw bad();
  const values = keys.map((k, i) => {
    const v = parsed[i];
    if (v === null) return null;
    if (typeof v !== 'string' || v.length > TEXT_LIMITS.search || v.includes('\u0000')) throw bad();
    if (k.col.type === 'date' && !k.col.day) {
      const year = Number(v.slice(0, 4));
      if (!CURSOR_MOMENT.test(v) || Number.isNaN(Date.parse(v)) || year < 1) throw bad();
    } else if ((k.col.type === 'int' || k.col.type === 'float') && !Number.isFinite(Number(v))) throw bad();
    else if (k.col.type === 'bool' && v !== 'true' && v !== 'false') throw bad();
    else if (k.col.uuid && !isUuid(v)) throw bad();
    return v;
  });
  return { values, id };
}

export function encodeCursor(values: readonly (string | null)[], id: string): string {
  return Buffer.from(JSON.stringify([...values, id])).toString('base64url');
}

/**
 * The rows after a cursor in this order, as parts read one after the other: the rest of the
 * non-blank values (a range of the index) and the blanks, which sort at one end. Only the first
 * sort column is keyed; a multi-column order pages by offset.
 */
function afterParts(k: SortKey, desc: boolean, cursor: { values: (string | null)[]; id: string }, params: Params): string[] {
  const cast = k.col.uuid ? 'uuid' : k.col.day ? 'text' : CASTS[k.col.type];
  const v = cursor.values[0] ?? null;
  const id = params.add(cursor.id);
  const c = k.col.sql;
  if (desc) {
    // Values high to low, then blanks.
    if (v === null) return [`${c} IS NULL AND id < ${id}::uuid`];
    return [`(${c}, id) < (${params.add(v)}::${cast}, ${id}::uuid)`, `${c} IS NULL`];
  }
  // Blanks first, then values low to high.
  if (v === null) return [`${c} IS NULL AND id > ${id}::uuid`, `${c} IS NOT NULL`];
  return [`(${c}, id) > (${params.add(v)}::${cast}, ${id}::uuid)`];
}

export interface ListSelect extends ReportSelect {
  /** Read the rows backwards (a previous page): reverse them before answering. */
  reversed: boolean;
  /** The cursor column names in each row ($k0.., $id), to strip and to make cursors from. */
  cursorColumns: string[];
}

export interface ListQuery {
  filters: readonly Filter[];
  sorts: readonly string[];
  limit: number;
  offset: number;
  fields?: readonly string[];
  after?: string;
  before?: string;
}

/**
 * One page of a list. The first page reads the index's first rows; the next and previous pages
 * read after or before a cursor (keyset), a range of the same index; a jump to a far page finds
 * the page's ids first (the index only, without the joins and the history of the skipped rows) and
 * reads only those rows.
 */
export function listSql(source: ReportSource, q: ListQuery, scope: (p: Params) => string[]): ListSelect {
  const params = new Params();
  const keys = sortKeys(source, q.sorts);
  const where = whereSql(source, q.filters, params, scope(params));
  const fields = q.fields?.length ? q.fields : Object.keys(source.columns);
  for (const f of fields) columnOf(source, f, 'select');
  const columns = [...new Set(['id', ...fields, ...keys.map((k) => k.field)])];
  const cursorColumns = keys.map((_, i) => `$k${i}`);
  const select = [
    ...columns.map((f) => source.columns[f]?.sql ?? f),
    ...keys.map((k, i) => `${cursorValueSql(k)} AS "${cursorColumns[i]}"`),
  ].join(', ');
  const limit = params.add(q.limit);
  const cursor = q.after ?? q.before;
  if (cursor && keys.length === 1) {
    const reversed = !q.after;
    const desc = keys[0]!.desc !== reversed;
    const order = orderOf(keys, reversed);
    const parts = afterParts(keys[0]!, desc, parseCursor(cursor, keys), params);
    const one = (cond: string, i: number) =>
      `(SELECT ${i} AS "$part", ${select} FROM ${source.from} WHERE ${where} AND ${cond} ORDER BY ${order} LIMIT ${limit})`;
    const sql =
      parts.length === 1
        ? `SELECT ${select} FROM ${source.from} WHERE ${where} AND ${parts[0]} ORDER BY ${order} LIMIT ${limit}`
        : `SELECT * FROM (${parts.map(one).join(' UNION ALL ')}) page ORDER BY "$part", ${orderOf(keys, reversed)} LIMIT ${limit}`;
    return { sql, params: params.values, reversed, cursorColumns };
  }
  if (cursor) throw badRequest('Paging by cursor needs a list sorted on one column: use offset');
  const order = orderOf(keys);
  if (q.offset === 0)
    return {
      sql: `SELECT ${select} FROM ${source.from} WHERE ${where} ORDER BY ${order} LIMIT ${limit}`,
      params: params.values,
      reversed: false,
      cursorColumns,
    };
  const offset = params.add(q.offset);
  // PostgreSQL reads a view's skipped rows from the heap; the table's own index answers alone.
  const own = source.tableColumns && source.table;
  const idsFrom = own && [...fieldsOf(q.filters), ...keys.map((k) => k.field)].every((f) => own.includes(f)) ? source.table : source.from;
  const sql =
    `SELECT ${select} FROM ${source.from} WHERE id IN ` +
    `(SELECT id FROM ${idsFrom} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) ORDER BY ${order}`;
  return { sql, params: params.values, reversed: false, cursorColumns };
}

export interface ReportSelect {
  sql: string;
  params: unknown[];
}

/** The report service's rows (downloads and reports): every column, offset paging. */
export function dataSql(
  source: ReportSource,
  q: { filters: readonly Filter[]; sorts: readonly string[]; limit: number; offset: number },
  scope: (p: Params) => string[],
): ReportSelect {
  const params = new Params();
  const where = whereSql(source, q.filters, params, scope(params));
  const order = orderSql(source, q.sorts);
  const sql = `SELECT * FROM ${source.from} WHERE ${where} ORDER BY ${order} LIMIT ${params.add(q.limit)} OFFSET ${params.add(q.offset)}`;
  return { sql, params: params.values };
}

/**
 * How many rows match: exactly, or, with a limit, exactly up to it and otherwise "more than"
 * (counting stops at limit + 1 rows, so a page's count never reads a million rows).
 */
export function countSql(
  source: ReportSource,
  q: { filters: readonly Filter[]; count_limit?: number },
  scope: (p: Params) => string[],
): ReportSelect {
  const params = new Params();
  const where = whereSql(source, q.filters, params, scope(params));
  const from = ownFrom(source, fieldsOf(q.filters));
  if (q.count_limit === undefined) return { sql: `SELECT count(*)::int AS count FROM ${from} WHERE ${where}`, params: params.values };
  return {
    sql: `SELECT count(*)::int AS count FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${params.add(q.count_limit + 1)}) bounded`,
    params: params.values,
  };
}

/** The caller's scope as SQL conditions added to every query, whatever its filters say. */
export function scopeConditions(scope: ReadScope): (p: Params) => string[] {
  if (scope.all) return () => [];
  return (p) => {
    const cid = p.add(scope.cid);
    return [scope.columns.map((column) => `${column} = ${cid}::uuid`).join(' OR ')];
  };
}
