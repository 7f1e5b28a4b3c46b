#!/usr/bin/env node
// `pnpm start`: the whole portal on its embedded defaults — Auth emulator, api on PGlite with the
// demo seed, and production builds of the shell and the remotes, each on its own port.
// `pnpm dev` runs the apps' dev servers instead of builds.
import { execSync } from 'node:child_process';
import { ROOT, run, startAuthEmulator, stopAll, waitFor } from './lib/services.mjs';

const dev = process.argv.includes('--dev');
const apps = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'mf-customer', dir: 'mf-customer', port: 3001 },
  { name: 'mf-dropoffs', dir: 'mf-dropoffs', port: 3003 },
];

process.on('SIGINT', () => (stopAll(), process.exit(0)));
process.on('SIGTERM', () => (stopAll(), process.exit(0)));

try {
  if (!dev) {
    console.log('Building the shell and the remotes …');
    execSync('pnpm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  console.log('Starting the Auth emulator …');
  await startAuthEmulator();
  run('api', 'pnpm', ['--filter', '@fcs/api', 'start'], { env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' } });
  for (const app of apps) {
    if (dev) run(app.name, 'pnpm', ['--filter', `@fcs/${app.dir}`, 'run', 'dev']);
    else run(app.name, 'node', ['scripts/serve-static.mjs', `${app.dir}/dist`, '--port', String(app.port)]);
  }
  await waitFor('http://127.0.0.1:8080/health', { name: 'api' });
  await Promise.all(apps.map((a) => waitFor(`http://127.0.0.1:${a.port}/`, { name: a.name })));
  console.log(`
FCS portal is up:
  portal        http://localhost:3000
  mf-customer   http://localhost:3001   (remote; standalone page in dev)
  mf-dropoffs   http://localhost:3003   (remote; standalone page in dev)
  api           http://localhost:8080   (docs: http://localhost:8080/docs)
  Auth emulator http://127.0.0.1:9099   (sign-in codes: http://127.0.0.1:9099/emulator/v1/projects/demo-fcs/verificationCodes)
Demo accounts: see README.md. Ctrl-C stops everything.`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  stopAll();
  process.exit(1);
}
