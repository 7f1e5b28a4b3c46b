#!/usr/bin/env node
// Looks at the portal as a person does: screenshots of screens at a desktop and a phone width, for
// an anonymous visitor and for signed-in accounts, into .data/screens/. Uses the built apps.
// Usage: node scripts/screenshots.mjs [--widths=1440,1280,1000,390] [--lang=my] [phone=path,path …]
//   e.g. node scripts/screenshots.mjs +15550100001=/my-packages,/profile anonymous=/
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/services.mjs';
import { CHROMIUM_ARGS, chromium, SHELL, signIn, startPortal, stopAll } from './lib/portal.mjs';

const widthsArg = process.argv.find((a) => a.startsWith('--widths='));
const widths = widthsArg ? widthsArg.slice('--widths='.length).split(',').map(Number) : [1280, 390];
// The portal's language for the screens (chosen in the browser after sign-in, as a visitor would).
const lang = process.argv.find((a) => a.startsWith('--lang='))?.slice('--lang='.length) ?? null;
const plans = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'))
  .map((arg) => {
    const [who, paths] = arg.split('=');
    return { who, paths: paths.split(',') };
  });
if (!plans.length) plans.push({ who: 'anonymous', paths: ['/', '/contact-us'] }, { who: '+15550100001', paths: ['/', '/my-packages'] });
const out = path.join(ROOT, '.data/screens');
mkdirSync(out, { recursive: true });

try {
  await startPortal('screens');
  const browser = await chromium().launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  for (const { who, paths } of plans) {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${SHELL}/`);
      if (who !== 'anonymous') {
        if (width < 1131)
          await page
            .getByRole('button', { name: /menu/i })
            .first()
            .click()
            .catch(() => undefined);
        await signIn(page, who);
      }
      if (lang) await page.evaluate((l) => localStorage.setItem('fcs-language', l), lang);
      for (const p of paths) {
        await page.goto(`${SHELL}${p}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        const file = path.join(
          out,
          `${who.replace('+', '')}${p.replace(/[/?=&]+/g, '_') || '_home'}-${width}${lang ? `-${lang}` : ''}.png`,
        );
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await page.close();
    }
  }
  await browser.close();
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  stopAll();
  setTimeout(() => process.exit(), 2000);
}
