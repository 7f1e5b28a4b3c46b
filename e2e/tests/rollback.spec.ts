import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { REMOTE_APPS, SHELL } from '../../build/apps.mjs';
import { DEMO, signInWithPhone } from '../fixtures/auth';

// A release and a rollback as an operator does them (scripts/compat.mjs runs this with two releases
// of one remote on a static origin, FCS_ROLLBACK): the deployed shell's remotes.json names the older
// release, then the newer one, then the older one again; each time a reload shows that version,
// with nothing rebuilt; the rollback shows exactly what the older release showed.
interface Rollback {
  dir: string;
  versions: [string, string];
  route: string;
  who?: string;
}
const plan = JSON.parse(process.env.FCS_ROLLBACK ?? 'null') as Rollback | null;
const remotesFile = process.env.FCS_REMOTES_FILE;
const cdn = `http://localhost:${SHELL.port + 40}`;

test.skip(!plan || !remotesFile, 'run by scripts/compat.mjs, with two releases of one remote');

/** Points the deployed shell's remotes.json at this release of the remote, as an operator edits it. */
function deploy(version: string) {
  const app = REMOTE_APPS.find((a) => a.dir === plan!.dir)!;
  const remotes = JSON.parse(readFileSync(remotesFile!, 'utf8')) as Record<string, string>;
  writeFileSync(remotesFile!, JSON.stringify({ ...remotes, [app.name]: `${cdn}/${plan!.dir}/${version}/mf-manifest.json` }));
}

/** Loads the route afresh (a reload), and says which release of the remote the page loaded, with what the screen shows. */
async function shown(page: Page): Promise<{ versions: string[]; text: string }> {
  const versions = new Set<string>();
  const seen = (url: string) => {
    const m = new RegExp(`/${plan!.dir}/(\\d+\\.\\d+\\.\\d+)/`).exec(url);
    if (m) versions.add(m[1]!);
  };
  page.on('request', (r) => seen(r.url()));
  await page.goto(plan!.route);
  await expect(page.getByRole('status', { name: /^Loading / })).toHaveCount(0);
  await expect(page.getByText('This part of the portal is unavailable')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
  // The screen's data too: the same rows each time, so that only the release tells two apart.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const text = await page.locator('main').innerText();
  page.removeAllListeners('request');
  return { versions: [...versions], text };
}

test('a release goes out and is rolled back by editing remotes.json; a reload shows each step, nothing rebuilt', async ({ page }) => {
  // What went wrong, if it does: a remote that is unavailable says little on the screen.
  page.on('requestfailed', (r) => console.log(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('console', (m) => m.type() === 'error' && console.log(`console: ${m.text().slice(0, 300)}`));
  const [older, newer] = plan!.versions;
  deploy(older);
  await page.goto('/');
  await signInWithPhone(page, plan!.who ?? DEMO.pickupStaff);
  const before = await shown(page);
  expect(before.versions).toEqual([older]);

  deploy(newer);
  const released = await shown(page);
  expect(released.versions).toEqual([newer]);
  // The newer release's visible change on the screen, said in the report (a release need not change this screen).
  const visible = released.text !== before.text ? 'yes' : 'no';
  test.info().annotations.push({ type: 'visible change', description: visible });
  console.log(`${plan!.dir} ${newer} changes what ${plan!.route} shows: ${visible}`);

  deploy(older);
  const rolledBack = await shown(page);
  expect(rolledBack.versions).toEqual([older]);
  expect(rolledBack.text).toBe(before.text);
});
