import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHELL } from '../../build/apps.mjs';
import { API, DEMO, EMULATOR, signInWithPhone } from '../fixtures/auth';
import { packagesOf } from '../fixtures/packages';

// A second copy of the shell whose remotes.json points mf-customer and mf-reports at a port where no
// server runs (exactly what the browser sees when their servers are stopped) and leaves mf-admin out
// (a remote not deployed yet).
const PORT = SHELL.port + 10;
const DEAD = `http://localhost:${SHELL.port + 999}/mf-manifest.json`;
let server: ChildProcess;

test.beforeAll(async () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  server = spawn(
    'node',
    [
      path.join(root, 'scripts/serve-static.mjs'),
      path.join(root, 'shell/dist'),
      '--port',
      String(PORT),
      '--json',
      `remotes.json=${JSON.stringify({ mf_customer: DEAD, mf_reports: DEAD })}`,
      '--json',
      `config.json=${JSON.stringify({
        apiUrl: API,
        reportUrl: `${API}/api`,
        projectId: 'demo-fcs',
        firebase: { apiKey: 'demo-api-key', authDomain: 'demo-fcs.firebaseapp.com' },
        authEmulatorUrl: EMULATOR,
      })}`,
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
});
test.afterAll(() => server?.kill());

test('with mf-customer down, tracking works and My Packages says it is unavailable', async ({ page }) => {
  const { rows } = await packagesOf(DEMO.customer1);
  const base = `http://localhost:${PORT}`;
  await page.goto(`${base}/`);
  await page.getByLabel('Tracking numbers').fill(rows[0]!.tracking_id);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByTestId('track-results').getByText(rows[0]!.tracking_id)).toBeVisible();

  await signInWithPhone(page, DEMO.customer1);
  await page.goto(`${base}/my-packages`);
  await expect(page.getByText(/unavailable/i).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /retry/i })).toBeVisible();
  // the rest of the portal keeps working
  await page.getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByText(/Sunday/)).toBeVisible();
});

test('a route whose remote is down shows its error and Retry in its place, never a blank page; one not deployed says so too', async ({
  page,
}) => {
  const base = `http://localhost:${PORT}`;
  await page.goto(`${base}/`);
  await signInWithPhone(page, DEMO.superAdmin);
  // mf_reports (Templates, sa) is listed at a dead port.
  await page.goto(`${base}/templates`);
  await expect(page.getByText('This part of the portal is unavailable')).toBeVisible();
  await expect(page.getByText('Templates could not be loaded. Check your connection and try again.')).toBeVisible();
  await expect(page).toHaveTitle('Templates · FCS');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Templates could not be loaded. Check your connection and try again.')).toBeVisible();
  // mf_admin (Customers) is not in this remotes.json at all.
  await page.goto(`${base}/users`);
  await expect(page.getByText('Customers could not be loaded. Check your connection and try again.')).toBeVisible();
  // the menu still works around them
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Track Packages' }).click();
  await expect(page.getByLabel('Tracking numbers')).toBeVisible();
});
