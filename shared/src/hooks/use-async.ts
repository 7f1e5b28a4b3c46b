import { useCallback, useEffect, useState } from 'react';
import { toFailure } from '@fcs/runtime/client/failure';
import type { ApiFailure } from '../model/envelope';

export interface AsyncState<T> {
  data: T | null;
  loading: boolean;
  error: ApiFailure | null;
  reload: () => void;
}

/**
 * Runs `load` whenever `key` changes (and on reload), keeps only the latest answer, and turns a
 * failure into {status, message}. `key` is what the call depends on, as one string.
 */
export function useAsync<T>(key: string, load: () => Promise<T>): AsyncState<T> {
  const [state, setState] = useState<{ key: string; data: T | null; error: ApiFailure | null; done: boolean }>({
    key: '',
    data: null,
    error: null,
    done: false,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, key, done: false }));
    load().then(
      (data) => current && setState({ key, data, error: null, done: true }),
      (e: unknown) => current && setState({ key, data: null, error: toFailure(e), done: true }),
    );
    return () => {
      current = false;
    };
    // `load` is re-created every render; `key` says when the call really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: !state.done || state.key !== key, reload };
}
