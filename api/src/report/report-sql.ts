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

function columnOf(source: ReportSource, field: string, purpose: 'filter' | 'sort'): ReportColumn {
  const col = Object.hasOwn(source.columns, field) ? source.columns[field] : undefined;
  if (!col) throw badRequest(`Unknown field "${field}" in ${source.name}`);
  if (col.type === 'object') throw badRequest(`"${field}" cannot be used to ${purpose}`);
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

/** WHERE text: the source's base condition, the server's scope and every filter, ANDed. */
export function whereSql(source: ReportSource, filters: readonly Filter[], params: Params, scope: string[] = []): string {
  return [source.baseWhere, ...scope, ...filters.map((f) => filterSql(source, f, params))].map((c) => `(${c})`).join(' AND ');
}

export function orderSql(source: ReportSource, sorts: readonly string[]): string {
  const list = sorts.length ? sorts : [source.defaultSort];
  const parts = list.map((s) => {
    const { field, direction } = parseSort(s);
    const col = columnOf(source, field, 'sort');
    return `${col.sql} ${direction === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`;
  });
  return [...parts, source.tieBreaker].join(', ');
}

export interface ReportSelect {
  sql: string;
  params: unknown[];
}

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

export function countSql(source: ReportSource, q: { filters: readonly Filter[] }, scope: (p: Params) => string[]): ReportSelect {
  const params = new Params();
  const where = whereSql(source, q.filters, params, scope(params));
  return { sql: `SELECT count(*)::int AS count FROM ${source.from} WHERE ${where}`, params: params.values };
}

/** The caller's scope as SQL conditions added to every query, whatever its filters say. */
export function scopeConditions(scope: ReadScope): (p: Params) => string[] {
  if (scope.all) return () => [];
  return (p) => {
    const cid = p.add(scope.cid);
    return [scope.columns.map((column) => `${column} = ${cid}::uuid`).join(' OR ')];
  };
}
