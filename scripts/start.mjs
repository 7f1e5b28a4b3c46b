#!/usr/bin/env node
// `pnpm start`: the whole portal on its embedded defaults — Auth emulator, the compiled api (node on
// api/dist, as in production) on PGlite with the demo seed, and production builds of the shell and
// the remotes, each on its own port. `pnpm start:cluster` runs it as an operator would (README).
// `pnpm dev` runs the apps' dev servers instead of builds.
import { execSync } from 'node:child_process';
import { API_PORT, APPS, AUTH_EMULATOR_PORT, METRICS_PORT, SHELL, SMTP_CATCHER, SMTP_URL, shellRuntimeJson } from '../build/apps.mjs';
import { buildIsCurrent, stampBuild } from './lib/build-stamp.mjs';
import { API_COMMAND, ensureApiBuild } from './lib/api-build.mjs';
import { installAuthEmulatorInBackground, ROOT, run, startAuthEmulator, stopAll, waitFor } from './lib/services.mjs';

const dev = process.argv.includes('--dev');
const apps = APPS;

// Ctrl-C: every process stops (the api drains) before this one exits; a second Ctrl-C exits at once.
let quitting = false;
const quit = () => (quitting ? process.exit(1) : ((quitting = true), void stopAll().then(() => process.exit(0))));
process.on('SIGINT', quit);
process.on('SIGTERM', quit);

const started = Date.now();
// A fresh clone: the emulator's npm install (network) runs while the apps build (CPU).
const emulatorInstalled = installAuthEmulatorInBackground();
emulatorInstalled.catch(() => undefined);
try {
  if (!dev && buildIsCurrent()) console.log('The builds are up to date (pnpm build to force one).');
  else if (!dev) {
    console.log('Building the shell and the remotes …');
    execSync('pnpm run build', { cwd: ROOT, stdio: 'inherit' });
    stampBuild();
  }
  if (!dev) ensureApiBuild();
  await emulatorInstalled;
  // The emulator and the api start side by side: the api syncs the demo accounts once the emulator is up.
  console.log('Starting the Auth emulator, the SMTP catcher and the api …');
  const emulator = startAuthEmulator({ port: AUTH_EMULATOR_PORT });
  // Every e-mail the api sends lands in the catcher, readable over HTTP (nothing leaves the machine).
  run('smtp', 'node', ['scripts/smtp-catcher.mjs']);
  run('api', ...(dev ? ['pnpm', ['--filter', '@fcs/api', 'dev']] : API_COMMAND), {
    env: {
      SMTP_URL,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
      PORT: String(API_PORT),
      PUBLIC_URL: `http://localhost:${API_PORT}`,
      METRICS_PORT: String(METRICS_PORT),
      // The start of every status link a notice carries: the shell's origin.
      PORTAL_URL: `http://localhost:${SHELL.port}`,
    },
  });
  for (const app of apps) {
    if (dev) run(app.dir, 'pnpm', ['--filter', `@fcs/${app.dir}`, 'run', 'dev']);
    else {
      const runtime =
        app.dir === 'shell' ? Object.entries(shellRuntimeJson()).flatMap(([f, v]) => ['--json', `${f}=${JSON.stringify(v)}`]) : [];
      run(app.dir, 'node', ['scripts/serve-static.mjs', `${app.dir}/dist`, '--port', String(app.port), ...runtime]);
    }
  }
  await emulator;
  await waitFor(`http://127.0.0.1:${API_PORT}/health`, { name: 'api' });
  await waitFor(`http://127.0.0.1:${SMTP_CATCHER.httpPort}/messages`, { name: 'SMTP catcher' });
  await Promise.all(apps.map((a) => waitFor(`http://127.0.0.1:${a.port}/`, { name: a.dir })));
  const pad = (s) => s.padEnd(14);
  console.log(`
FCS portal is up (ready in ${((Date.now() - started) / 1000).toFixed(1)} s):
  ${pad('portal')}http://localhost:${apps[0].port}
${apps
  .slice(1)
  .map((a) => `  ${pad(a.dir)}http://localhost:${a.port}   (remote; standalone page in dev)`)
  .join('\n')}
  ${pad('api')}http://localhost:${API_PORT}   (docs: http://localhost:${API_PORT}/docs)
  ${pad('e-mail')}http://127.0.0.1:${SMTP_CATCHER.httpPort}   (SMTP catcher on ${SMTP_URL}; outbox: http://localhost:${API_PORT}/dev/outbox)
  ${pad('Auth emulator')}http://127.0.0.1:${AUTH_EMULATOR_PORT}   (sign-in codes: http://127.0.0.1:${AUTH_EMULATOR_PORT}/emulator/v1/projects/demo-fcs/verificationCodes)
Demo accounts: see README.md. Ctrl-C stops everything.`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  await stopAll();
  process.exit(1);
}
