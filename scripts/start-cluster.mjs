#!/usr/bin/env node
// `pnpm start:cluster`: the portal as an operator runs it, on one machine (README "Operating it"):
// PostgreSQL (DATABASE_URL's server, or one this script makes with initdb under .data/cluster-pg),
// two replicas of the compiled api, and Debian's HAProxy in front of them with health checks on
// the readiness probe (deploy/haproxy.cfg); the shell and the remotes call the api through HAProxy.
// Ctrl-C drains the replicas and stops everything. FCS_PORT_OFFSET moves every port.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PORT, APPS, AUTH_EMULATOR_PORT, METRICS_PORT, SMTP_CATCHER, SMTP_URL, shellRuntimeJson } from '../build/apps.mjs';
import { API_COMMAND, ensureApiBuild } from './lib/api-build.mjs';
import { buildIsCurrent, stampBuild } from './lib/build-stamp.mjs';
import { ownPostgres } from './lib/own-postgres.cjs';
import { ROOT, run, startAuthEmulator, stopAll, waitFor } from './lib/services.mjs';

const OFFSET = Number(process.env.FCS_PORT_OFFSET ?? 0) || 0;
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const REPLICAS = [API_PORT + 1, API_PORT + 2];
const STATS_PORT = 8404 + OFFSET;
const LB = `http://localhost:${API_PORT}`;

let pgServer = null;
const stopEverything = () => {
  stopAll();
  // The replicas drain first (their pools need the database), then the server stops.
  if (pgServer) setTimeout(() => (pgServer.stop(), process.exit(0)), 4_000);
  else process.exit(0);
};
process.on('SIGINT', stopEverything);
process.on('SIGTERM', stopEverything);

const started = Date.now();
try {
  if (!existsSync(HAPROXY)) throw new Error(`HAProxy is not installed (${HAPROXY}): apt-get install haproxy`);
  if (!buildIsCurrent()) {
    console.log('Building the shell and the remotes …');
    execSync('pnpm run build', { cwd: ROOT, stdio: 'inherit' });
    stampBuild();
  }
  ensureApiBuild();

  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dir = path.join(ROOT, '.data', `cluster-pg-${5544 + OFFSET}`);
    console.log(`Starting PostgreSQL of its own in ${path.relative(ROOT, dir)} (port ${5544 + OFFSET}) …`);
    pgServer = ownPostgres({ dir, port: 5544 + OFFSET });
    if (!pgServer.isRunning()) pgServer.start();
    if (pgServer.psql("SELECT count(*) FROM pg_database WHERE datname = 'fcs'") === '0') pgServer.psql('CREATE DATABASE fcs');
    databaseUrl = pgServer.urlOf('fcs');
  }

  console.log('Starting the Auth emulator, the SMTP catcher, two api replicas and HAProxy …');
  const emulator = startAuthEmulator({ port: AUTH_EMULATOR_PORT });
  run('smtp', 'node', ['scripts/smtp-catcher.mjs']);
  // Each replica's metrics on a loopback port of its own, beside its api port; HAProxy never forwards there.
  const metricsPort = (port) => METRICS_PORT + 1 + REPLICAS.indexOf(port);
  const replicaEnv = (port) => ({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    METRICS_PORT: String(metricsPort(port)),
    PUBLIC_URL: LB,
    TRUST_PROXY: '127.0.0.1',
    DRAIN_DELAY_MS: '1500',
    SMTP_URL,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
  });
  // The first replica migrates and seeds an empty database; the second starts once it is ready.
  const first = run(`api-${REPLICAS[0]}`, ...API_COMMAND, { env: replicaEnv(REPLICAS[0]) });
  await waitFor(`http://127.0.0.1:${REPLICAS[0]}/ready`, { name: 'api replica 1' });
  const second = run(`api-${REPLICAS[1]}`, ...API_COMMAND, { env: replicaEnv(REPLICAS[1]) });
  run('haproxy', HAPROXY, ['-db', '-f', path.join(ROOT, 'deploy/haproxy.cfg')], {
    env: {
      FCS_LB_BIND: `127.0.0.1:${API_PORT}`,
      FCS_API_1: `127.0.0.1:${REPLICAS[0]}`,
      FCS_API_2: `127.0.0.1:${REPLICAS[1]}`,
      FCS_LB_STATS: `127.0.0.1:${STATS_PORT}`,
    },
  });
  for (const app of APPS) {
    const runtime =
      app.dir === 'shell' ? Object.entries(shellRuntimeJson()).flatMap(([f, v]) => ['--json', `${f}=${JSON.stringify(v)}`]) : [];
    run(app.dir, 'node', ['scripts/serve-static.mjs', `${app.dir}/dist`, '--port', String(app.port), ...runtime]);
  }
  await emulator;
  await waitFor(`http://127.0.0.1:${REPLICAS[1]}/ready`, { name: 'api replica 2' });
  await waitFor(`http://127.0.0.1:${API_PORT}/ready`, { name: 'HAProxy' });
  await Promise.all(APPS.map((a) => waitFor(`http://127.0.0.1:${a.port}/`, { name: a.dir })));
  const pad = (s) => s.padEnd(16);
  console.log(`
FCS portal cluster is up (ready in ${((Date.now() - started) / 1000).toFixed(1)} s):
  ${pad('portal')}http://localhost:${APPS[0].port}
  ${pad('api (HAProxy)')}${LB}   (readiness-checked replicas; stats: http://127.0.0.1:${STATS_PORT}/)
  ${pad('api replicas')}http://127.0.0.1:${REPLICAS[0]} (pid ${first.pid}), http://127.0.0.1:${REPLICAS[1]} (pid ${second.pid})   (/ready each)
  ${pad('metrics')}${REPLICAS.map((p) => `http://127.0.0.1:${metricsPort(p)}/metrics`).join(', ')}   (Prometheus, loopback only)
  ${pad('PostgreSQL')}${databaseUrl}
  ${pad('e-mail')}http://127.0.0.1:${SMTP_CATCHER.httpPort}
  ${pad('Auth emulator')}http://127.0.0.1:${AUTH_EMULATOR_PORT}
Try a rolling restart: kill -TERM ${first.pid}: it drains, and HAProxy sends every call to the other replica.
Ctrl-C stops everything.`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  stopEverything();
  process.exitCode = 1;
}
