import { registerRemotes } from '@module-federation/enhanced/runtime';

/** /remotes.json: container name to mf-manifest.json URL, edited at deploy time (no shell rebuild). */
export type RemoteMap = Record<string, string>;

export function parseRemoteMap(json: unknown): RemoteMap {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('remotes.json must be an object of name to URL');
  const entries = Object.entries(json).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].length > 0);
  return Object.fromEntries(entries);
}

let registered: Promise<RemoteMap> | null = null;

/**
 * Registers the remotes once. Only the list is fetched here: a remote's own server is contacted when
 * one of its screens is first shown, so a dead remote never delays start-up. A failed fetch is
 * forgotten, so Retry on a remote screen fetches the list again.
 */
export function ensureRemotes(): Promise<RemoteMap> {
  registered ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((res) => {
      if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
      return res.json() as Promise<unknown>;
    })
    .then((json) => {
      const map = parseRemoteMap(json);
      registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
      return map;
    });
  registered.catch(() => (registered = null));
  return registered;
}

/** For tests. */
export function resetRemotes(): void {
  registered = null;
}
