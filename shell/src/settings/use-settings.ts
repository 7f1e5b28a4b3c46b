import type { Settings } from '@fcs/shared/model/entities';
import { useEffect, useState } from 'react';
import { api, failureMessage } from '../api/api-client';

let cached: Promise<Settings> | null = null;

/** GET /settings once per visit (the Track page and Contact Us both need it); a failure is not kept. */
export function fetchSettings(): Promise<Settings> {
  cached ??= api().then((client) => client.getSettings());
  cached.catch(() => (cached = null));
  return cached;
}

/** For tests. */
export function resetSettingsCache(): void {
  cached = null;
}

export interface SettingsState {
  settings: Settings | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

export function useSettings(enabled = true): SettingsState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<SettingsState, 'reload'>>({ settings: null, error: null, loading: enabled });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, error: null, loading: true }));
    fetchSettings().then(
      (settings) => live && setState({ settings, error: null, loading: false }),
      (e: unknown) => live && setState({ settings: null, error: failureMessage(e), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);

  return { ...state, reload: () => setAttempt((a) => a + 1) };
}
