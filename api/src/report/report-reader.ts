import { PEOPLE_ON_ROWS, type CountKind, type Filter, type PageCursors, type ReadScope, type ReportTable } from '@fcs/shared/contract';
import type { Db, QueryOptions } from '../db/db';
import { countSql, encodeCursor, listSql, scopeConditions, type ListQuery, type ReportSource } from './report-sql';

export interface ListPage<R> {
  rows: R[];
  cursors: PageCursors;
}

export interface Count {
  count: number;
  kind: CountKind;
}

/**
 * The report service's one reader of a table: a page of rows (only the asked columns, with the
 * cursors of its first and last rows) and a count, always within the caller's scope.
 */
export function reportReader<R extends object>(db: Db, source: ReportSource, toRow: (row: never) => R) {
  return {
    /** `redact` sees the row with the columns that say whose it is, before the unasked ones go. */
    async list(q: ListQuery, scope: ReadScope, redact: (row: R) => R, options: QueryOptions = {}): Promise<ListPage<Partial<R>>> {
      const persons = PEOPLE_ON_ROWS[source.name as ReportTable]?.map((p) => p.person) ?? [];
      const select = listSql(source, q.fields?.length ? { ...q, fields: [...q.fields, ...persons] } : q, scopeConditions(scope));
      const raw = await db.query<Record<string, unknown>>(select.sql, select.params, options);
      if (select.reversed) raw.reverse();
      const keep = q.fields?.length ? new Set(['id', ...q.fields]) : null;
      const cursorOf = (r: Record<string, unknown> | undefined) =>
        r
          ? encodeCursor(
              select.cursorColumns.map((c) => (r[c] === null || r[c] === undefined ? null : String(r[c]))),
              String(r.id),
            )
          : null;
      const rows = raw.map((r) => {
        const row = redact(toRow(r as never)) as Record<string, unknown>;
        if (keep) for (const key of Object.keys(row)) if (!keep.has(key)) delete row[key];
        return row as Partial<R>;
      });
      return { rows, cursors: { first: cursorOf(raw[0]), last: cursorOf(raw[raw.length - 1]) } };
    },

    /** Whole rows of a query made over this source (a search), each as the caller may see it. */
    async rows(select: { sql: string; params: unknown[] }, redact: (row: R) => R, options: QueryOptions = {}): Promise<R[]> {
      const raw = await db.query<Record<string, unknown>>(select.sql, select.params, options);
      return raw.map((r) => redact(toRow(r as never)));
    },

    /**
     * Exactly, or with count_limit exactly up to it; above it, for the whole of a table the
     * planner's estimate ("about"), otherwise only that there are more ("more_than").
     */
    async count(q: { filters: readonly Filter[]; count_limit?: number }, scope: ReadScope, options: QueryOptions = {}): Promise<Count> {
      const { sql, params } = countSql(source, q, scopeConditions(scope));
      const count = Number((await db.query<{ count: number }>(sql, params, options))[0]?.count ?? 0);
      if (q.count_limit === undefined || count <= q.count_limit) return { count, kind: 'exact' };
      if (q.filters.length === 0 && scope.all && source.table) {
        const estimate = (
          await db.query<{ n: number }>('SELECT reltuples::bigint AS n FROM pg_class WHERE oid = $1::regclass', [source.table])
        )[0]?.n;
        if (estimate && estimate > q.count_limit) return { count: Math.round(estimate), kind: 'about' };
      }
      return { count: q.count_limit, kind: 'more_than' };
    },
  };
}
export type ReportReader = ReturnType<typeof reportReader>;
