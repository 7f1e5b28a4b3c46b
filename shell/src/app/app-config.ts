import { atom } from 'jotai';

/** /config.json, a static file edited at deploy time (no rebuild). */
export interface AppConfig {
  apiUrl: string;
  reportUrl: string;
  projectId: string;
  firebase: { apiKey: string; authDomain: string };
  /** Set in development: the Firebase Auth emulator, e.g. http://127.0.0.1:9099 */
  authEmulatorUrl?: string;
  googleMapsApiKey?: string;
}

export const appConfigAtom = atom<AppConfig | null>(null);

function isAppConfig(value: unknown): value is AppConfig {
  const v = value as Partial<AppConfig> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.apiUrl === 'string' &&
    typeof v.reportUrl === 'string' &&
    typeof v.projectId === 'string' &&
    typeof v.firebase?.apiKey === 'string'
  );
}

let loading: Promise<AppConfig> | null = null;

export function loadAppConfig(): Promise<AppConfig> {
  loading ??= fetch('/config.json', { cache: 'no-cache' })
    .then((res) => {
      if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
      return res.json() as Promise<unknown>;
    })
    .then((json) => {
      if (!isAppConfig(json)) throw new Error('config.json lacks apiUrl, reportUrl, projectId or firebase.apiKey');
      return json;
    });
  loading.catch(() => (loading = null));
  return loading;
}

/** The code page of the Auth emulator, shown in the sign-in popup in development. */
export function verificationCodesUrl(config: Pick<AppConfig, 'authEmulatorUrl' | 'projectId'>): string | null {
  if (!config.authEmulatorUrl) return null;
  return `${config.authEmulatorUrl.replace(/\/+$/, '')}/emulator/v1/projects/${config.projectId}/verificationCodes`;
}
