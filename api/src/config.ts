import path from 'node:path';
import { isProxyAddress } from './lib/client-address';
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
  /** The portal's origin (PORTAL_URL), the start of every status link a notice carries. */
  portalUrl: string;
  /** host:port of the Firebase Auth emulator, only when FIREBASE_AUTH_EMULATOR_HOST is set (development). */
  authEmulatorHost: string | null;
  /**
   * Whether an empty database gets the demo data (DEMO_DATA): a mode, not a default. Unset, only
   * against the Auth emulator (development); DEMO_DATA=1 asks for it (refused with NODE_ENV=production),
   * DEMO_DATA=0 never.
   */
  demoData: boolean;
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
  /**
   * The proxies in front of the api whose X-Forwarded-For is believed (TRUST_PROXY: their addresses
   * or CIDRs, comma-separated, as Fastify's trustProxy takes them; empty when none). A caller that
   * reaches a replica from anywhere else is known by its own address whatever it sends.
   */
  trustProxy: string[];
  /** The outbox worker and where it sends (README: "Delivery of e-mail and SMS"). */
  delivery: DeliveryConfig;
  /** Where photos are kept (PHOTO_STORAGE): the database, or an S3-compatible bucket. */
  photoStorage: PhotoStorageConfig;
  /** REDIS_URL: the throttles count in Redis instead of PostgreSQL (optional; decision 0008). */
  redisUrl: string | null;
  /** The longest to wait for a new database connection before a call answers 503 (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  /** On SIGTERM: how long to keep serving while the load balancer sees the readiness probe fail (DRAIN_DELAY_MS), then how long calls in flight may take to finish (DRAIN_TIMEOUT_MS). */
  drainDelayMs: number;
  drainTimeoutMs: number;
  /**
   * Where GET /metrics is served (METRICS_PORT, 9464; METRICS_HOST, the loopback): a listener of its
   * own, never the public port, so that no proxy forwards to it whatever the spelling of the path.
   * METRICS_PORT=off serves none.
   */
  metrics: { port: number; host: string } | null;
}

export interface PhotoStorageConfig {
  kind: 'database' | 's3';
  /** S3_BUCKET, S3_REGION, S3_ENDPOINT (MinIO, R2, GCS), S3_FORCE_PATH_STYLE, S3_PREFIX. */
  s3: { bucket: string; region: string; endpoint: string | null; forcePathStyle: boolean; prefix: string } | null;
}

export interface DeliveryConfig {
  /** DELIVERY_WORKER=off keeps this api from sending (another replica sends). */
  worker: boolean;
  /** Pause between two looks at an empty outbox (DELIVERY_POLL_MS). */
  pollMs: number;
  /** Rows claimed at once (DELIVERY_BATCH). */
  batchSize: number;
  /** Attempts before a message is failed for good (DELIVERY_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** Wait before the first retry; it doubles at each retry, up to an hour (DELIVERY_BACKOFF_MS). */
  backoffMs: number;
  /** How long a claimed row is held without renewal; past it another worker takes it over (DELIVERY_LEASE_MS). */
  leaseMs: number;
  /** SMTP_URL, or SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASS/SMTP_SECURE; null: e-mail waits in the outbox. */
  smtp: string | SmtpOptions | null;
  /** MAIL_FROM: the From of every e-mail. */
  mailFrom: string;
  /** SMS_PROVIDER: dev (records instead of sending; the default in development), http, or none (SMS waits). */
  smsProvider: 'dev' | 'http' | 'none';
  /** SMS_FROM: the sender number or name. */
  smsFrom: string;
  /** SMS_HTTP_URL and SMS_HTTP_TOKEN of the http provider. */
  smsHttpUrl: string | null;
  smsHttpToken: string | null;
}

export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
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
  const port = Number(env.PORT || 8080);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot(), '.data')),
    projectId: env.PROJECT_ID || 'demo-fcs',
    // Without PUBLIC_URL the photos' URLs name the port the api listens on, not always 8080.
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    // Without PORTAL_URL: the first CORS origin (the shell's), else the shell's local default.
    portalUrl: (env.PORTAL_URL || origins[0] || 'http://localhost:3000').replace(/\/+$/, ''),
    authEmulatorHost,
    demoData: env.DEMO_DATA === '1' || (env.DEMO_DATA !== '0' && Boolean(authEmulatorHost)),
    corsOrigins: origins.length ? origins : authEmulatorHost ? '*' : [],
    rateLimits: DEFAULT_RATE_LIMITS,
    emailCodeCooldownSeconds: 60,
    emailCodesPerAddressPerHour: 5,
    poolSize: Math.max(2, Math.trunc(Number(env.DB_POOL_SIZE) || 20)),
    statementTimeoutMs: Math.max(0, Math.trunc(Number(env.STATEMENT_TIMEOUT_MS) || 15_000)),
    reportConcurrency: Math.max(1, Math.trunc(Number(env.REPORT_CONCURRENCY) || 4)),
    userCacheMs: Math.max(0, Math.trunc(Number(env.USER_CACHE_MS ?? 5_000))),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p && p !== '0'),
    delivery: loadDeliveryConfig(env, Boolean(authEmulatorHost)),
    photoStorage: loadPhotoStorageConfig(env),
    redisUrl: env.REDIS_URL || null,
    connectTimeoutMs: Math.max(100, Math.trunc(Number(env.DB_CONNECT_TIMEOUT_MS) || 2_000)),
    drainDelayMs: Math.max(0, Math.trunc(Number(env.DRAIN_DELAY_MS) || 0)),
    drainTimeoutMs: Math.max(0, Math.trunc(Number(env.DRAIN_TIMEOUT_MS ?? 10_000))),
    metrics:
      (env.METRICS_PORT ?? '').toLowerCase() === 'off'
        ? null
        : { port: Math.max(0, Math.trunc(Number(env.METRICS_PORT || 9464))), host: env.METRICS_HOST || '127.0.0.1' },
  };
}

