import { useEffect, useState } from 'react';
import { getTemplate, listTemplates } from '@fcs/runtime/client';
import { useAsync } from '@fcs/shared/hooks/use-async';
import type { ReportTemplate } from '@fcs/shared/model/entities';
import { REPORT_OBJECT_LABELS, type ReportObject } from '@fcs/shared/model/report-templates';
import type { TFunction } from '@fcs/runtime/i18n';
import { useReportsText } from '../../../i18n';

/** The most templates one answer offers; typing narrows them in the api, so every template can be found. */
export const SELECT_LIMIT = 100;
/** How long typing pauses before the api is asked. */
export const SEARCH_DELAY_MS = 250;

/** "Name (Object)", the object named in the reader's language. */
export const templateLabel = (t: TFunction, row: ReportTemplate) =>
  t('report.option', {
    name: row.name,
    object: t(`objects.${row.object}`, { defaultValue: REPORT_OBJECT_LABELS[row.object as ReportObject] ?? row.object }),
  });

/**
 * The report select's options (issue 23.10): the templates whose name holds what is typed, searched
 * by the api (not only among the first 100), and the chosen one even when it is not among them.
 */
export function useTemplateOptions(value: string | undefined) {
  const t = useReportsText();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const list = useAsync(`report-templates:${search}`, () => listTemplates({ limit: SELECT_LIMIT, offset: 0, q: search || undefined }));
  const listed = list.data?.rows ?? [];
  const missing = value && list.data && !listed.some((row) => row.id === value) ? value : '';
  const chosen = useAsync(`report-template:${missing}`, () => (missing ? getTemplate(missing) : Promise.resolve(null)));

  const rows = chosen.data && !listed.some((row) => row.id === chosen.data!.id) ? [chosen.data, ...listed] : listed;
  return {
    options: rows.map((row) => ({ value: row.id, label: templateLabel(t, row) })),
    known: rows.some((row) => row.id === value),
    loading: list.loading,
    error: list.error,
    onSearch: setTyped,
  };
}
