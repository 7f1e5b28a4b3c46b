/**
 * The api's process (`node --enable-source-maps dist/server.js`, README "Operating it"): waits for
 * its database, migrates, moves photos kept on this disk by earlier versions into the photo storage,
 * seeds an empty database in demo mode only (DEMO_DATA, config.ts) or says how to make the first
 * super-admin, syncs the demo accounts into the Auth emulator, sends the outbox, listens.
 * On SIGTERM (or SIGINT) it drains: the readiness probe answers 503 at once, calls keep being served
 * for DRAIN_DELAY_MS (while the load balancer notices) and answered with `Connection: close`, then
 * no new connection is taken, calls in flight get DRAIN_TIMEOUT_MS to finish, the outbox worker
 * finishes the message in hand, the pool closes, and the process exits 0.
 */
import path from 'node:path';
import { buildApp } from './app';
import { requestScopedDb } from './db/request-tx';
import { loadConfig, startupProblem } from './config';
import { DatabaseUnreachable, isDatabaseUnavailable, openDb, type Db, type DbLog } from './db/db';
import { migrate } from './db/migrate';
import { isEmpty, seed } from './db/seed/seed';
import { importDiskPhotos } from './files/import-disk-photos';
import { photoStorageFromConfig } from './files/photo-storage-from-config';
import { FirebaseIdentity } from './identity/firebase-identity';
import { syncDemoAccounts } from './identity/sync-demo-accounts';
import { createOutboxWorker } from './delivery/outbox-worker';
import { sendersFromConfig } from './delivery/senders';
import { zipDataset } from './lib/zip-dataset';
import { serveMetrics } from './plugins/metrics';
import { FIRST_ADMIN_HINT, hasSuperAdmin } from './setup/setup-status';

const config = loadConfig();
const problem = startupProblem(config);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The database's own messages (a dropped connection) go to the app's log once it exists.
let log: DbLog = { warn: (obj, msg) => console.warn(msg, obj), info: (obj, msg) => console.info(msg, obj) };
const dbLog: DbLog = { warn: (obj, msg) => log.warn(obj, msg), info: (obj, msg) => log.info(obj, msg) };

/** Opens and migrates the database, waiting for it while it is not there (a replica may start first). */
async function openDatabase(): Promise<Db & { kind: string }> {
  for (let attempt = 1; ; attempt++) {
    let db: (Db & { kind: string }) | null = null;
    try {
      db = await openDb({
        databaseUrl: config.databaseUrl,
        dataDir: path.join(config.dataDir, 'pglite'),
        poolSize: config.poolSize,
        statementTimeoutMs: config.statementTimeoutMs,
        reportConcurrency: config.reportConcurrency,
        connectTimeoutMs: config.connectTimeoutMs,
        log: dbLog,
      });
      const applied = await migrate(db);
      if (applied.length) log.info({ migrations: applied }, 'migrations applied');
      return db;
    } catch (e) {
      await db?.close().catch(() => undefined);
      if (!isDatabaseUnavailable(e)) throw e;
      if (e instanceof DatabaseUnreachable && e.credentialsRefused) {
        if (attempt === 1 || attempt % 30 === 0)
          log.warn({ err: e.message, code: e.code }, 'the database refused the password: DATABASE_URL has old credentials');
      } else if (attempt === 1 || attempt % 30 === 0) log.warn({ err: (e as Error).message }, 'waiting for the database');
      await sleep(1_000);
    }
  }
}

// Wrapped once, before anything is made on it: inside a write call, every statement (the photo
// storage's too) runs on the call's transaction (db/request-tx.ts).
const db = requestScopedDb(await openDatabase()).db as Db & { kind: string };
const photos = await photoStorageFromConfig(config, db);
const moved = await importDiskPhotos(photos, config.dataDir);
const identity = new FirebaseIdentity({ projectId: config.projectId, emulatorHost: config.authEmulatorHost });
const app = await buildApp({ config, db, identity, photos, logger: { level: process.env.LOG_LEVEL || 'info' } });
log = app.log;
if (moved) app.log.info({ photos: moved }, `photos moved from ${config.dataDir}/files into the ${photos.kind} photo storage`);
// Demo mode only: replicas starting together on an empty database, the first seeds it, the others
// wait and find it seeded. A production database stays as the migrations left it.
const seeded =
  config.demoData &&
  (await db.tx(async (t) => {
    await t.query('SELECT pg_advisory_xact_lock(727002)');
    if (!(await isEmpty(t))) return false;
    await seed(t, { photos });
    return true;
  }));
