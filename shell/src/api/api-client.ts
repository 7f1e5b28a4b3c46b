type ClientModule = typeof import('@fcs/shared/client');

let markReady: () => void = () => {};
const configured = new Promise<void>((resolve) => (markReady = resolve));

/**
 * @fcs/shared/client (axios) is not needed to paint the Track page, so the shell fetches it with the
 * first call. Calls wait until start-up has pointed it at /config.json.
 */
export async function api(): Promise<ClientModule> {
  await configured;
  return import('@fcs/shared/client');
}

/** Start-up has configured the client (or failed to: calls then fail with the client's own message). */
export function markClientConfigured(): void {
  markReady();
}

/** The message of a failure: the client throws {status, message}; anything else is an Error or a value. */
export function failureMessage(e: unknown): string {
  if (typeof e === 'object' && e !== null && 'message' in e && typeof (e as { message: unknown }).message === 'string') {
    return (e as { message: string }).message || 'Something went wrong';
  }
  return String(e);
}
