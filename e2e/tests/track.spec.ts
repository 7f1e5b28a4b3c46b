import { expect, test } from '@playwright/test';
import { DEMO } from '../fixtures/auth';
import { packagesOf } from '../fixtures/packages';

test.describe('Track page, anonymous', () => {
  test('bulk tracking shows found parcels and "Not found" in red, unlinked', async ({ page }) => {
    const { rows } = await packagesOf(DEMO.customer1);
    const [a, b] = rows;
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^login$/i }).first()).toBeVisible();
    // lower case and spaces: the box upper-cases and removes them
    await page.getByLabel('Tracking numbers').fill(`${a!.tracking_id.toLowerCase()}, ${b!.tracking_id}\nNOPE 0000 1111`);
    await page.getByRole('button', { name: 'Track' }).click();

    const results = page.getByTestId('track-results');
    await expect(results.getByText(a!.tracking_id)).toBeVisible();
    await expect(results.getByText(b!.tracking_id)).toBeVisible();
    await expect(results.getByText(a!.status, { exact: true }).first()).toBeVisible();
    const missing = results.getByText('NOPE00001111');
    await expect(missing).toBeVisible();
    await expect(results.getByRole('link', { name: 'NOPE00001111' })).toHaveCount(0);
    const notFound = results.getByText('Not found');
    await expect(notFound).toBeVisible();
    await expect(notFound).toHaveCSS('color', /rgb\((2[0-9]{2}|1[5-9][0-9]), \d{1,2}, \d{1,2}\)/);
  });

  test('more than 30 numbers shows the red alert "Exceed more than 30" and tracks nothing', async ({ page }) => {
    await page.goto('/track-packages');
    const numbers = Array.from({ length: 31 }, (_, i) => `TRK${i}`).join(',');
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/track/')) called = true;
    });
    await page.getByLabel('Tracking numbers').fill(numbers);
    await page.getByRole('button', { name: 'Track' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Exceed more than 30' });
    await expect(alert).toBeVisible();
    await expect(page.getByTestId('track-results')).toHaveCount(0);
    expect(called).toBe(false);
    // the snackbar hides by itself after 3 s
    await expect(alert).toBeHidden({ timeout: 6_000 });
  });

  test('an empty box does nothing', async ({ page }) => {
    await page.goto('/');
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/track/')) called = true;
    });
    await page.getByLabel('Tracking numbers').fill('   \n , ');
    await page.getByRole('button', { name: 'Track' }).click();
    await page.waitForTimeout(500);
    expect(called).toBe(false);
    await expect(page.getByTestId('track-results')).toHaveCount(0);
  });
});

test.describe('Track page, before the app has loaded', () => {
  test('index.html paints the box and the button, and what is typed there is tracked by the app', async ({ page }) => {
    const { rows } = await packagesOf(DEMO.customer1);
    // Hold every script of the app back: only index.html (and its boot.js) are there.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/js\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByLabel('Tracking numbers');
    await expect(box).toBeVisible();
    await expect(page.getByRole('button', { name: 'Track' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Track Packages' })).toBeVisible();
    await box.fill(rows[0]!.tracking_id.toLowerCase());
    release();
    // The app takes over with the typed text, upper-cased, and tracks it.
    await expect(page.getByRole('button', { name: /^login$/i }).first()).toBeVisible();
    await expect(page.getByLabel('Tracking numbers')).toHaveValue(rows[0]!.tracking_id);
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByTestId('track-results').getByText(rows[0]!.tracking_id)).toBeVisible();
  });

  test('another page shows the loading line, not the Track box', async ({ page }) => {
    await page.route(/\/js\/.*\.js$/, (route) => route.abort());
    await page.goto('/contact-us', { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toContainText('Loading FCS');
    await expect(page.getByLabel('Tracking numbers')).toBeHidden();
  });
});

test.describe('Track page without JavaScript (issue 21)', () => {
  test('reads and sends its form without any script; the page tracks what was sent once scripts run', async ({ browser }) => {
    const { rows } = await packagesOf(DEMO.customer1);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Track Packages', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await page.getByLabel('Tracking numbers').fill(rows[0]!.tracking_id);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/track-packages\\?track=${rows[0]!.tracking_id}$`));
    const sent = page.url();
    await noScript.close();

    const withScript = await browser.newContext();
    const live = await withScript.newPage();
    await live.goto(sent);
    await expect(live.getByTestId('track-results').getByText(rows[0]!.tracking_id)).toBeVisible();
    await expect(live.getByLabel('Tracking numbers')).toHaveValue(rows[0]!.tracking_id);
    await withScript.close();
  });
});

test.describe('Track page island (issue 21)', () => {
  test('a visitor gets the island without the full shell; Login brings the shell with the sign-in popup', async ({ page }) => {
    const shellScripts: string[] = [];
    page.on('request', (r) => {
      if (/\/js\/(?!island\/).*\.js$/.test(r.url())) shellScripts.push(r.url());
    });
    // Every script that holds a copy of React (its production build links its errors to react.dev).
    const reactCopies: Promise<string | null>[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) reactCopies.push(r.text().then((body) => (body.includes('react.dev/errors/') ? r.url() : null)));
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Track', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(shellScripts).toEqual([]);
    await page
      .getByRole('button', { name: /^login$/i })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(shellScripts.length).toBeGreaterThan(0);
    // The shell took the island's React and react-dom rather than downloading them again.
    const copies = (await Promise.all(reactCopies)).filter(Boolean);
    expect(copies).toEqual([expect.stringMatching(/\/js\/island\/island\.[0-9a-f]+\.js$/)]);
  });

  test('left untouched, the page is taken over by the full shell with what it held', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Tracking numbers').fill('NOPE00002222');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByTestId('track-results').getByText('NOPE00002222')).toBeVisible();
    expect(await page.evaluate(() => 'fcsIsland' in window)).toBe(true);
    await expect.poll(() => page.evaluate(() => 'fcsIsland' in window), { timeout: 15_000 }).toBe(false);
    await expect(page.getByLabel('Tracking numbers')).toHaveValue('NOPE00002222');
    await expect(page.getByTestId('track-results').getByText('NOPE00002222')).toBeVisible();
    await expect(page.getByRole('button', { name: /^login$/i }).first()).toBeVisible();
  });
});
