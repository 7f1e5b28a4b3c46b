import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInWithPhone } from '../fixtures/auth';
import { chooseOption, openMenu, readLabelPdf } from '../fixtures/dropoffs';
import { pickupByRemark, type PickupRow } from '../fixtures/pickups';

// A pickup's day, in order: pku staff create it for a customer and confirm it for the driver, the
// driver completes it with a photo, the customer sees it done.
test.describe.configure({ mode: 'serial' });

const PHOTO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/src/db/seed-assets/parcel-1.jpg');
const remark = `e2e pickup ${Date.now().toString().slice(-7)}`;
let pickup: PickupRow;

async function snackbar(page: Page, text: string) {
  await expect(page.locator('[role="alert"], [role="status"]').filter({ hasText: text }).first()).toBeVisible();
}

test('pku staff create a pickup for customer 0001 through the customer search and their addresses, print its label and confirm it for the driver', async ({
  page,
}) => {
  await page.goto('/');
  await signInWithPhone(page, DEMO.pickupStaff);
  await openMenu(page, 'Pickups');
  await expect(page).toHaveURL(/\/pickups$/);
  await expect(page.getByRole('heading', { name: 'Pickups' })).toBeVisible();
  // The default filter: ACTIVES plus requested, confirmed and rescheduled.
  for (const tag of ['ACTIVES', 'requested', 'confirmed', 'rescheduled'])
    await expect(page.getByText(tag, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^1-10 of \d+$/).first()).toBeVisible();
  // The next page goes after the last row seen (a cursor), not by offset; the previous, before the first.
  const firstPage = await page.getByRole('table', { name: 'Pickups' }).getByRole('link', { name: /^PU/ }).allTextContents();
  const [next] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/data/pickups') && 'after' in (r.postDataJSON() ?? {})),
    page.getByTitle('2', { exact: true }).first().click(),
  ]);
  expect(next.postDataJSON()).toMatchObject({ offset: 10, limit: 10 });
  await expect(page.getByText(/^11-20 of \d+$/).first()).toBeVisible();
  // The pager moves before the rows arrive: the second page's rows, once shown, share none with the first's.
  const rows = page.getByRole('table', { name: 'Pickups' }).getByRole('link', { name: /^PU/ });
  await expect.poll(async () => (await rows.allTextContents()).filter((n) => firstPage.includes(n))).toEqual([]);
  await expect(rows).not.toHaveCount(0);
  await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/data/pickups') && (r.postDataJSON() ?? {}).offset === 0),
    page.getByTitle('1', { exact: true }).first().click(),
  ]);
  await expect(rows).toHaveText(firstPage);

  // Nothing chosen: the four messages in red under their fields.
  await page.getByRole('button', { name: /Create Pickup/ }).click();
  await expect(page).toHaveURL(/\/create-pickup-form$/);
  await page.getByRole('button', { name: 'Request Pickup' }).click();
  for (const text of ['Pickup zone is required', 'Pickup date is required', 'Customer is required', 'Pickup address is required'])
    await expect(page.getByText(text)).toBeVisible();

  // The customer through the search; the remark typed before survives the trip.
  await page.getByLabel('Customer Remark').fill(remark);
  await page.getByRole('button', { name: /Select Customer/ }).click();
  await expect(page).toHaveURL(/\/search-customers$/);
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('FCS00001');
  await page.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
  const hit = page.getByRole('listitem').filter({ hasText: 'FCS00001' });
  await hit.getByRole('button', { name: /Select customer/ }).click();
  await expect(page).toHaveURL(/\/create-pickup-form$/);
  await expect(page.getByText('Alice Carter')).toBeVisible();
  await expect(page.getByText('+15550100001')).toBeVisible();
  await expect(page.getByLabel('Customer Remark')).toHaveValue(remark);

  // The address among the customer's own cards; it brings its zone, then a date of that zone.
  await page.getByRole('button', { name: /Select address/ }).click();
  await expect(page).toHaveURL(/\/customer-addresses\/[0-9a-f-]{36}$/);
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/create-pickup-form$/);
  await expect(page.getByText(/The zone of the address’s zip code: /)).toBeVisible();
  await page.getByRole('combobox', { name: 'Pickup Date' }).click();
  await page.locator('.ant-select-item-option').first().click();
  await page.getByRole('button', { name: 'Request Pickup' }).click();
  await snackbar(page, 'Request pickup successful!');
  await expect(page).toHaveURL(/\/pickups$/);

  pickup = await pickupByRemark(DEMO.pickupStaff, remark);
  expect(pickup).toMatchObject({ status: 'requested', customer_fcs_id: 'FCS00001' });

  // The list finds it; its label is a small PDF of 170 by 72 with the number.
  await page.getByPlaceholder('Number, zone, FCS ID or name').fill(pickup.pickup_number);
  await page.getByPlaceholder('Number, zone, FCS ID or name').press('Enter');
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await page.getByRole('button', { name: `QR code of ${pickup.pickup_number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Pickup Label' });
  await expect(dialog.getByRole('img', { name: `QR code of ${pickup.pickup_number}` })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Print' }).click()]);
  expect(download.suggestedFilename()).toBe(`${pickup.pickup_number}.pdf`);
  const pdf = readLabelPdf(await download.path());
  expect([pdf.width, pdf.height]).toEqual([170, 72]);
  expect(pdf.texts).toContain(pickup.pickup_number);
  expect(pdf.texts).toContain('Alice Carter (FCS00001)');
  expect(pdf.rects).toBeGreaterThan(50);
  expect(pdf.bytes).toBeLessThanOrEqual(30 * 1024);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Detail: requested offers Edit, Confirm and Cancel.
  await page.getByRole('link', { name: pickup.pickup_number }).click();
  await expect(page).toHaveURL(new RegExp(`/pickup-detail/${pickup.id}$`));
  for (const name of ['Edit', 'Confirm', 'Cancel']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);

  // Confirm for the driver, with the default window.
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pickup-confirm/${pickup.id}$`));
  await page.getByRole('button', { name: 'Confirm Pickup' }).click();
  await expect(page.getByText('Staff is required')).toBeVisible();
  await expect(page.getByLabel('Pickup Time From')).toHaveValue('09:00');
  await expect(page.getByLabel('Pickup Time To')).toHaveValue('12:00');
  await chooseOption(page, 'Staff', 'Oscar Diaz');
  await page.getByLabel('Pickup Time To').fill('11:30');
  await page.getByRole('button', { name: 'Confirm Pickup' }).click();
  await snackbar(page, 'Confirm pickup successful!');
  await expect(page).toHaveURL(new RegExp(`/pickup-detail/${pickup.id}$`));
  for (const name of ['Reschedule', 'Complete', 'Cancel']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByText('09:00 - 11:30')).toBeVisible();
  expect(await pickupByRemark(DEMO.pickupStaff, remark)).toMatchObject({ status: 'confirmed', pickup_staff_name: 'Oscar Diaz' });
});

