#!/usr/bin/env node
// Measures what a visitor downloads and sees: the gzipped JS that the Track page loads for an
// anonymous visitor, what opening My Packages adds for a signed-in customer, each remote's entry,
// Lighthouse on the Track page (mobile and desktop, median of 5; accessibility) and on the status page
// (mobile), each beside its budget.
// Builds the apps (timed), starts the portal on spare ports' defaults (Auth emulator, api on a
// throwaway PGlite, static servers) and drives Debian's Chromium.
// Also the compiled api's start time and memory on PostgreSQL (scripts/lib/api-footprint.mjs).
// Usage: pnpm bench [--no-build] [--no-lighthouse] [--verbose]
//        pnpm bench --track [--no-build] [--no-lighthouse]   the Track page on a phone only (issue 21):
//        JS before the first interaction and Lighthouse mobile, run by run, with the machine's load
//        pnpm bench --status [--no-build] [--no-lighthouse]  the same for a status link's page (/s/<token>,
//        the demo's link of Alice's confirmed pickup): ≤ 100 KB of JS, LCP ≤ 1.5 s, a score ≥ 95 in 5 of 5 runs
import { execSync } from 'node:child_process';
import { REMOTE_APPS } from '../build/apps.mjs';
import { BUDGETS as API_BUDGETS, measureApiFootprint } from './lib/api-footprint.mjs';
import { lighthouseAccessibility, lighthouseMedian } from './lib/lighthouse.mjs';
import { remoteSizes } from './lib/remote-sizes.mjs';
import { ROOT } from './lib/services.mjs';
import { CHROMIUM_ARGS, chromium, EMULATOR, SHELL, signIn, startPortal, stopAll } from './lib/portal.mjs';
import {
  islandBudgetRows,
  jsBeforeInteraction,
  load,
  READY,
  recordJs,
  STATUS_BUDGETS,
  trackBudgetRows,
  trackLighthouse,
} from './lib/track-page.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const results = {};
/** [what, value, budget, met] */
const budgets = [];
const budget = (what, value, shown, limit, met) => budgets.push([what, shown ?? value, limit, met]);
const verbose = process.argv.includes('--verbose');
const lighthouseToo = !process.argv.includes('--no-lighthouse');

/** An island's page on a phone: JS before the first interaction and Lighthouse mobile ×5 (issue 21). */
async function islandOnPhone(name, url, ready) {
  const browser = await chromium().launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const js = await jsBeforeInteraction(browser, url, { verbose, ready });
  await browser.close();
  console.log(`${name} JS before the first interaction: ${js.shown} gzipped in ${js.files} files (load ${js.load})`);
  const mobile = lighthouseToo ? await trackLighthouse(url) : null;
  return { js, mobile };
}
const trackOnPhone = () => islandOnPhone('Track page', `${SHELL}/`, READY.track);
/** The demo's status link (api/src/db/seed/demo-data.ts DEMO_STATUS_TOKENS.alicePickup). */
const statusOnPhone = () => islandOnPhone('Status page', `${SHELL}/s/DemoPickupAliceStatus1`, READY.status);

