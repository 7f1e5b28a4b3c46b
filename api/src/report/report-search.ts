import type { Filter } from '@fcs/shared/contract';
import { badRequest } from '../lib/http-error';
import { containsPattern, searchWords } from '../repositories/directory-repository';
import type { SearchColumn } from './report-objects';
import { columnOf, fieldsOf, orderSql, ownFrom, Params, whereSql, type ReportSelect, type ReportSource } from './report-sql';

/** A LIKE pattern matching text that starts with `text` (%, _ and \\ literal). */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Full-text search of a report object (GET /api/fts, /api/fts_filter): rows one of whose search
 * fields holds every word of the term (a number from its start, a name anywhere), within the
 * filters and the caller's scope, in the object's default order. Each field is matched on its own
 * index, the same on PostgreSQL and PGlite (pg_trgm ships with both): a number on a btree of
 * upper(column) (text_pattern_ops), a name on its trigram index (ILIKE); through the users row
 * when the field is a person's (the matching people first, then their rows by the table's index on
 * that column), so that a rare term costs a few index reads at any size. No words, no rows.
 */
export function searchSql(
  source: ReportSource,
  q: { term: string; table: string; fields: readonly SearchColumn[]; filters: readonly Filter[]; limit: number; offset: number },
  scope: (p: Params) => string[],
): ReportSelect | null {
  const words = searchWords(q.term);
  if (words.length === 0 || q.fields.length === 0) return null;
  const params = new Params();
  const where = whereSql(source, q.filters, params, scope(params));
  // Each pattern a parameter once, added only when a field uses it (an unused one has no type).
  let contains: string[] | undefined;
  let prefix: string[] | undefined;
  const match = (f: SearchColumn, col: string) => {
    if (f.prefix)
      return (prefix ??= words.map((w) => params.add(prefixPattern(w)))).map((p) => `upper(${col}) LIKE upper(${p})`).join(' AND ');
    return (contains ??= words.map((w) => params.add(containsPattern(w)))).map((p) => `${col} ILIKE ${p}`).join(' AND ');
  };
  const branches = q.fields.map((f) =>
    f.via
      ? `SELECT t.id FROM ${q.table} t WHERE t.${f.via} IN (SELECT u.id FROM users u WHERE ${match(f, `u.${f.column}`)})`
      : `SELECT id FROM ${q.table} WHERE ${match(f, f.column)}`,
  );
  const sql =
    `SELECT * FROM ${source.from} WHERE ${where} AND id IN (${branches.join(' UNION ')}) ` +
    `ORDER BY ${orderSql(source, [])} LIMIT ${params.add(q.limit)} OFFSET ${params.add(q.offset)}`;
  return { sql, params: params.values };
}

/**
 * The distinct values of one field (a filter's dropdown), with the label field beside each when the
 * template names one; within the filters and the caller's scope; blanks left out; one more than the
 * limit is read to tell whether the list is complete.
 */
export function filterValuesSql(
  source: ReportSource,
  q: { field: string; label?: string; filters: readonly Filter[]; limit: number },
  scope: (p: Params) => string[],
): ReportSelect {
  const value = columnOf(source, q.field, 'filter');
  const label = q.label ? columnOf(source, q.label, 'filter') : null;
  const params = new Params();
  const where = whereSql(source, q.filters, params, scope(params));
  const limit = params.add(q.limit + 1);
  const from = ownFrom(source, [q.field, ...(q.label ? [q.label] : []), ...fieldsOf(q.filters)]);
  if (!label)
    return {
      sql: `SELECT DISTINCT ${value.sql} AS value FROM ${from} WHERE ${where} AND ${value.sql} IS NOT NULL ORDER BY value LIMIT ${limit}`,
      params: params.values,
    };
  return {
    sql: `SELECT DISTINCT ${value.sql} AS value, ${label.sql} AS label FROM ${from} WHERE ${where} AND ${value.sql} IS NOT NULL ORDER BY label NULLS LAST, value LIMIT ${limit}`,
    params: params.values,
  };
}

/** The filters of /api/fts_filter's {filter} segment: base64 JSON of a filters array (already URL-decoded by the router). */
export function decodeFilterSegment(segment: string): unknown {
  let text: string;
  try {
    const b64 = segment.includes('%') ? decodeURIComponent(segment) : segment;
    text = Buffer.from(b64.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    return JSON.parse(text);
  } catch {
    throw badRequest('The filter must be a filters array as base64 JSON');
  }
}
