import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { getTemplate } from '@fcs/runtime/client';
import { useAsync } from '@fcs/shared/hooks/use-async';
import type { ReportTemplate } from '@fcs/shared/model/entities';
import type { PageCursors } from '@fcs/shared/model/report';
import { routePath } from '@fcs/shared/model/routes';
import { cursorOf, fetchReportPage } from '../api/report-page';
import { decodeState, encodeState, type ReportState } from '../utils/report-state';

/** The URL of a report in a state. */
export const reportUrl = (templateId: string, state: ReportState) => routePath('reportView', { templateId, state: encodeState(state) });

/** The template a report shows (none before one is chosen). */
export function useTemplate(templateId: string | undefined) {
  return useAsync<ReportTemplate | null>(`template:${templateId ?? ''}`, async () => (templateId ? getTemplate(templateId) : null));
}

/**
 * A report's state and rows: the state is read from the URL (checked against the template) and
 * every change is a new URL, so Back, a bookmark and a reload show the same rows. A move to the next
 * or previous page keeps the cursor of the page it left in the URL.
 */
export function useReport(template: ReportTemplate, segment: string | undefined) {
  const navigate = useNavigate();
  const state = useMemo(() => decodeState(template, segment), [template, segment]);
  const shown = useRef<{ page: number; order: string[]; cursors: PageCursors } | null>(null);
  const query = JSON.stringify([template.id, { ...state, open: undefined }]);
  const { data, loading, error, reload } = useAsync(query, async () => {
    const page = await fetchReportPage(template, state);
    shown.current = { page: state.page, order: state.order, cursors: page.cursors };
    return page;
  });
  useEffect(() => {
    if (error) console.error(`The report could not be loaded: ${error.message}`);
  }, [error]);

  /** A new state; a page of its own, or page 1 when the filters or the order change. */
  const change = useCallback(
    (next: Partial<ReportState>, options: { replace?: boolean } = {}) => {
      const merged: ReportState = { ...state, ...next };
      const sameQuery =
        JSON.stringify([merged.filters, merged.order, merged.size]) === JSON.stringify([state.filters, state.order, state.size]);
      if (!sameQuery) merged.page = 1;
      // The same page keeps its cursor (opening the filters reloads nothing); another gets its own.
      if (!sameQuery || merged.page !== state.page) {
        delete merged.after;
        delete merged.before;
        if (merged.page > 1) Object.assign(merged, cursorOf(shown.current, merged));
      }
      navigate(reportUrl(template.id, merged), { replace: options.replace });
    },
    [navigate, state, template.id],
  );

  return {
    state,
    change,
    rows: error ? [] : (data?.rows ?? []),
    total: error ? 0 : (data?.total ?? 0),
    kind: data?.kind ?? 'exact',
    loading,
    error,
    reload,
  };
}
