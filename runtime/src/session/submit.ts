import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toFailure } from '../client/failure';
import { useNotify } from './notify';

export interface SubmitOptions {
  /** The green text on success (the spec's words), or one made from the answer. */
  success: string | ((result: never) => string);
  /**
   * Go back after the call: `success` only when it worked (the spec's create and edit screens),
   * `always` whether or not it worked (the drop-off edit, complete and cancel screens, spec 3 §4).
   */
  back?: 'success' | 'always';
  /** Where "back" goes when the screen was opened directly (nothing to go back to). */
  fallback?: string;
  /** Also told the server's message when the call fails (e.g. to keep it under a field). */
  onError?: (message: string) => void;
}

/**
 * One submit for every form: a busy flag (a second click while busy does nothing), the green
 * success text or the server's message in red in the shell's snackbar, then back when the spec says
 * so. Resolves with the answer, or undefined when the call failed.
 */
export function useSubmit(options: SubmitOptions) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const { success, back, fallback = '/', onError } = options;

  const goBack = useCallback(() => {
    if (location.key !== 'default') navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, location.key, fallback]);

  const submit = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      let ok = false;
      let result: T | undefined;
      try {
        result = await call();
        ok = true;
        notify.success(typeof success === 'function' ? (success as (r: T) => string)(result) : success);
      } catch (e) {
        const { message } = toFailure(e);
        notify.error(message);
        onError?.(message);
      } finally {
        running.current = false;
        setBusy(false);
      }
      if (back === 'always' || (back === 'success' && ok)) goBack();
      return result;
    },
    [notify, success, back, goBack, onError],
  );

  return { busy, submit, goBack };
}
