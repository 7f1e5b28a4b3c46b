import path from 'node:path';
import { repoRoot } from './paths';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL when set; PGlite otherwise. */
  databaseUrl: string | null;
  dataDir: string;
  projectId: string;
  /** Base of the absolute URLs the api hands out (photos). */
  publicUrl: string;
  /** host:port of the Firebase Auth emulator, or null for real Firebase (GOOGLE_APPLICATION_CREDENTIALS). */
  authEmulatorHost: string | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const usesCredentials = Boolean(env.GOOGLE_APPLICATION_CREDENTIALS);
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot(), '.data')),
    projectId: env.PROJECT_ID || 'demo-fcs',
    publicUrl: (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, ''),
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || (usesCredentials ? null : '127.0.0.1:9099'),
  };
}
