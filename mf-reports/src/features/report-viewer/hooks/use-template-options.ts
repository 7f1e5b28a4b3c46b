import { useEffect, useState } from 'react';
import { getTemplate, listTemplates } from '@fcs/shared/client';
import { useAsync } from '@fcs/shared/hooks/use-async';
import type { ReportTemplate } from '@fcs/shared/model/entities';
import { REPORT_OBJECT_LABELS, type ReportObject } from '@fcs/shared/model/report-templates';

/** The most templates one answer offers; typing narrows them in the api, so every template can be found. */
export const SELECT_LIMIT = 100;
/** How long typing pauses before the api is asked. */
export const SEARCH_DELAY_MS = 250;

export const templateLabel = (t: ReportTemplate) => `${t.name} (${REPORT_OBJECT_LABELS[t.object as ReportObject] ?? t.object})`;

/**
 * The report select's options (issue 23.10): the templates whose name holds what is typed, searched
 * by the api (not only among the first 100), and the chosen one even when it is not among them.
 */
export function useTemplateOptions(value: string | undefined) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const list = useAsync(`report-templates:${search}`, () => listTemplates({ limit: SELECT_LIMIT, offset: 0, q: search || undefined }));
  const listed = list.data?.rows ?? [];
  const missing = value && list.data && !listed.some((t) => t.id === value) ? value : '';
  const chosen = useAsync(`report-template:${missing}`, () => (missing ? getTemplate(missing) : Promise.resolve(null)));

  const rows = chosen.data && !listed.some((t) => t.id === chosen.data!.id) ? [chosen.data, ...listed] : listed;
  return {
    options: rows.map((t) => ({ value: t.id, label: templateLabel(t) })),
    known: rows.some((t) => t.id === value),
    loading: list.loading,
    error: list.error,
    onSearch: setTyped,
  };
}