if (seeded) app.log.info('demo data seeded');
else if (!(await hasSuperAdmin(db))) app.log.warn(FIRST_ADMIN_HINT);

if (config.authEmulatorHost) {
  // The emulator may still be starting: try for a while, and never keep the api from serving.
  void (async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      try {
        const synced = await syncDemoAccounts(db, identity);
        app.log.info({ accounts: synced }, `demo accounts synced into the Auth emulator at ${config.authEmulatorHost}`);
        return;
      } catch (e) {
        if (attempt === 30) app.log.warn({ err: e }, 'could not sync the demo accounts into the Auth emulator');
        else await sleep(1000);
      }
    }
  })();
}

// The outbox worker: e-mail over SMTP, SMS through the configured provider (README: Delivery).
const senders = sendersFromConfig(config.delivery, (sms) => app.log.info({ sms }, 'SMS recorded by the development provider (not sent)'));
const worker = createOutboxWorker({ db, ...senders, config: config.delivery, log: app.log });
if (config.delivery.worker) {
  worker.start();
  app.log.info(
    { channels: worker.channels, smtp: Boolean(senders.email), sms: senders.sms?.name ?? null },
    worker.channels.length ? 'outbox worker started' : 'outbox worker idle: no SMTP and no SMS provider configured',
  );
}

let metrics: Awaited<ReturnType<typeof serveMetrics>> | null = null;
// A scraper's keep-alive connection never holds the drain.
const closeMetrics = () =>
  new Promise<void>((resolve) => {
    if (!metrics) return resolve();
    metrics.close(() => resolve());
    metrics.closeAllConnections();
  });

let stopping = false;
const drain = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  // First of all, whatever holds on later (a connection that never closes, a stuck send, a log
  // whose reader is gone): the process is gone soon after the drain's bounds, so that a deploy or a
  // Ctrl-C never waits on it.
  setTimeout(() => process.exit(1), config.drainDelayMs + config.drainTimeoutMs + 5_000).unref();
  const started = Date.now();
  app.lifecycle.draining = true;
  app.log.info({ signal, delayMs: config.drainDelayMs, timeoutMs: config.drainTimeoutMs }, 'draining');
  await sleep(config.drainDelayMs);
  // No new connections; the calls in flight finish, for DRAIN_TIMEOUT_MS at most.
  const late = setTimeout(() => {
    app.log.warn('calls still in flight after the drain timeout: closing their connections');
    app.server.closeAllConnections();
  }, config.drainTimeoutMs);
  // The worker finishes the message in hand meanwhile; both need the database until they are done.
  await Promise.all([app.close(), worker.stop(), closeMetrics()]);
  clearTimeout(late);
  senders.email?.close?.();
  await db.close();
  app.log.info({ ms: Date.now() - started }, 'drained and stopped');
  process.exit(0);
};
process.on('SIGINT', () => void drain('SIGINT'));
process.on('SIGTERM', () => void drain('SIGTERM'));

const listening = await app.listen({ port: config.port, host: config.host });
// Not on the public port: a port of its own that the load balancer never forwards to. A port taken
// costs the metrics, not the api.
metrics = config.metrics
  ? await serveMetrics(app, config.metrics).catch((e: unknown) => {
      app.log.error({ err: e }, `metrics not served: ${config.metrics!.host}:${config.metrics!.port} is not free (METRICS_PORT)`);
      return null;
    })
  : null;
// Loaded after listening: only address, zone and zip-code calls need it.
void zipDataset();
// The address it really listens on (PORT), and the public URL it hands out when that is another.
const publicNote = config.publicUrl === listening ? '' : `, public URL ${config.publicUrl}`;
app.log.info(
  `FCS api listening on ${listening} (docs ${listening}/docs${publicNote}, metrics ${metrics?.url ?? 'off'}, database ${db.kind}, photos in the ${photos.kind}, project ${config.projectId}${config.demoData ? ', demo mode' : ''})`,
);
