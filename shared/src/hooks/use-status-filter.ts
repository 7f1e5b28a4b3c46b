import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STATUS_FILTER_GROUPS, statusesOf, syncStatusFilter } from '../model/status';

export type StatusFilterKind = keyof typeof STATUS_FILTER_GROUPS;
const PARAM = 'status';

/** The default of a staff list's filter (spec 2 §4, spec 3 §4): ACTIVES plus its statuses. */
export function defaultStatuses(kind: StatusFilterKind): readonly string[] {
  return STATUS_FILTER_GROUPS[kind].ACTIVES;
}

/** The statuses in the URL (`status=received,completed`; `status=` is none; absent is the default). */
export function readStatuses(kind: StatusFilterKind, params: URLSearchParams): string[] {
  const raw = params.get(PARAM);
  if (raw === null) return [...defaultStatuses(kind)];
  const known: readonly string[] = STATUS_FILTER_GROUPS[kind].ALL;
  return [...new Set(raw.split(',').filter((s) => known.includes(s)))];
}

/** The multi-select's value: the group tags that the statuses make up, then the statuses. */
export function selectionOf(kind: StatusFilterKind, statuses: readonly string[]): string[] {
  return syncStatusFilter(STATUS_FILTER_GROUPS[kind], [], [...statuses]);
}

/** The options of the multi-select, in the spec's order and words: ACTIVES, ALL, then each status. */
export function statusOptions(kind: StatusFilterKind): string[] {
  return ['ACTIVES', 'ALL', ...STATUS_FILTER_GROUPS[kind].ALL];
}

/**
 * The status multi-select of a staff list, kept in the URL like page and sort. A change goes
 * through the contract's syncStatusFilter and back to page 1.
 */
export function useStatusFilter(kind: StatusFilterKind) {
  const [params, setParams] = useSearchParams();
  const key = params.get(PARAM);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is what the statuses depend on.
  const statuses = useMemo(() => readStatuses(kind, params), [kind, key]);
  const selection = useMemo(() => selectionOf(kind, statuses), [kind, statuses]);

  const change = useCallback(
    (next: string[]) => {
      const groups = STATUS_FILTER_GROUPS[kind];
      const chosen = statusesOf(syncStatusFilter(groups, selection, next));
      const defaults = defaultStatuses(kind);
      setParams((current) => {
        const out = new URLSearchParams(current);
        const isDefault = chosen.length === defaults.length && defaults.every((s) => chosen.includes(s));
        if (isDefault) out.delete(PARAM);
        else out.set(PARAM, groups.ALL.filter((s) => chosen.includes(s)).join(','));
        out.delete('page');
        return out;
      });
    },
    [kind, selection, setParams],
  );

  return { statuses, selection, change, options: statusOptions(kind) };
}
