import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A manifest request that hangs (server black-holed) fails after this, rather than never. */
export const MANIFEST_TIMEOUT_MS = 10_000;
/** One quick second try for a dropped connection; never more, so a dead remote fails fast. */
export const MANIFEST_RETRIES = 1;
const RETRY_DELAY_MS = 300;

/** The one error a screen sees when a remote cannot be reached, whatever the runtime's code was. */
export class RemoteLoadError extends Error {
  readonly remote: string;
  readonly url: string | undefined;
  constructor(remote: string, url: string | undefined, cause: unknown) {
    super(`Remote "${remote}" could not be loaded${url ? ` from ${url}` : ''}: ${firstLine(cause)}`, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.url = url;
  }
}

/** The runtime's messages run to many lines (context dumps); the first says what happened. */
function firstLine(cause: unknown): string {
  const text = cause instanceof Error ? cause.message : String(cause);
  return (
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? text
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${MANIFEST_TIMEOUT_MS / 1000} s`)), MANIFEST_TIMEOUT_MS);
  try {
    const res = await fetch(url, { ...init, signal: controller.signal });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res;
  } finally {
    clearTimeout(timer);
  }
}

/** Fetch a remote's manifest with a time limit and one retry of a network failure. */
export async function fetchManifest(url: string, init: RequestInit = {}): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= MANIFEST_RETRIES; attempt++) {
    try {
      return await fetchWithTimeout(url, init);
    } catch (e) {
      lastError = e;
      // An HTTP error answer will not change on a second try.
      if (e instanceof Error && e.message.startsWith('HTTP ')) break;
      if (attempt < MANIFEST_RETRIES) await wait(RETRY_DELAY_MS);
    }
  }
  throw lastError;
}

/**
 * Module Federation runtime plugin of the shell: bounded manifest loading and one clear error for a
 * failed manifest or remote entry, which the screen's error boundary turns into "unavailable" with
 * Retry. The runtime forgets a failed load, so Retry really tries again.
 */
export default function retryFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fcs-retry-fallback',
    fetch(url, init) {
      return fetchManifest(url, init);
    },
    errorLoadRemote({ id, error, lifecycle, remote }) {
      if (error instanceof RemoteLoadError) throw error;
      // A failed manifest is left to the runtime here: it forgets the failed request (so that Retry
      // really fetches again) before it raises RUNTIME-003, which reaches this hook again as onLoad.
      if (lifecycle === 'onLoad' || lifecycle === 'beforeRequest') {
        throw new RemoteLoadError(remote?.name ?? id.split('/')[0] ?? id, remote?.entry, error);
      }
      return undefined;
    },
  };
}
