import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DROPOFF_STATUSES, STATUS_FILTER_GROUPS, statusesOf, syncStatusFilter } from '@fcs/shared/model/status';

const GROUPS = STATUS_FILTER_GROUPS.dropoffs;
/** Default filter (spec 3 §4): ACTIVES plus received, i.e. the statuses of ACTIVES. */
export const DEFAULT_STATUSES: readonly string[] = GROUPS.ACTIVES;
const PARAM = 'status';

/** The statuses in the URL (`status=received,completed`; `status=` is none; absent is the default). */
export function readStatuses(params: URLSearchParams): string[] {
  const raw = params.get(PARAM);
  if (raw === null) return [...DEFAULT_STATUSES];
  const known: readonly string[] = DROPOFF_STATUSES;
  return [...new Set(raw.split(',').filter((s) => known.includes(s)))];
}

/** The multi-select's value: the group tags that the statuses make up, then the statuses. */
export function selectionOf(statuses: readonly string[]): string[] {
  return syncStatusFilter(GROUPS, [], [...statuses]);
}

/**
 * The status multi-select of the staff list, kept in the URL like page and sort. A change goes
 * through the contract's syncStatusFilter and back to page 1.
 */
export function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const key = params.get(PARAM);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is what the statuses depend on.
  const statuses = useMemo(() => readStatuses(params), [key]);
  const selection = useMemo(() => selectionOf(statuses), [statuses]);

  const change = useCallback(
    (next: string[]) => {
      const chosen = statusesOf(syncStatusFilter(GROUPS, selection, next));
      setParams((current) => {
        const out = new URLSearchParams(current);
        const isDefault = chosen.length === DEFAULT_STATUSES.length && DEFAULT_STATUSES.every((s) => chosen.includes(s));
        if (isDefault) out.delete(PARAM);
        else out.set(PARAM, DROPOFF_STATUSES.filter((s) => chosen.includes(s)).join(','));
        out.delete('page');
        return out;
      });
    },
    [selection, setParams],
  );

  return { statuses, selection, change };
}
