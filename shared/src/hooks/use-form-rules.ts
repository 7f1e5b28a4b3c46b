import { useCallback, useRef, useState } from 'react';
import { useNotify } from '@fcs/runtime/session';
import { toFailure } from '@fcs/runtime/client/failure';

/**
 * The rules of a form checked from its first submit on: its schema file (and zod with it, ~23 KB
 * gzipped) is fetched on that submit rather than with the screen. `rules` is null until then, so the
 * form shows no message before its first try; `load()` answers the rules (fetched once), or null
 * after saying in the snackbar why they could not be fetched. While one `load()` waits for them, another
 * (a second click on the submit button) answers null, so that one submit does not go out twice.
 * `fetchRules` is a module-level `() => import(...)`.
 */
export function useFormRules<T>(fetchRules: () => Promise<T>): { rules: T | null; load: () => Promise<T | null> } {
  const [rules, setRules] = useState<T | null>(null);
  const notify = useNotify();
  const waiting = useRef(false);
  const load = useCallback(async () => {
    if (waiting.current) return null;
    waiting.current = true;
    try {
      const loaded = await fetchRules();
      setRules(() => loaded);
      return loaded;
    } catch (e) {
      notify.error(toFailure(e).message);
      return null;
    } finally {
      waiting.current = false;
    }
  }, [fetchRules, notify]);
  return { rules, load };
}