export function loadPhotoStorageConfig(env: NodeJS.ProcessEnv): PhotoStorageConfig {
  if ((env.PHOTO_STORAGE ?? 'database').toLowerCase() !== 's3') return { kind: 'database', s3: null };
  return {
    kind: 's3',
    s3: {
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || null,
      forcePathStyle: ['1', 'true'].includes((env.S3_FORCE_PATH_STYLE ?? '').toLowerCase()),
      prefix: env.S3_PREFIX ?? '',
    },
  };
}

const positive = (value: string | undefined, fallback: number) => Math.max(1, Math.trunc(Number(value) || fallback));

export function loadDeliveryConfig(env: NodeJS.ProcessEnv, development: boolean): DeliveryConfig {
  const port = positive(env.SMTP_PORT, 587);
  const smtp: DeliveryConfig['smtp'] = env.SMTP_URL
    ? env.SMTP_URL
    : env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port,
          secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
          ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } } : {}),
        }
      : null;
  const provider = env.SMS_PROVIDER || (development ? 'dev' : 'none');
  return {
    worker: !['off', 'false', '0'].includes((env.DELIVERY_WORKER ?? '').toLowerCase()),
    pollMs: positive(env.DELIVERY_POLL_MS, 1_000),
    batchSize: Math.min(500, positive(env.DELIVERY_BATCH, 20)),
    maxAttempts: positive(env.DELIVERY_MAX_ATTEMPTS, 5),
    backoffMs: positive(env.DELIVERY_BACKOFF_MS, 5_000),
    // Renewed every third of it while a batch is in hand, so it need not outlast a send: short, so
    // that a crashed replica's batch goes out again within seconds (decision 0008).
    leaseMs: Math.max(3_000, positive(env.DELIVERY_LEASE_MS, 8_000)),
    smtp,
    mailFrom: env.MAIL_FROM || 'FCS <no-reply@fcs.local>',
    smsProvider: provider === 'dev' || provider === 'http' ? provider : 'none',
    smsFrom: env.SMS_FROM || '+17325550148',
    smsHttpUrl: env.SMS_HTTP_URL || null,
    smsHttpToken: env.SMS_HTTP_TOKEN || null,
  };
}

/**
 * Why the api cannot start with this configuration, or null: it verifies sign-ins either against
 * the Auth emulator (development) or against Firebase with a service account, never neither.
 */
export function startupProblem(config: Config, env: NodeJS.ProcessEnv = process.env): string | null {
  if (config.delivery.smsProvider === 'http' && !config.delivery.smsHttpUrl) return 'SMS_PROVIDER=http needs SMS_HTTP_URL.';
  if (config.photoStorage.kind === 's3' && !config.photoStorage.s3?.bucket) return 'PHOTO_STORAGE=s3 needs S3_BUCKET.';
  if (env.DEMO_DATA === '1' && env.NODE_ENV === 'production')
    return 'DEMO_DATA=1 is refused with NODE_ENV=production: a real database never gets the demo customers, parcels and staff.';
  const badProxy = config.trustProxy.find((p) => !isProxyAddress(p));
  if (badProxy !== undefined)
    return /^\d+$/.test(badProxy)
      ? `TRUST_PROXY=${badProxy} is a hop count, which trusts whatever connects: give the proxies' addresses or CIDRs instead (e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/24,10.0.1.0/24).`
      : `TRUST_PROXY has "${badProxy}", which is not an address or a CIDR: give the proxies' addresses or CIDRs, comma-separated (e.g. 10.0.0.0/24).`;
  if (config.authEmulatorHost && env.NODE_ENV === 'production')
    return "FIREBASE_AUTH_EMULATOR_HOST is refused with NODE_ENV=production: the api would believe the emulator's unsigned tokens, so anyone could sign in as anyone. Unset it and give GOOGLE_APPLICATION_CREDENTIALS.";
  if (config.authEmulatorHost && env.GOOGLE_APPLICATION_CREDENTIALS)
    return "FIREBASE_AUTH_EMULATOR_HOST is refused beside GOOGLE_APPLICATION_CREDENTIALS: with it set, firebase-admin believes the emulator's unsigned tokens instead of verifying Firebase's. Unset one of them (the emulator is for development only).";
  if (config.authEmulatorHost || env.GOOGLE_APPLICATION_CREDENTIALS) return null;
  return 'Set FIREBASE_AUTH_EMULATOR_HOST (development, e.g. 127.0.0.1:9099) or GOOGLE_APPLICATION_CREDENTIALS (a Firebase service account) to start the api.';
}
