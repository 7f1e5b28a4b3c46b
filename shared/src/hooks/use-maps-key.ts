import { useEffect, useState } from 'react';

let cached: Promise<string> | null = null;

async function readKey(): Promise<string> {
  const res = await fetch('/config.json', { cache: 'no-cache' });
  if (!res.ok) return '';
  const json = (await res.json()) as { googleMapsApiKey?: unknown };
  return typeof json.googleMapsApiKey === 'string' ? json.googleMapsApiKey : '';
}

/**
 * The Google Maps key of the portal's /config.json (googleMapsApiKey, set at deploy time). Remotes
 * run in the shell's page, so the file is the shell's; without one (empty, or the standalone host)
 * the key is '' and addresses are filled by hand.
 */
export function loadMapsKey(): Promise<string> {
  cached ??= readKey().catch(() => '');
  return cached;
}

/** null while the config is read. */
export function useMapsKey(): string | null {
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadMapsKey().then((k) => live && setKey(k));
    return () => {
      live = false;
    };
  }, []);
  return key;
}
