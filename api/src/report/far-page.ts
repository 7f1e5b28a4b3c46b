import { parseSort } from '@fcs/shared/contract';
import type { Db } from '../db/db';
import type { ReportSource } from './report-sql';

/**
 * Where a far page of a whole-table list starts, found from the planner's statistics rather than
 * by reading the rows before it: the sort column's value (and an id bound) that about `offset` rows
 * precede, and the few rows still to skip after it (at most one histogram bucket, about 1% of the
 * table). The list is read after that key like a next page (keyset), so the page costs the same
 * anywhere in the table; its position is as exact as the statistics (the "about" the count says).
 */
export interface FarAnchor {
  values: (string | null)[];
  id: string;
  skip: number;
  /** Whether the statistics saw blanks in the column (read after the values, or before them). */
  blanks: boolean;
}

/**
 * The column's distribution as the planner sees it: the histogram's bounds and the most common
 * values, ascending, each with the share of the non-blank rows before it (`before`) and its own
 * share (`mass`, 0 for a bound).
 */
interface ColumnStats {
  nullFrac: number;
  points: [value: string, before: number, mass: number][];
}

/** Below this many rows to skip, the id histogram is not worth a look. */
const ID_BUCKET_MIN = 500;
const MAX_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const MIN_UUID = '00000000-0000-0000-0000-000000000000';
/** The statistics change only when the table is analyzed: read them again after this long. */
const STATS_TTL_MS = 5 * 60_000;

const CASTS: Record<string, string> = {
  string: 'text',
  int: 'bigint',
  float: 'double precision',
  bool: 'boolean',
  date: 'timestamptz',
  time: 'text',
};

const cache = new Map<string, { at: number; stats: Promise<ColumnStats | null> }>();

