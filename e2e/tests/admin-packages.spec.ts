import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiCall, DEMO, idTokenFor, signInWithPhone } from '../fixtures/auth';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PHOTO = path.join(root, 'api/src/db/seed-assets/parcel-1.jpg');

async function signedIn(browser: Browser, phone: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto('/');
  await signInWithPhone(page, phone);
  return page;
}

/** Opens the filter dialog, fills the tracking id (and a status), applies. */
async function filter(page: Page, tracking: string, status?: string) {
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter packages' });
  await dialog.getByLabel('Tracking Id').fill(tracking);
  if (status) {
    await dialog.getByLabel('Status').click();
    await page.locator('.ant-select-item-option').filter({ hasText: status }).first().click();
  }
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

/** Downloads the list's CSV through "Download data?" and answers its lines. */
async function downloadCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  await page
    .getByRole('button', { name: /^(download )?Download$/ })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: 'Download data?' });
  await expect(confirm).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), confirm.getByRole('button', { name: 'Download' }).click()]);
  const text = readFileSync((await download.path())!, 'utf8');
  return { name: download.suggestedFilename(), lines: text.trimEnd().split('\r\n') };
}

test('the warehouse receives a package by scan, moves it, an admin assigns its sender, and customer 0001 sees it', async ({ browser }) => {
  const tracking = `E2E${Date.now().toString(36).toUpperCase()}`;

  // The backoffice account (pkg) receives it: the tracking number typed as a scanner does, then Enter.
  const desk = await signedIn(browser, DEMO.officeStaff);
  await desk.goto('/packages');
  await expect(desk.getByRole('heading', { name: 'Customer packages' })).toBeVisible();
  await desk.getByRole('button', { name: 'Receive Package' }).click();
  await expect(desk).toHaveURL(/\/receive-package$/);
  const field = desk.getByLabel('Tracking Number');
  await expect(field).toBeFocused();
  await field.pressSequentially(tracking, { delay: 5 });
  await field.press('Enter');
  const search = desk.getByLabel('Search customers');
  await expect(search).toBeFocused();
  await search.fill('FCS00001');
  await search.press('Enter');
  await desk.getByRole('button', { name: 'Select customer FCS00001' }).click();
  await desk.getByTestId('photo-input').setInputFiles(PHOTO);
  await desk.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByRole('status', { name: 'Last received' })).toContainText(`${tracking} for FCS00001 Alice Carter`);
  // Ready for the next scan at once.
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');

  // The same number again is refused with a clear message.
  await field.fill(tracking);
  await field.press('Enter');
  await desk.getByLabel('Search customers').fill('FCS00001');
  await desk.getByLabel('Search customers').press('Enter');
  await desk.getByRole('button', { name: 'Select customer FCS00001' }).click();
  await desk.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText(`Tracking number ${tracking} was already received: it cannot be received twice`).first()).toBeVisible();

  // From the list, filtered to it: move it to processed.
  await desk.goto('/packages');
  await filter(desk, tracking);
  await expect(desk.getByRole('link', { name: tracking })).toBeVisible();
  await expect(desk.getByText('1-1 of 1')).toBeVisible();
  await desk.getByRole('checkbox', { name: `Select ${tracking}` }).check();
  await desk.getByRole('button', { name: /Move 1 selected/ }).click();
  await expect(desk.getByText('1 package moved to processed')).toBeVisible();
  await expect(desk.getByRole('row', { name: new RegExp(tracking) })).toContainText('processed');

  // The CSV of the filtered list: exactly that row, dates in ET.
  const one = await downloadCsv(desk);
  expect(one.name).toBe('packages_report.csv');
  expect(one.lines[0]).toBe('"Tracking Id","Received Date","Updated Date","Status"');
  expect(one.lines).toHaveLength(2);
  expect(one.lines[1]).toMatch(
    new RegExp(
      `^"${tracking}","\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d:\\d\\d [AP]M","\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d:\\d\\d [AP]M","processed"$`,
    ),
  );

  // A wildcard filter with a status: the CSV holds exactly the rows the report service lists.
  await filter(desk, 'BLK00001*', 'packed');
  // The list shows the filtered rows once they have come (before, it held only the one package above).
  const blk = desk.getByRole('link', { name: /^BLK00001\d$/ });
  await expect(blk.first()).toBeVisible();
  const listed = await blk.allInnerTexts();
  expect(listed.length).toBeGreaterThan(0);
  const csv = await downloadCsv(desk);
  expect(
    csv.lines
      .slice(1)
      .map((l) => l.split(',')[0]!.replace(/^"|"$/g, ''))
      .sort(),
  ).toEqual([...listed].sort());
  for (const line of csv.lines.slice(1)) expect(line.endsWith(',"packed"')).toBe(true);
  await desk.close();

  // An admin assigns the sender through /package-edit.
  const token = await idTokenFor(DEMO.officeStaff);
  const found = await apiCall<{ id: string }[]>(token, 'POST', '/api/data/packages', {
    filters: [{ field: 'tracking_id', compare: '=', value: tracking }],
  });
  const id = found.body.data[0]!.id;
  const admin = await signedIn(browser, DEMO.reportAdmin);
  await admin.goto(`/package-detail/${id}`);
  await expect(admin.getByRole('region', { name: 'Admin Only' })).toContainText('FCS00001');
  // Staff see who made each change (the desk account, Farid Haddad, received and moved it).
  const staffHistory = admin.getByRole('list', { name: 'Status history' });
  await expect(staffHistory.getByRole('listitem').filter({ hasText: 'processed' })).toContainText('by Farid Haddad');
  await admin.getByRole('button', { name: 'Edit' }).click();
  await expect(admin).toHaveURL(new RegExp(`/package-edit/${id}$`));
  await expect(admin.getByRole('button', { name: 'Save' })).toBeDisabled();
  await admin.getByRole('link', { name: 'Change sender' }).click();
  await expect(admin).toHaveURL(/\/search-sender/);
  await admin.getByLabel('Search customers').fill('FCS00002');
  await admin.getByLabel('Search customers').press('Enter');
  await admin.getByRole('button', { name: 'Select customer FCS00002' }).click();
  await expect(admin).toHaveURL(new RegExp(`/package-edit/${id}$`));
  await expect(admin.getByRole('region', { name: 'Admin Only' })).toContainText('FCS00002');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('package update successfully!')).toBeVisible();
  await admin.close();

  // Customer 0001 sees it in My Packages, with the photo and its history.
  const alice = await signedIn(browser, DEMO.customer1);
  await alice.goto(`/my-packages?q=${tracking}`);
  await alice.getByRole('link', { name: tracking }).click();
  await expect(alice).toHaveURL(new RegExp(`/my-package-detail/${id}`));
  await expect(alice.locator(`img[src*="/files/packages/${id}/"]`)).toHaveCount(1);
  const history = alice.getByRole('list', { name: 'Status history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history).toContainText('received');
  await expect(history).toContainText('processed');
  await expect(history).not.toContainText('Farid');
  await alice.close();
});
