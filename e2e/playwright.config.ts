import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// e2e runs the production builds, each app on its own origin, with the api on a fresh PGlite
// database and the Firebase Auth emulator. Debian's Chromium, never a downloaded browser.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data/e2e');
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
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: path.join(root, '.data/e2e-results'),
  use: {
    baseURL: 'http://localhost:3000',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      name: 'auth',
      command: `${root}/tools/auth-emulator/node_modules/.bin/firebase emulators:start --only auth --project demo-fcs`,
      cwd: path.join(root, 'tools/auth-emulator'),
      url: 'http://127.0.0.1:9099/',
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGINT', timeout: 5_000 },
    },
    {
      name: 'api',
      command: `rm -rf ${dataDir} && exec pnpm --filter @fcs/api start`,
      cwd: root,
      url: 'http://127.0.0.1:8080/health',
      timeout: 120_000,
      reuseExistingServer: false,
      env: { DATA_DIR: dataDir, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', PORT: '8080' },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'shell',
      command: `node ${root}/scripts/serve-static.mjs ${root}/shell/dist --port 3000`,
      url: 'http://127.0.0.1:3000/',
      reuseExistingServer: false,
    },
    {
      name: 'mf-customer',
      command: `node ${root}/scripts/serve-static.mjs ${root}/mf-customer/dist --port 3001`,
      url: 'http://127.0.0.1:3001/mf-manifest.json',
      reuseExistingServer: false,
    },
    {
      name: 'mf-dropoffs',
      command: `node ${root}/scripts/serve-static.mjs ${root}/mf-dropoffs/dist --port 3003`,
      url: 'http://127.0.0.1:3003/mf-manifest.json',
      reuseExistingServer: false,
    },
  ],
});
