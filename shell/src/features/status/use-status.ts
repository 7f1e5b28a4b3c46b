import type { StatusView } from '@fcs/shared/model/status-links';
import { useCallback, useEffect, useState } from 'react';

export type StatusState =
  | { kind: 'loading' }
  | { kind: 'found'; view: StatusView }
  /** Unknown, revoked, expired or malformed: the api's one 4xx answer ("This link is not valid"). */
  | { kind: 'invalid' }
  | { kind: 'error'; message: string };

/** How a page reads a token's status; fails with {status, message} like the api client. */
export type StatusCall = (token: string) => Promise<StatusView>;

/** Any 4xx but a throttle is the api's "not valid"; a network failure, a 429 or a 5xx can be retried. */
export function stateOfFailure(e: unknown): StatusState {
  const failure = (e ?? {}) as { status?: number; message?: string };
  const code = failure.status ?? 0;
  if (code >= 400 && code < 500 && code !== 429) return { kind: 'invalid' };
  return { kind: 'error', message: failure.message || 'Network Error' };
}

/**
 * The status of `token`, read once (and again on retry); `onFound` runs before the page shows it
 * (the island switches to the customer's language there).
 */
export function useStatus(token: string, call: StatusCall, onFound?: (view: StatusView) => Promise<void>) {
  const [state, setState] = useState<StatusState>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const view = await call(token);
      await onFound?.(view).catch(() => undefined);
      setState({ kind: 'found', view });
    } catch (e) {
      setState(stateOfFailure(e));
    }
  }, [token, call, onFound]);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, retry: load };
}
