#!/usr/bin/env node
// Measures what a visitor downloads: the gzipped JS that the Track page loads for an anonymous
// visitor, and what opening My Packages adds for a signed-in customer. Builds the apps (timed),
// starts the portal on spare ports' defaults (Auth emulator, api on a throwaway PGlite, static
// servers) and drives Debian's Chromium.  Usage: pnpm bench [--no-build]
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/services.mjs';
import { CHROMIUM_ARGS, chromium, SHELL, signIn, startPortal, stopAll } from './lib/portal.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const results = {};
try {
  if (!process.argv.includes('--no-build')) {
    const t = Date.now();
    execSync('pnpm run build', { cwd: ROOT, stdio: 'ignore' });
    results.buildSeconds = ((Date.now() - t) / 1000).toFixed(1);
  }
  const remotePorts = await startPortal('bench');

  const browser = await chromium().launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
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
  await signIn(page, '+15550100001');
  const signedIn = total();
  await page.goto(`${SHELL}/my-packages`, { waitUntil: 'networkidle' });
  await page
    .getByText(/ of \d+/)
    .first()
    .waitFor();
  const remote = [...seen.entries()].filter(([u]) => u.includes(`:${remotePorts.mf_customer}/`));
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