try {
  // The Track page alone (--track) leaves the block after its figures.
  bench: {
    for (const [flag, page, measure, rows] of [
      ['--track', 'issue 21, the Track page', trackOnPhone, trackBudgetRows],
      ['--status', 'the status page', statusOnPhone, (js, mobile) => islandBudgetRows('Status page', js, mobile, STATUS_BUDGETS)],
    ]) {
      if (!process.argv.includes(flag)) continue;
      if (!process.argv.includes('--no-build')) execSync('pnpm run build', { cwd: ROOT, stdio: 'ignore' });
      await startPortal('bench');
      const { js, mobile } = await measure();
      console.log(`\nBudgets (${page} on a phone):`);
      for (const [what, shown, limit, met] of rows(js, mobile))
        console.log(`${what.padEnd(52)} ${String(shown).padStart(10)}  ${limit.padEnd(9)} ${met ? 'met' : 'MISSED'}`);
      console.log(`load at the end: ${load()}`);
      break bench;
    }
    if (!process.argv.includes('--no-build')) {
      const t = Date.now();
      execSync('pnpm run build', { cwd: ROOT, stdio: 'ignore' });
      results.buildSeconds = ((Date.now() - t) / 1000).toFixed(1);
    }
    // Each remote's entry and its screens (a production build of each, from its own stats).
    const remotes = {};
    for (const app of REMOTE_APPS) remotes[app.name] = await remoteSizes(app.dir);
    execSync(`node scripts/compress.mjs ${REMOTE_APPS.map((a) => `${a.dir}/dist`).join(' ')}`, { cwd: ROOT, stdio: 'ignore' });
    results.remotes = Object.fromEntries(
      Object.entries(remotes).map(([name, r]) => [
        name,
        {
          entry: kb(r.entry.gzip),
          screens: kb(r.screens?.gzip ?? 0),
          largestScreen: `${r.byScreen[0]?.request} ${kb(r.byScreen[0]?.gzip ?? 0)}`,
        },
      ]),
    );
    const remotePorts = await startPortal('bench');

    const browser = await chromium().launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    const { seen, total } = recordJs(page);

    const t0 = Date.now();
    await page.goto(`${SHELL}/`, { waitUntil: 'networkidle' });
    await page.getByLabel('Tracking numbers').waitFor();
    results.trackPageFirstRenderMs = Date.now() - t0;
    results.trackPageJsGzipBytes = total();
    results.trackPageJsGzip = kb(total());
    results.trackPageFiles = seen.size;
    const arrivalFiles = new Set(seen.keys());
    if (process.argv.includes('--verbose')) {
      for (const [u, n] of [...seen.entries()].sort((a, b) => b[1] - a[1])) console.log(kb(n).padStart(10), u);
    }
    // the first Track adds the api client (axios) and the results
    await page.getByLabel('Tracking numbers').fill('1Z999AA10123456784');
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByTestId('track-results').waitFor();
    await page.waitForLoadState('networkidle');
    results.trackPageAfterFirstTrackJsGzipBytes = total();
    results.trackPageAfterFirstTrackJsGzip = kb(total());
    if (process.argv.includes('--verbose')) {
      console.log('the first Track adds:');
      for (const [u, n] of [...seen.entries()].filter(([u]) => !arrivalFiles.has(u))) console.log(kb(n).padStart(10), u);
    }
    const before = new Set(seen.keys());

    // sign in as customer 0001 and open My Packages
    await signIn(page, '+15550100001');
    const signedIn = total();
    const signInFiles = new Set([...seen.keys()].filter((u) => !before.has(u)));
    results.signInAddsJsGzip = kb([...signInFiles].reduce((a, u) => a + seen.get(u), 0));
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
    // My Packages alone: what its page adds once signed in (the sign-in popup is counted apart).
    results.myPackagesAddsBytes = added.filter(([u]) => !signInFiles.has(u)).reduce((a, [, n]) => a + n, 0);
    if (process.argv.includes('--verbose')) {
      console.log('signing in adds:');
      for (const u of signInFiles) console.log(kb(seen.get(u)).padStart(10), u);
      console.log('My Packages adds:');
      for (const [u, n] of added.filter(([u]) => !signInFiles.has(u))) console.log(kb(n).padStart(10), u);
    }
    results.myPackagesAdds = kb(results.myPackagesAddsBytes);
    results.signedInHomeJsGzip = kb(signedIn);
    await browser.close();

    const arrival = results.trackPageJsGzipBytes;
    budget('Track page JS on arrival (gzip)', arrival, results.trackPageJsGzip, '≤ 230 KB', arrival <= 230 * 1024);
    const afterTrack = results.trackPageAfterFirstTrackJsGzipBytes;
    budget(
      'Track page JS after the first Track (gzip)',
      afterTrack,
      results.trackPageAfterFirstTrackJsGzip,
      '≤ 230 KB',
      afterTrack <= 230 * 1024,
    );
    for (const [name, r] of Object.entries(remotes)) {
      budget(`${name} remoteEntry.js (gzip)`, r.entry.gzip, kb(r.entry.gzip), '≤ 20 KB', r.entry.gzip <= 20 * 1024);
      const largest = r.byScreen[0];
      if (largest) {
        const screen = largest.request.split('/').pop();
        budget(`${name} largest screen: ${screen} (gzip)`, largest.gzip, kb(largest.gzip), '≤ 150 KB', largest.gzip <= 150 * 1024);
      }
    }
    const myPackages = results.myPackagesAddsBytes;
    budget('My Packages adds after the Track page (gzip)', myPackages, kb(myPackages), '≤ 120 KB', myPackages <= 120 * 1024);

    // The compiled api on PostgreSQL (DATABASE_URL's server): start to /health on an existing
    // database, and resident memory after the journeys' calls (scripts/lib/api-footprint.mjs).
    const api = await measureApiFootprint({ emulator: EMULATOR });
    results.api = api;
    const start = api.medianStart;
    budget(
      'api start to /health, existing PostgreSQL db',
      start.wallMs,
      `${(start.wallMs / 1000).toFixed(2)} s`,
      '≤ 3 s',
      start.wallMs <= API_BUDGETS.startMs,
    );
    budget('api resident memory after the journeys (PG)', api.rssMb, `${api.rssMb} MB`, '≤ 250 MB', api.rssMb <= API_BUDGETS.rssMb);

    const phone = await trackOnPhone();
    for (const row of trackBudgetRows(phone.js, phone.mobile)) budgets.push(row);
    results.trackPageJsBeforeInteraction = phone.js.shown;
    const status = await statusOnPhone();
    for (const row of islandBudgetRows('Status page', status.js, status.mobile, STATUS_BUDGETS)) budgets.push(row);
    results.statusPageJsBeforeInteraction = status.js.shown;
    if (status.mobile) results.statusPageLighthouseMobile = status.mobile;
    if (lighthouseToo) {
      const mobile = phone.mobile;
      const desktop = await lighthouseMedian(`${SHELL}/`, { formFactor: 'desktop' });
      results.lighthouse = { mobile, desktop };
      console.log(
        `Lighthouse: this host's benchmarkIndex is ${mobile.benchmarkIndex} (the mobile preset's 4× CPU slowdown assumes 1500–2000).`,
      );
      budget('Lighthouse desktop score', desktop.score, String(desktop.score), '≥ 98', desktop.score >= 98);
      const a11y = await lighthouseAccessibility(`${SHELL}/`);
      results.lighthouse.accessibility = a11y;
      if (a11y.failed.length) console.log(`Lighthouse accessibility: failed audits on the Track page: ${a11y.failed.join(', ')}`);
      budget('Lighthouse accessibility (Track page)', a11y.score, String(a11y.score), '≥ 98', a11y.score >= 98);
    }
    console.log(JSON.stringify(results, null, 2));
    console.log('\nBudgets:');
    for (const [what, shown, limit, met] of budgets)
      console.log(`${what.padEnd(52)} ${String(shown).padStart(10)}  ${limit.padEnd(9)} ${met ? 'met' : 'MISSED'}`);
  }
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  stopAll();
  setTimeout(() => process.exit(), 2000);
}
