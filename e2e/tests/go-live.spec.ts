// issue 32 · going live: a forwarder starts the portal empty (no demo data), makes its first
// super-admin at the command line, who signs in, sees the first-run list, moves the book in through
// the Import screen (at 1280 and 390 px, by keyboard too) and finds every change in the audit log.
// The portal of this journey is its own: an api on an empty database and a shell pointing at it,
// beside the e2e run's (the remotes are the run's own).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { AUTH_EMULATOR_PORT, remotesJson, SHELL } from '../../build/apps.mjs';
import { signInWithPhone } from '../fixtures/auth';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Ports of this journey's portal, inside the run's block of 50 (build/apps.mjs).
const API_PORT = SHELL.port + 5090;
const SHELL_PORT = SHELL.port + 20;
const API = `http://localhost:${API_PORT}`;
const OWNER = '+15550109901';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fcs-go-live-'));
const children: ChildProcess[] = [];
let apiLog = '';

const apiEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
  // The emulator's trust without the demo: a portal that starts empty.
  DEMO_DATA: '0',
  PORT: String(API_PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: '',
  DELIVERY_WORKER: 'off',
};

async function until(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`exited:\n${apiLog}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function startApi() {
  const child = spawn('node', [path.join(ROOT, 'api/dist/server.js')], { env: apiEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (c) => (apiLog += c));
  child.stderr!.on('data', (c) => (apiLog += c));
  children.push(child);
  await until(`http://127.0.0.1:${API_PORT}/ready`, child);
  return child;
}
const stop = (child: ChildProcess) =>
  new Promise((r) => (child.exitCode !== null ? r(null) : (child.once('exit', r), child.kill('SIGTERM'))));

function fcs(...args: string[]) {
  return spawnSync('node', [path.join(ROOT, 'api/dist/fcs.js'), ...args], { env: apiEnv, encoding: 'utf8', cwd: ROOT });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // 1. A production-like start on an empty database: nothing seeded, the log says what to do next.
  const first = await startApi();
  await stop(first);
  expect(apiLog).not.toContain('demo data seeded');
  expect(apiLog).toContain('No super-admin yet: make the first one with `pnpm fcs staff add');
  expect(apiLog).toContain(`FCS api listening on http://127.0.0.1:${API_PORT}`);

  // 2. The first super-admin, from the command line (the api is stopped: PGlite is one process's).
  const refused = fcs('staff', 'add', '--phone', OWNER, '--name', 'Olivia Owner', '--privileges', 'sa,boss');
  expect([refused.status, refused.stderr.trim()]).toEqual([
    1,
    'Unknown privilege "boss": use df, inv, pku, col, cu, pkg, rpt, admin, sa, owner',
  ]);
  const added = fcs('staff', 'add', '--phone', OWNER, '--name', 'Olivia Owner', '--privileges', 'sa');
  expect(added.status).toBe(0);
  expect(added.stdout).toContain('FCS00001 Olivia Owner +15550109901: added, joined staff with sa');

  await startApi();
  const config = {
    apiUrl: API,
    reportUrl: `${API}/api`,
    projectId: 'demo-fcs',
    firebase: { apiKey: 'demo-api-key', authDomain: 'demo-fcs.firebaseapp.com' },
    authEmulatorUrl: `http://127.0.0.1:${AUTH_EMULATOR_PORT}`,
    googleMapsApiKey: '',
  };
  const shell = spawn(
    'node',
    [
      path.join(ROOT, 'scripts/serve-static.mjs'),
      path.join(ROOT, 'shell/dist'),
      '--port',
      String(SHELL_PORT),
      '--json',
      `config.json=${JSON.stringify(config)}`,
      '--json',
      `remotes.json=${JSON.stringify(remotesJson())}`,
    ],
    { stdio: 'ignore' },
  );
  children.push(shell);
  await until(`http://127.0.0.1:${SHELL_PORT}/`, shell);
});

test.afterAll(async () => {
  await Promise.all(children.map(stop));
  rmSync(dataDir, { recursive: true, force: true });
});

const sample = (kind: string) => path.join(ROOT, 'docs/import-samples', `${kind}.csv`);

