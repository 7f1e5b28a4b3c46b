import { reportListCount, reportPage } from '@fcs/runtime/client';
import type { ReportTemplate, ReportTable } from '@fcs/shared/model/entities';
import type { CountKind, PageCursors } from '@fcs/shared/model/report';
import { reportFilters, shownFields } from '../utils/report-query';
import { orderedFields, type ReportState } from '../utils/report-state';

export type ReportRow = Record<string, unknown> & { id: string };

export interface ReportPage {
  rows: ReportRow[];
  total: number;
  /** exact, more_than the list's count limit, or about (an estimate of the whole object). */
  kind: CountKind;
  cursors: PageCursors;
}

/** The next or previous page of the one shown starts at its cursor; other pages go by offset. */
export function cursorOf(
  shown: { page: number; order: readonly string[]; cursors: PageCursors } | null,
  next: { page: number; order: readonly string[] },
): { after: string } | { before: string } | undefined {
  // The service pages by cursor only on one sort column.
  if (!shown || next.order.length > 1 || shown.order.join() !== next.order.join()) return undefined;
  if (next.page === shown.page + 1 && shown.cursors.last) return { after: shown.cursors.last };
  if (next.page === shown.page - 1 && next.page > 1 && shown.cursors.first) return { before: shown.cursors.first };
  return undefined;
}

/**
 * One page of a report through the report service: only the shown columns, the filters and the
 * order of the state, from its cursor when it has one (keyset) or else by offset; and its count,
 * exact up to the list limit and an estimate beyond when the api says so.
 */
export async function fetchReportPage(template: ReportTemplate, state: ReportState): Promise<ReportPage> {
  const object = template.object as ReportTable;
  const fields = orderedFields(template);
  const filters = reportFilters(object, fields, state.filters);
  const cursor = state.after ? { after: state.after } : state.before ? { before: state.before } : {};
  const [page, count] = await Promise.all([
    reportPage<ReportRow>(object, {
      limit: state.size,
      offset: (state.page - 1) * state.size,
      sorts: state.order,
      filters,
      fields: shownFields(fields).map((f) => f.field_name),
      ...cursor,
    }),
    reportListCount(object, { filters }),
  ]);
  return { rows: page.rows, total: count.count, kind: count.kind, cursors: page.cursors };
}
