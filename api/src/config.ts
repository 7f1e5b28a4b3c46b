import path from 'node:path';
import { repoRoot } from './paths';

/** How many calls one key (a client address or a user) may make in a window, before 429. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL when set; PGlite otherwise. */
  databaseUrl: string | null;
  dataDir: string;
  projectId: string;
  /** Base of the absolute URLs the api hands out (photos). */
  publicUrl: string;
  /** host:port of the Firebase Auth emulator, only when FIREBASE_AUTH_EMULATOR_HOST is set (development). */
  authEmulatorHost: string | null;
  /** Origins allowed by CORS (the shell's and the remotes'); '*' only in development (the emulator). */
  corsOrigins: '*' | string[];
  /** Throttles: the public reads per client address, uploads and e-mail codes per user. */
  rateLimits: {
    track: RateLimit;
    publicRead: RateLimit;
    upload: RateLimit;
    emailCode: RateLimit;
  };
  /** Seconds between two e-mail codes for one user, and codes one address may receive in an hour. */
  emailCodeCooldownSeconds: number;
  emailCodesPerAddressPerHour: number;
  /** PostgreSQL pool size (DB_POOL_SIZE) and the longest a statement may run (STATEMENT_TIMEOUT_MS). */
  poolSize: number;
  statementTimeoutMs: number;
  /** Report-service queries at once (REPORT_CONCURRENCY, about twice the database's cores). */
  reportConcurrency: number;
  /** How long a caller's users row is reused before it is read again (USER_CACHE_MS; writes drop it at once). */
  userCacheMs: number;
  /** How many proxies in front of the api to trust for the client address (TRUST_PROXY); 0 when none. */
  trustProxy: number;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  // A person tracks a few times a minute; a script polling thousands of numbers is stopped.
  track: { max: 60, windowMs: MINUTE },
  publicRead: { max: 300, windowMs: MINUTE },
  upload: { max: 60, windowMs: 10 * MINUTE },
  emailCode: { max: 5, windowMs: 15 * MINUTE },
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || null;
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot(), '.data')),
    projectId: env.PROJECT_ID || 'demo-fcs',
    publicUrl: (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, ''),
    authEmulatorHost,
    corsOrigins: origins.length ? origins : authEmulatorHost ? '*' : [],
    rateLimits: DEFAULT_RATE_LIMITS,
    emailCodeCooldownSeconds: 60,
    emailCodesPerAddressPerHour: 5,
    poolSize: Math.max(2, Math.trunc(Number(env.DB_POOL_SIZE) || 20)),
    statementTimeoutMs: Math.max(0, Math.trunc(Number(env.STATEMENT_TIMEOUT_MS) || 15_000)),
    reportConcurrency: Math.max(1, Math.trunc(Number(env.REPORT_CONCURRENCY) || 4)),
    userCacheMs: Math.max(0, Math.trunc(Number(env.USER_CACHE_MS ?? 5_000))),
    trustProxy: Math.max(0, Math.trunc(Number(env.TRUST_PROXY) || 0)),
  };
}

/**
 * Why the api cannot start with this configuration, or null: it verifies sign-ins either against
 * the Auth emulator (development) or against Firebase with a service account, never neither.
 */
export function startupProblem(config: Config, env: NodeJS.ProcessEnv = process.env): string | null {
  if (config.authEmulatorHost || env.GOOGLE_APPLICATION_CREDENTIALS) return null;
  return 'Set FIREBASE_AUTH_EMULATOR_HOST (development, e.g. 127.0.0.1:9099) or GOOGLE_APPLICATION_CREDENTIALS (a Firebase service account) to start the api.';
}
