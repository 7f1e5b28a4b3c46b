// The built portal on ports of its own (Auth emulator, api on a throwaway PGlite, the shell and every
// built remote), so a running portal or an e2e run is not disturbed. Used by bench and screenshots.
import { createRequire } from 'node:module';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from '../../build/apps.mjs';
import { API_COMMAND, ensureApiBuild } from './api-build.mjs';
import { ROOT, run, startAuthEmulator, stopAll, waitFor } from './services.mjs';

// FCS_PORT_OFFSET moves these too, so that two checkouts can bench or take screenshots at once.
const OFFSET = Number(process.env.FCS_PORT_OFFSET ?? 0) || 0;
export const PORTS = {
  shell: 3200 + OFFSET,
  api: 8280 + OFFSET,
  auth: 9299 + OFFSET,
  remotesFrom: 3201 + OFFSET,
};
export const SHELL = `http://localhost:${PORTS.shell}`;
export const API = `http://localhost:${PORTS.api}`;
export const EMULATOR = `http://127.0.0.1:${PORTS.auth}`;
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts everything; resolves with the remotes' ports by container name. */
export async function startPortal(name) {
  const dataDir = path.join(ROOT, '.data', name);
  rmSync(dataDir, { recursive: true, force: true });
  await startAuthEmulator({ port: PORTS.auth });
  ensureApiBuild();
  run('api', ...API_COMMAND, {
    env: {
      DATA_DIR: dataDir,
      PORT: String(PORTS.api),
      PUBLIC_URL: API,
      PORTAL_URL: SHELL,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
    },
    quiet: true,
  });
  const shellConfig = JSON.parse(readFileSync(path.join(ROOT, 'shell/public/config.json'), 'utf8'));
  const remotes = {};
  const remotePorts = {};
  let port = PORTS.remotesFrom;
  for (const { name: container, dir } of REMOTE_APPS) {
    if (!existsSync(path.join(ROOT, dir, 'dist/mf-manifest.json'))) continue;
    remotePorts[container] = port;
    remotes[container] = `http://localhost:${port}/mf-manifest.json`;
    run(dir, 'node', ['scripts/serve-static.mjs', `${dir}/dist`, '--port', String(port)], { quiet: true });
    port++;
  }
  const config = { ...shellConfig, apiUrl: API, reportUrl: `${API}/api`, authEmulatorUrl: EMULATOR };
  const json = (file, value) => ['--json', `${file}=${JSON.stringify(value)}`];
  run(
    'shell',
    'node',
    [
      'scripts/serve-static.mjs',
      'shell/dist',
      '--port',
      String(PORTS.shell),
      ...json('config.json', config),
      ...json('remotes.json', remotes),
    ],
    {
      quiet: true,
    },
  );
  await Promise.all([
    waitFor(`${API}/health`),
    waitFor(`${SHELL}/`),
    ...Object.values(remotePorts).map((p) => waitFor(`http://127.0.0.1:${p}/mf-manifest.json`)),
  ]);
  return remotePorts;
}

export function chromium() {
  return createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test').chromium;
}

/** Phone sign-in through the portal's popup, with the code read from the emulator. */
export async function signIn(page, phone) {
  await page
    .getByRole('button', { name: /^login$/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone number').fill(phone.replace(/^\+1/, ''));
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').waitFor();
  const codes = await (await fetch(`${EMULATOR}/emulator/v1/projects/demo-fcs/verificationCodes`)).json();
  const code = codes.verificationCodes.filter((c) => c.phoneNumber === phone).pop().code;
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForLoadState('networkidle');
}

export { stopAll };
