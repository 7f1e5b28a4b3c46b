/** `pnpm --filter @fcs/api start`: migrate, seed an empty database, sync the demo accounts into the Auth emulator, listen. */
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig, startupProblem } from './config';
import { openDb } from './db/db';
import { migrate } from './db/migrate';
import { isEmpty, seed } from './db/seed/seed';
import { FirebaseIdentity } from './identity/firebase-identity';
import { syncDemoAccounts } from './identity/sync-demo-accounts';
import { createOutboxWorker } from './delivery/outbox-worker';
import { sendersFromConfig } from './delivery/senders';

const config = loadConfig();
const problem = startupProblem(config);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
  poolSize: config.poolSize,
  statementTimeoutMs: config.statementTimeoutMs,
  reportConcurrency: config.reportConcurrency,
});
const applied = await migrate(db);
const identity = new FirebaseIdentity({ projectId: config.projectId, emulatorHost: config.authEmulatorHost });
const app = await buildApp({ config, db, identity, logger: { level: process.env.LOG_LEVEL || 'info' } });
if (applied.length) app.log.info({ migrations: applied }, 'migrations applied');
if (await isEmpty(db)) {
  await seed(db, { dataDir: config.dataDir });
  app.log.info('demo data seeded');
}

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
        else await new Promise((r) => setTimeout(r, 1000));
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

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  // The worker finishes the message in hand before the database closes.
  await worker.stop();
  senders.email?.close?.();
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(`FCS api on ${config.publicUrl} (docs ${config.publicUrl}/docs, database ${db.kind}, project ${config.projectId})`);
