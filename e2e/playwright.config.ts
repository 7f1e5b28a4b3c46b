import { defineConfig } from '@playwright/test';
// The one list of apps and ports (build/apps.mjs).
import {
  API_PORT,
  AUTH_EMULATOR_PORT,
  METRICS_PORT,
  REMOTE_APPS,
  SHELL,
  SMTP_CATCHER,
  SMTP_URL,
  shellRuntimeJson,
} from '../build/apps.mjs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// e2e runs the production builds, each app on its own origin, with the api on a fresh PGlite
// database and the Firebase Auth emulator. Debian's Chromium, never a downloaded browser.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, `.data/e2e-${SHELL.port}`);
const api = `http://localhost:${API_PORT}`;
/** Another build of an app to serve in place of today's (the compatibility run): {"mf-pickups": "<dist dir>"}. */
const DISTS: Record<string, string> = JSON.parse(process.env.FCS_COMPAT_DISTS ?? '{}');
const distOf = (dir: string) => DISTS[dir] ?? `${root}/${dir}/dist`;
/** The rollback check (scripts/compat.mjs): the shell's remotes.json from this file, and a CDN of releases. */
const REMOTES_FILE = process.env.FCS_REMOTES_FILE;
const CDN = process.env.FCS_CDN_DIR ? { dir: process.env.FCS_CDN_DIR, port: SHELL.port + 40 } : null;
/** Another checkout whose api to run (the compatibility run: today's api beside a release's journeys). */
const apiRoot = process.env.FCS_COMPAT_API_ROOT ?? root;
const jsonArgs = Object.entries(shellRuntimeJson())
  .filter(([file]) => !(REMOTES_FILE && file === 'remotes.json'))
  .map(([file, value]) => `--json '${file}=${JSON.stringify(value)}'`)
  .join(' ');
// Debian's headless shell of Chromium (package chromium-headless-shell: the same Chromium build without
// the full browser's window layer, which is what Playwright itself runs headless) when installed, else
// Debian's full Chromium: the whole e2e run took a fifth less CPU (decision 0014). CHROMIUM_PATH
// chooses another; Lighthouse and the screenshots keep the full browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  // One bound for every journey: a multi-actor one (warehouse, admin, customer) takes 30–70 s beside
  // the other half on a loaded 2-core machine; a step still fails after the expect bound below.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: path.join(root, `.data/e2e-results-${SHELL.port}`),
  // Two halves of about the same length: `pnpm test` runs each in its own process on its own ports
  // (FCS_PORT_OFFSET, and its own api, database and Auth emulator), side by side; `playwright test`
  // alone runs both, one after the other.
  // The journeys run as a person whose system asks for less motion (the portal then turns antd's
  // motion off, FcsConfig): the same screens and steps without slides and fades, a fifth less CPU,
  // and no click landing on a dialog still zooming in. The sweep keeps the motion (a11y-sweep.spec.ts:
  // the screens most people see), and so does keyboard-journeys.spec.ts, where focus meets it. The
  // sweep's last routes (@sweep-tail) run in the journeys' process: the two halves end together.
  projects: [
    { name: 'sweep', testMatch: /a11y-sweep\.spec\.ts$/, grep: /@sweep(?!-tail)/ },
    { name: 'journeys', grepInvert: /@sweep(?!-tail)/, testIgnore: /(compat|rollback)\.spec\.ts$/, use: { reducedMotion: 'reduce' } },
    // The compatibility run's smoke journeys (scripts/compat.mjs), with released builds beside today's.
    { name: 'compat', testMatch: /compat\.spec\.ts$/, use: { reducedMotion: 'reduce' } },
    { name: 'rollback', testMatch: /rollback\.spec\.ts$/, use: { reducedMotion: 'reduce' } },
  ],
  use: {
    baseURL: `http://localhost:${SHELL.port}`,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    // The portal's service worker answers fetches before page.route sees them: off, but in the specs of
    // the installable app and the offline day, which allow it.
    serviceWorkers: 'block',
    // A trace only of a failed test's retry (CI retries once): recording every test's screencast and
    // snapshots cost a third of the run's CPU in Chromium's GPU and browser processes.
    trace: 'on-first-retry',
  },
  webServer: [
    {
      name: 'auth',
      command: `node ${root}/scripts/auth-emulator.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${AUTH_EMULATOR_PORT}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGINT', timeout: 5_000 },
    },
    {
      name: 'smtp',
      command: `node ${root}/scripts/smtp-catcher.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${SMTP_CATCHER.httpPort}/messages`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 3_000 },
    },
    {
      name: 'api',
      command: `rm -rf ${dataDir} && exec pnpm --filter @fcs/api start`,
      cwd: apiRoot,
      url: `http://127.0.0.1:${API_PORT}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        DATA_DIR: dataDir,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
        PORT: String(API_PORT),
        PUBLIC_URL: api,
        METRICS_PORT: String(METRICS_PORT),
        PORTAL_URL: `http://localhost:${SHELL.port}`,
        // The outbox worker sends e-mail to the catcher and records SMS with the development provider.
        SMTP_URL,
        DELIVERY_POLL_MS: '300',
      },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'shell',
      command: `node ${root}/scripts/serve-static.mjs ${distOf('shell')} --port ${SHELL.port} ${jsonArgs}${REMOTES_FILE ? ` --json-file remotes.json=${REMOTES_FILE}` : ''}`,
      url: `http://127.0.0.1:${SHELL.port}/`,
      reuseExistingServer: false,
    },
    // Every remote on its own origin, as a CDN would serve it.
    ...REMOTE_APPS.map((app) => ({
      name: app.dir,
      command: `node ${root}/scripts/serve-static.mjs ${distOf(app.dir)} --port ${app.port}`,
      url: `http://127.0.0.1:${app.port}/mf-manifest.json`,
      reuseExistingServer: false,
    })),
    // Releases as a static origin or a bucket holds them: <app>/<version>/….
    ...(CDN
      ? [
          {
            name: 'cdn',
            command: `node ${root}/scripts/serve-static.mjs ${CDN.dir} --port ${CDN.port}`,
            url: `http://127.0.0.1:${CDN.port}/`,
            reuseExistingServer: false,
          },
        ]
      : []),
  ],
});
