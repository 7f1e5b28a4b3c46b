// Types of apps.mjs, for the TypeScript that reads it (the e2e config).
export interface AppEntry {
  name: string;
  dir: string;
  port: number;
}
export declare const SHELL: AppEntry;
export declare const REMOTE_APPS: AppEntry[];
export declare const APPS: AppEntry[];
export declare const API_PORT: number;
export declare const AUTH_EMULATOR_PORT: number;
export declare const METRICS_PORT: number;
export declare function remotesJson(urlOf?: (app: AppEntry) => string): Record<string, string>;
export declare function shellRuntimeJson(): Record<'config.json' | 'remotes.json', unknown>;
export declare const SMTP_CATCHER: { smtpPort: number; httpPort: number };
export declare const SMTP_URL: string;
