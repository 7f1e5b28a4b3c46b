import type { ClientConfig } from '@fcs/runtime/client';

type ClientModule = typeof import('@fcs/runtime/client');

let settle: (config: ClientConfig | null) => void = () => {};
const configured = new Promise<ClientConfig | null>((resolve) => (settle = resolve));
let client: Promise<ClientModule> | null = null;

/**
 * @fcs/runtime/client (axios) is not needed to paint the Track page, nor for an anonymous visitor
 * who only reads it: the shell fetches it with the first call (a Track, a sign-in check, a remote
 * screen) and points it at /config.json then. Calls wait until start-up has read the config.
 */
export function api(): Promise<ClientModule> {
  client ??= configured.then(async (config) => {
    const mod = await import('@fcs/runtime/client');
    if (config) mod.configureClient(config);
    return mod;
  });
  return client;
}

/** Start-up has read /config.json; null when it could not (calls then fail with the client's own message). */
export function setClientConfig(config: ClientConfig | null): void {
  settle(config);
}

/** The message of a failure: the client throws {status, message}; anything else is an Error or a value. */
export function failureMessage(e: unknown): string {
  if (typeof e === 'object' && e !== null && 'message' in e && typeof (e as { message: unknown }).message === 'string') {
    return (e as { message: string }).message || 'Something went wrong';
  }
  return String(e);
}
