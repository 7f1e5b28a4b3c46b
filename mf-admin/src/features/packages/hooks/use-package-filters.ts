import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { decodeJson, encodeJson } from '@fcs/shared/model/format';
import { filterEntriesOf, type PackageFilterEntry } from '@fcs/shared/model/packages';

/**
 * The filter dialog's entries, kept in the list's URL (?f=, base64 JSON as the spec encodes a
 * filter) so that a filtered list is shareable and survives reload; a change goes back to page 1.
 */
export function usePackageFilters(): [PackageFilterEntry[], (entries: PackageFilterEntry[]) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('f') ?? '';
  const entries = useMemo(() => (raw ? filterEntriesOf(decodeJson(raw)) : []), [raw]);
  const apply = useCallback(
    (next: PackageFilterEntry[]) => {
      const kept = next.filter((e) => e.value.trim() && !(e.key === 'status' && e.value.toLowerCase() === 'all'));
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (kept.length) out.set('f', decodeURIComponent(encodeJson(kept)));
        else out.delete('f');
        out.delete('page');
        return out;
      });
    },
    [setParams],
  );
  return [entries, apply];
}
