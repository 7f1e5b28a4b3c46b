import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiCall, DEMO, idTokenFor, signInWithPhone } from '../fixtures/auth';
import { packagesOf } from '../fixtures/packages';

async function signedIn(browser: Browser, phone: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto('/');
  await signInWithPhone(page, phone);
  return page;
}

/** Picks an option of an antd select, in the dropdown of that select (others may still be closing). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  const id = await select.getAttribute('id');
  const dropdown = page.locator(`.ant-select-dropdown:has([id="${id}_list"])`);
  await dropdown
    .locator('.ant-select-item-option')
    .and(dropdown.getByTitle(option, { exact: true }))
    .click();
}

/** The report table's tracking ids, top to bottom. */
async function trackingIds(page: Page): Promise<string[]> {
  const table = page.getByRole('table').first();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const header = (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  const col = header.indexOf('Tracking Id');
  return table.locator('tbody tr').evaluateAll((rows, i) => rows.map((r) => r.children[i]?.textContent?.trim() ?? ''), col);
}

/** A day `days` before today, as a date input takes it. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** MM/DD/YYYY hh:mm:ss AM/PM -> YYYY-MM-DD */
const dayOf = (text: string) => text.replace(/^(\d{2})\/(\d{2})\/(\d{4}).*$/, '$3-$1-$2');

test('sa builds a packages template; the reports account filters, sorts, pages, reloads the bookmark, prints and downloads it; a customer cannot', async ({
  browser,
}) => {
  const name = `E2E packages ${Date.now().toString(36)}`;
  const since = daysAgo(120);

  // The super-admin builds the template: tracking id, status (a dropdown filter), received date
  // (a >= filter, sorted newest first), sender name hidden.
  const sa = await signedIn(browser, DEMO.superAdmin);
  await sa.goto('/templates');
  await expect(sa.getByRole('heading', { name: 'Templates' })).toBeVisible();
  await sa.getByRole('button', { name: 'New Template' }).click();
  await expect(sa).toHaveURL(/\/new-template$/);
  await sa.getByRole('button', { name: 'Save' }).click();
  await expect(sa.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(sa.getByText('Object is required')).toBeVisible();
  await sa.getByLabel('Name', { exact: true }).fill(name);
  await choose(sa, sa.getByLabel('Object'), 'Packages');
  const card = (n: number) => sa.getByRole('listitem', { name: new RegExp(`^Field ${n} of`) });
  await choose(sa, card(1).getByLabel('Field name'), 'status');
  await expect(card(1).getByLabel('Display name')).toHaveValue('Status');
  await card(1).getByRole('checkbox', { name: 'Allow filter' }).check();
  await choose(sa, card(1).getByLabel('Dropdown display field'), 'status');
  await sa.getByRole('button', { name: 'Add Field' }).click();
  await choose(sa, card(2).getByLabel('Field name'), 'received_date');
  await card(2).getByRole('checkbox', { name: 'Allow filter' }).check();
  await choose(sa, card(2).getByLabel('Filter compare'), '>=');
  await card(2).getByRole('checkbox', { name: 'Allow sort' }).check();
  await choose(sa, card(2).getByLabel('Default sort'), 'Descending');
  await sa.getByRole('button', { name: 'Add Field' }).click();
  await choose(sa, card(3).getByLabel('Field name'), 'tracking_id');
  await card(3).getByLabel('Display name').fill('Tracking Id');
  await card(3).getByRole('checkbox', { name: 'Allow sort' }).check();
  // Tracking Id first: by keyboard on its handle, then by its button.
  await card(3)
    .getByRole('button', { name: /Reorder Tracking Id/ })
    .focus();
  await sa.keyboard.press('ArrowUp');
  await expect(card(2)).toHaveAccessibleName('Field 2 of 3: Tracking Id');
  await card(2).getByRole('button', { name: 'Move Tracking Id up' }).click();
  await expect(card(1)).toHaveAccessibleName('Field 1 of 3: Tracking Id');
  await sa.getByRole('button', { name: 'Save' }).click();
  await expect(sa.getByText('Add template successful!')).toBeVisible();
  await expect(sa).toHaveURL(/\/templates$/);
  const link = sa.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  const templateId = ((await link.getAttribute('href')) ?? '').split('/').pop()!;

  // The reports account (rpt) opens it from the report select: newest received first.
  const rpt = await signedIn(browser, DEMO.reportAdmin);
  await rpt.goto('/reports');
  await choose(rpt, rpt.getByRole('combobox', { name: 'Report' }), `${name} (Packages)`);
  await expect(rpt).toHaveURL(new RegExp(`/reports/${templateId}/`));
  const table = rpt.getByRole('table', { name });
  await expect(table.getByRole('columnheader')).toHaveText(['No.', 'Tracking Id', 'Status', 'Received Date']);
  await expect(table.getByRole('columnheader', { name: /Received Date/ })).toHaveAttribute('aria-sort', 'descending');

  // Filters: status delivered, received since a day; the api is asked for exactly these.
  await rpt.getByRole('button', { name: /Filters/ }).click();
  const filters = rpt.getByRole('region', { name: 'Filters' });
  await choose(rpt, filters.getByLabel('Status ='), 'delivered');
  await filters.getByLabel('Received Date ≥').fill(since);
  const asked = rpt.waitForRequest((r) => r.url().endsWith('/api/data/packages') && r.method() === 'POST');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  const body = (await asked).postDataJSON() as { filters: { field: string; compare: string; value: string }[]; sorts: string[] };
  expect(body.sorts).toEqual(['received_date desc']);
  expect(body.filters).toEqual([
    { field: 'status', compare: '=', value: 'delivered' },
    { field: 'received_date', compare: '>=', value: expect.stringMatching(new RegExp(`^${since}T0[45]:00:00.000Z$`)) },
  ]);
  await expect(rpt.getByTestId('report-filters-summary')).toHaveText(
    `Filters: Status = delivered; Received Date ≥ ${since.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1')}`,
  );
  // The pager keeps the unfiltered total until the filtered page has come.
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const paging = rpt.getByText(/^1-10 of \d+$/);
  await expect(paging).toBeVisible();
  const total = Number((await paging.textContent())!.split(' of ')[1]);
  expect(total).toBeGreaterThan(10);
  for (const status of await table.locator('tbody tr td:nth-child(3)').allTextContents()) expect(status).toBe('delivered');

  // Sorting on Tracking Id, then the next page by its cursor.
  await table.getByRole('columnheader', { name: /Tracking Id/ }).click();
  await expect(table.getByRole('columnheader', { name: /Tracking Id/ })).toHaveAttribute('aria-sort', 'ascending');
  const firstPage = await trackingIds(rpt);
  await rpt.getByTitle('Next Page').click();
  await expect(rpt.getByText(new RegExp(`^11-20 of ${total}$`))).toBeVisible();
  const secondPage = await trackingIds(rpt);
  expect(secondPage).toHaveLength(10);
  expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
  const bookmark = rpt.url();
  const state = JSON.parse(Buffer.from(decodeURIComponent(bookmark.split('/').pop()!), 'base64').toString('utf8')) as Record<
    string,
    unknown
  >;
  expect(state).toMatchObject({ order: ['tracking_id asc'], page: 2, after: expect.any(String) });

  // Reloading the bookmarked URL, and opening it in another browser signed in afresh, show the same rows.
  await rpt.reload();
  await expect(rpt.getByText(new RegExp(`^11-20 of ${total}$`))).toBeVisible();
  expect(await trackingIds(rpt)).toEqual(secondPage);
  const again = await signedIn(browser, DEMO.reportAdmin);
  await again.goto(bookmark);
  await expect(again.getByText(new RegExp(`^11-20 of ${total}$`))).toBeVisible();
  expect(await trackingIds(again)).toEqual(secondPage);
  await again.close();

  // Print: the browser's print, and the print stylesheet shows only the report.
  await rpt.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => void w.printed++;
  });
  await rpt.getByRole('button', { name: 'Print' }).click();
  expect(await rpt.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await rpt.emulateMedia({ media: 'print' });
  await expect(rpt.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(rpt.getByRole('region', { name: 'Filters' })).toBeHidden();
  await expect(rpt.getByRole('button', { name: /logout/i }).first()).toBeHidden();
  await expect(rpt.getByTestId('report-print-header')).toBeVisible();
  await expect(rpt.getByTestId('report-print-header')).toContainText(`11-20 of ${total}`);
  await expect(table).toBeVisible();
  expect(await trackingIds(rpt)).toEqual(secondPage);
  await rpt.emulateMedia({ media: 'screen' });
  await expect(rpt.getByRole('button', { name: 'Print' })).toBeVisible();

  // The CSV holds exactly the selected rows: every page, in the report's order, the shown columns.
  await rpt.getByRole('button', { name: 'Download' }).click();
  const confirm = rpt.getByRole('dialog', { name: 'Download data?' });
  const [download] = await Promise.all([rpt.waitForEvent('download'), confirm.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('packages_report.csv');
  const lines = readFileSync((await download.path())!, 'utf8')
    .trimEnd()
    .split(/\r?\n/);
  // Every field quoted (a `;` locale keeps each cell whole).
  expect(lines[0]).toBe('"Tracking Id","Status","Received Date"');
  expect(lines).toHaveLength(total + 1);
  const rows = lines.slice(1).map((l) => l.split(',').map((c) => c.replace(/^"|"$/g, '')));
  expect(rows.slice(0, 20).map((r) => r[0])).toEqual([...firstPage, ...secondPage]);
  for (const [, status, received] of rows) {
    expect(status).toBe('delivered');
    expect(dayOf(received!) >= since).toBe(true);
  }
  await expect(rpt.getByText(`${total.toLocaleString('en-US')} rows downloaded`)).toBeVisible();

  // A customer opens neither the templates nor the report, and the api gives them no other
  // customer's rows whatever the report asks.
  const customer = await signedIn(browser, DEMO.customer1);
  await customer.goto('/templates');
  await expect(customer.getByText('Your account is not allowed to see this page.')).toBeVisible();
  await customer.goto(new URL(bookmark).pathname);
  await expect(customer.getByText('Your account is not allowed to see this page.')).toBeVisible();
  const token = await idTokenFor(DEMO.customer1);
  const [{ me }, { me: other }] = await Promise.all([packagesOf(DEMO.customer1), packagesOf(DEMO.customer2)]);
  expect((await apiCall(token, 'GET', `/templates/${templateId}`)).status).toBe(403);
  const theirs = await apiCall<{ user_id: string | null; sender_id: string | null }[]>(token, 'POST', '/api/data/packages', {
    limit: 100,
    filters: [{ field: 'user_id', compare: '=', value: other.id }],
  });
  expect(theirs.status).toBe(200);
  for (const r of theirs.body.data) expect([r.user_id, r.sender_id]).toContain(me.id);
});
