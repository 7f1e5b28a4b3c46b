import { startPortal, stopAll, SHELL, chromium, CHROMIUM_ARGS } from './lib/portal.mjs';
try {
  await startPortal('dbg');
  const b = await chromium().launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const p = await b.newPage();
  p.on('console', (m) => console.log('console', m.type(), m.text()));
  p.on('pageerror', (e) => console.log('pageerror', e.message));
  p.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
  p.on('response', (r) => console.log('resp', r.status(), r.url().slice(0, 100)));
  await p.goto(`${SHELL}/s/DemoPickupAliceStatus1`);
  await p.waitForTimeout(4000);
  console.log((await p.locator('body').innerText()).slice(0, 300));
  await b.close();
} finally { stopAll(); setTimeout(() => process.exit(), 1000); }