function columnStats(db: Db, table: string, column: string, cast: string): Promise<ColumnStats | null> {
  const key = `${table}.${column}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < STATS_TTL_MS) return hit.stats;
  const stats: Promise<ColumnStats | null> = db
    .query<{ null_frac: number | null; points: ColumnStats['points'] | null }>(
      `WITH s AS (SELECT null_frac, histogram_bounds::text::text[] AS b, most_common_vals::text::text[] AS mv, most_common_freqs AS mf
                    FROM pg_stats WHERE schemaname = current_schema() AND tablename = $1 AND attname = $2),
            m AS (SELECT u.v, u.f::float8 AS f FROM s, unnest(s.mv, s.mf) AS u(v, f)),
            h AS (SELECT u.v FROM s, unnest(s.b) AS u(v)),
            n AS (SELECT greatest(coalesce(array_length(s.b, 1), 1) - 1, 1) AS buckets,
                         greatest(0, 1 - s.null_frac - coalesce((SELECT sum(f) FROM m), 0)) AS hf FROM s),
            c AS (SELECT v, mass, bound,
                         coalesce(sum(mass) OVER w, 0) AS common_before,
                         count(*) FILTER (WHERE bound) OVER w AS bounds_before
                    FROM (SELECT v, 0::float8 AS mass, true AS bound FROM h UNION ALL SELECT v, f, false FROM m) points
                  WINDOW w AS (ORDER BY v::${cast}, mass ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING))
       SELECT (SELECT null_frac::float8 FROM s) AS null_frac,
              (SELECT json_agg(json_build_array(c.v,
                        c.common_before + n.hf * (CASE WHEN c.bound THEN c.bounds_before
                                                       ELSE greatest(0, least(n.buckets, c.bounds_before - 0.5)) END) / n.buckets,
                        c.mass) ORDER BY c.v::${cast}, c.mass)
                 FROM c, n) AS points`,
      [table, column],
    )
    .then((rows) => {
      const r = rows[0];
      return r && r.null_frac !== null && r.points?.length ? { nullFrac: Number(r.null_frac), points: r.points } : null;
    })
    .catch(() => null);
  if (!hit) {
    cache.set(key, { at: Date.now(), stats });
    return stats;
  }
  // Stale: answer with the statistics read before while they are read again (no page waits for it).
  hit.at = Date.now();
  void stats.then((fresh) => cache.set(key, { at: Date.now(), stats: Promise.resolve(fresh) }));
  return hit.stats;
}

const sizes = new Map<string, { at: number; rows: Promise<number> }>();

/** The table's estimated rows (the "about" count of its lists), read again after a minute (or now, when `fresh`). */
export function estimatedRows(db: Db, table: string, { fresh = false } = {}): Promise<number> {
  const hit = sizes.get(table);
  if (hit && !fresh && Date.now() - hit.at < 60_000) return hit.rows;
  const rows = db
    .query<{ n: number }>('SELECT reltuples::float8 AS n FROM pg_class WHERE oid = $1::regclass', [table])
    .then((r) => Number(r[0]?.n ?? 0))
    .catch(() => 0);
  sizes.set(table, { at: Date.now(), rows });
  return rows;
}

/**
 * The anchor of a far page of a whole-table list (no filters, everything in scope, one sort column
 * of the table's own); 'end' for a page at or past the estimated end (the list's last rows); null when the statistics cannot place it (no statistics, a column with
 * both common values and a histogram, a page among the blanks): the list then skips by offset.
 */
export async function farAnchor(db: Db, source: ReportSource, sorts: readonly string[], offset: number): Promise<FarAnchor | 'end' | null> {
  const table = source.table;
  if (!table || !source.tableColumns || sorts.length > 1) return null;
  const { field, direction } = parseSort(sorts[0] ?? source.defaultSort);
  const col = source.columns[field];
  const cast = col && !col.uuid && !col.day ? CASTS[col.type] : col?.day ? 'text' : undefined;
  if (!col || !cast || !source.tableColumns.includes(field) || col.sql !== field) return null;
  const desc = direction === 'desc';
  const [stats, rows] = await Promise.all([columnStats(db, table, field, cast), estimatedRows(db, table)]);
  if (rows > 0 && rows <= offset) return 'end';
  if (!stats) return null;
  // Descending puts blanks last, ascending first (the lists' NULLS order); shares of all rows.
  const nonBlank = 1 - stats.nullFrac;
  const q = desc ? offset / rows : offset / rows - stats.nullFrac;
  if (q < 0) return null;
  if (q >= nonBlank) return desc ? 'end' : null;
  // The point with the most rows before it in the list's order, but not more than the page's.
  let best: { value: string; before: number; mass: number } | null = null;
  const points = desc ? [...stats.points].reverse() : stats.points;
  for (const [value, ascBefore, mass] of points) {
    const before = desc ? nonBlank - ascBefore - mass : ascBefore;
    if (before <= q && (!best || before >= best.before)) best = { value, before, mass };
  }
  if (!best) return null;
  const blanks = stats.nullFrac > 0;
  let skip = (q - best.before) * rows;
  const group = best.mass * rows;
  const idBound = desc ? MAX_UUID : MIN_UUID;
  if (skip < 2 * ID_BUCKET_MIN || skip >= group) return { values: [best.value], id: idBound, skip: Math.round(skip), blanks };
  // Far into the rows of one common value (a status): they go by id, which is random, so the id
  // histogram places the rest.
  const ids = await columnStats(db, table, 'id', 'uuid');
  const bounds = ids?.points.filter(([, , mass]) => mass === 0).map(([v]) => v);
  if (!bounds || bounds.length < 2) return { values: [best.value], id: idBound, skip: Math.round(skip), blanks };
  const buckets = bounds.length - 1;
  const per = group / buckets;
  const k = Math.min(buckets - 1, Math.floor(skip / per));
  skip -= k * per;
  const id = k === 0 ? idBound : desc ? bounds[buckets - k]! : bounds[k]!;
  return { values: [best.value], id, skip: Math.round(skip), blanks };
}

/** Forget the statistics read (tests, after an ANALYZE). */
export function forgetStats(): void {
  cache.clear();
  sizes.clear();
}
