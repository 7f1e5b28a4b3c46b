#!/usr/bin/env node
// Measures what a visitor downloads: the gzipped JS that the Track page loads for an anonymous
// visitor, and what opening My Packages adds for a signed-in customer. Builds the apps (timed),
// starts the portal on spare ports' defaults (Auth emulator, api on a throwaway PGlite, static
// servers) and drives Debian's Chromium.  Usage: pnpm bench [--no-build]
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ROOT, run, startAuthEmulator, stopAll, waitFor } from './lib/services.mjs';

const require = createRequire(path.join(ROOT, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

// Ports of their own, so a running portal (or an e2e run) is not disturbed.
const PORTS = { shell: 3200, customer: 3201, api: 8280, auth: 9299, hub: 4600, logging: 4700 };
const SHELL = `http://localhost:${PORTS.shell}`;
const API = `http://localhost:${PORTS.api}`;
const EMULATOR = `http://127.0.0.1:${PORTS.auth}`;
const shellConfig = JSON.parse(readFileSync(path.join(ROOT, 'shell/public/config.json'), 'utf8'));

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const results = {};
try {
  if (!process.argv.includes('--no-build')) {
    const t = Date.now();
    execSync('pnpm run build', { cwd: ROOT, stdio: 'ignore' });
    results.buildSeconds = ((Date.now() - t) / 1000).toFixed(1);
  }
  const dataDir = path.join(ROOT, '.data/bench');
  rmSync(dataDir, { recursive: true, force: true });
  await startAuthEmulator({ port: PORTS.auth, hubPort: PORTS.hub, loggingPort: PORTS.logging });
  run('api', 'pnpm', ['--filter', '@fcs/api', 'start'], {
    env: { DATA_DIR: dataDir, PORT: String(PORTS.api), PUBLIC_URL: API, FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}` },
    quiet: true,
  });
  const config = { ...shellConfig, apiUrl: API, reportUrl: `${API}/api`, authEmulatorUrl: EMULATOR };
  const remotes = { mf_customer: `http://localhost:${PORTS.customer}/mf-manifest.json` };
  const json = (name, value) => ['--json', `${name}=${JSON.stringify(value)}`];
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
  run('mf-customer', 'node', ['scripts/serve-static.mjs', 'mf-customer/dist', '--port', String(PORTS.customer)], { quiet: true });
  await Promise.all([waitFor(`${API}/health`), waitFor(`${SHELL}/`), waitFor(`http://127.0.0.1:${PORTS.customer}/mf-manifest.json`)]);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  const seen = new Map();
  page.on('response', async (res) => {
    const url = res.url();
    if (!/\.m?js(\?|$)/.test(url) || seen.has(url)) return;
    try {
      seen.set(url, gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      // redirects have no body
    }
  });
  const total = () => [...seen.values()].reduce((a, b) => a + b, 0);

  const t0 = Date.now();
  await page.goto(`${SHELL}/`, { waitUntil: 'networkidle' });
  await page.getByLabel('Tracking numbers').waitFor();
  results.trackPageFirstRenderMs = Date.now() - t0;
  results.trackPageJsGzip = kb(total());
  results.trackPageFiles = seen.size;
  if (process.argv.includes('--verbose')) {
    for (const [u, n] of [...seen.entries()].sort((a, b) => b[1] - a[1])) console.log(kb(n).padStart(10), u);
  }
  // the first Track adds the api client (axios) and the results
  await page.getByLabel('Tracking numbers').fill('1Z999AA10123456784');
  await page.getByRole('button', { name: 'Track' }).click();
  await page.getByTestId('track-results').waitFor();
  await page.waitForLoadState('networkidle');
  results.trackPageAfterFirstTrackJsGzip = kb(total());
  const before = new Set(seen.keys());

  // sign in as customer 0001 and open My Packages
  await page
    .getByRole('button', { name: /^login$/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone number').fill('5550100001');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').waitFor();
  const codes = await (await fetch(`${EMULATOR}/emulator/v1/projects/demo-fcs/verificationCodes`)).json();
  const code = codes.verificationCodes.filter((c) => c.phoneNumber === '+15550100001').pop().code;
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await page
    .getByRole('button', { name: /logout/i })
    .first()
    .waitFor();
  const signedIn = total();
  await page.goto(`${SHELL}/my-packages`, { waitUntil: 'networkidle' });
  await page
    .getByText(/ of \d+/)
    .first()
    .waitFor();
  const remote = [...seen.entries()].filter(([u]) => u.includes(`:${PORTS.customer}/`));
  const added = [...seen.entries()].filter(([u]) => !before.has(u));
  // everything mf-customer serves (its entry, the home widget and My Packages)
  results.mfCustomerJsGzip = kb(remote.reduce((a, [, n]) => a + n, 0));
  // everything loaded after the anonymous Track page: sign-in popup, remote, My Packages
  results.afterTrackPageJsGzip = kb(added.reduce((a, [, n]) => a + n, 0));
  results.signedInHomeJsGzip = kb(signedIn);
  await browser.close();
  console.log(JSON.stringify(results, null, 2));
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  stopAll();
  setTimeout(() => process.exit(), 2000);
}