async function importFile(page: Page, kind: 'Customers' | 'Addresses' | 'Packages', file: string, rows: number) {
  // antd draws each choice as its label (the radio itself is hidden).
  await page.locator('label.ant-radio-button-wrapper', { hasText: kind }).click();
  await expect(page.getByRole('radio', { name: kind })).toBeChecked();
  await page.getByLabel(`${kind} file (CSV)`).setInputFiles(file);
  await expect(page.getByText('The file is ready to import')).toBeVisible();
  await page.getByRole('button', { name: `Import ${rows} rows` }).click();
  await expect(page.getByText('Imported', { exact: true })).toBeVisible();
}

test('the first super-admin signs in, sees what is not set up, and moves the book in through the Import screen', async ({ page }) => {
  await page.goto(`http://localhost:${SHELL_PORT}/`);
  await signInWithPhone(page, OWNER);
  // Matched to the staff record by the phone: the first-run list of an empty portal.
  const firstRun = page.getByRole('region', { name: 'Setting up the portal' });
  await expect(firstRun).toBeVisible();
  await expect(firstRun).toContainText('0 of 7 steps done');
  for (const step of ['Contact details', 'A pickup zone', 'Pickup dates ahead', 'Message formats', 'SMS rates'])
    await expect(firstRun.getByRole('link', { name: step })).toBeVisible();
  await expect(firstRun).toContainText('E-mail delivery');
  await firstRun.getByRole('link', { name: 'Import customers, addresses and packages' }).click();
  await expect(page).toHaveURL(/\/import$/);
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible();

  // A file with an error imports nothing: its rows to fix, by line and column.
  const bad = path.join(os.tmpdir(), `go-live-bad-${Date.now()}.csv`);
  writeFileSync(bad, 'name,phone\nGood Row,+15550109911\n,+15550109912\nNo Phone,12345\n');
  await page.getByLabel('Customers file (CSV)').setInputFiles(bad);
  await expect(page.getByText('2 errors: nothing will be imported until they are fixed')).toBeVisible();
  const fix = page.getByRole('table', { name: 'Rows to fix' });
  await expect(fix.getByRole('row')).toHaveCount(3);
  await expect(fix).toContainText('Name is required');
  await expect(page.getByRole('button', { name: /^Import \d+ rows?$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Choose another file' }).click();

  // The README's samples, customers first.
  await importFile(page, 'Customers', sample('customers'), 3);
  await expect(page.getByRole('link', { name: 'Open the customers' })).toBeVisible();
  await importFile(page, 'Addresses', sample('addresses'), 2);
  await importFile(page, 'Packages', sample('packages'), 2);
  // Again: nothing to do.
  await page.getByRole('button', { name: 'Choose another file' }).click();
  await page.getByLabel('Packages file (CSV)').setInputFiles(sample('packages'));
  await expect(page.getByText('Everything in this file is in the portal already.')).toBeVisible();
});

test('the Import screen on a phone, by keyboard', async ({ page }) => {
  await page.goto(`http://localhost:${SHELL_PORT}/`);
  await signInWithPhone(page, OWNER);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`http://localhost:${SHELL_PORT}/import`);
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible();
  // The kind is a radio group: arrows move through it.
  await page.getByRole('radio', { name: 'Customers' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Addresses' })).toBeChecked();
  // On a phone the columns are cards, not a table.
  await expect(page.getByText('address_line1', { exact: true })).toBeVisible();
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  expect(wide).toBe(false);
  await page.getByLabel('Addresses file (CSV)').focus();
  await expect(page.getByLabel('Addresses file (CSV)')).toBeFocused();
});

test('every change is in the audit log, read by the super-admin in Reports', async ({ page }) => {
  await page.goto(`http://localhost:${SHELL_PORT}/`);
  await signInWithPhone(page, OWNER);
  await page.goto(`http://localhost:${SHELL_PORT}/reports`);
  const select = page.getByRole('combobox', { name: 'Report' });
  await select.click();
  const id = await select.getAttribute('id');
  await page.locator(`.ant-select-dropdown:has([id="${id}_list"])`).getByTitle('Audit log (Audit log)', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table).toContainText('POST /imports/:kind');
  await expect(table).toContainText('Olivia Owner');
  await expect(table).toContainText('tracking_id: — → 1Z999AA10000000120');
  // The command line's own entry: the first super-admin.
  await expect(table.getByRole('row').filter({ hasText: 'staff add' }).first()).toContainText('command line');
});