test('the driver opens the pickup from Collect, where only Complete is offered, and completes it with a photo', async ({ page }) => {
  await page.goto('/');
  await signInWithPhone(page, DEMO.driver);
  await openMenu(page, 'Collect');
  await expect(page).toHaveURL(/\/assign-pickups$/);
  await page.getByPlaceholder('Number, zone, name or phone').fill(pickup.pickup_number);
  await page.getByPlaceholder('Number, zone, name or phone').press('Enter');
  await page.getByRole('link', { name: pickup.pickup_number }).click();
  await expect(page).toHaveURL(new RegExp(`/pickup-detail/${pickup.id}/oc$`));
  await expect(page.getByTestId('pickup-number')).toHaveText(pickup.pickup_number);
  await expect(page.getByRole('button', { name: 'Complete', exact: true })).toBeVisible();
  for (const name of ['Edit', 'Confirm', 'Reschedule', 'Cancel'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pickup-complete/${pickup.id}$`));
  await page.getByTestId('photo-input').setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: /photo 1 of 1 \(new\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Pickup' }).click();
  await snackbar(page, 'Complete pickup successful!');
  const done = await pickupByRemark(DEMO.pickupStaff, remark);
  expect(done.status).toBe('completed');
  expect(done.photo_urls).toHaveLength(1);
  expect(done.photo_urls[0]).toContain(`/files/pickups/${pickup.id}/`);
});

test('the customer sees the pickup completed, with its photo, in My Requested Pickups', async ({ page }) => {
  await page.goto('/');
  await signInWithPhone(page, DEMO.customer1);
  await openMenu(page, 'My Requested Pickups');
  await page.getByPlaceholder('Search pickup number or zone').fill(pickup.pickup_number);
  await page.getByPlaceholder('Search pickup number or zone').press('Enter');
  await page.getByRole('link', { name: pickup.pickup_number }).click();
  await expect(page.getByText('Completed').first()).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`${pickup.pickup_number}.*photo 1`, 'i') }).first()).toBeVisible();
});
