import type { ApiFailure, Envelope } from '@fcs/shared/model/envelope';

/*
 * Failures without axios: the session's submit and the hooks read them, and @fcs/runtime/session is
 * on the Track page's first paint, where the HTTP client (axios) is not loaded yet.
 */

export function isApiFailure(e: unknown): e is ApiFailure {
  return typeof e === 'object' && e !== null && 'status' in e && 'message' in e && typeof (e as ApiFailure).status === 'number';
}

interface AxiosLikeError {
  isAxiosError: true;
  message?: string;
  response?: { status?: number; data?: unknown };
}

/** axios.isAxiosError, read from the flag axios sets on its errors (a bundle may hold the class twice). */
function isAxiosLike(e: unknown): e is AxiosLikeError {
  return typeof e === 'object' && e !== null && (e as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Every failure becomes {status, message}: the server's message, or the network error's. */
export function toFailure(e: unknown): ApiFailure {
  // An axios error has a numeric status and a message of its own ("Request failed with status code
  // 400"): read the server's message first.
  if (isAxiosLike(e)) {
    const body = e.response?.data as Partial<Envelope<unknown>> | undefined;
    return { status: e.response?.status ?? 0, message: body?.message || e.message || 'Network Error' };
  }
  if (isApiFailure(e)) return { status: e.status, message: e.message };
  return { status: 0, message: e instanceof Error ? e.message : String(e) };
}
