import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { formatStaffDateTime } from '@fcs/shared/model/format';
import { apiCall, DEMO, idTokenFor, signInWithPhone } from '../fixtures/auth';
import { chooseOption, dropoffByRemark, openMenu, readLabelPdf, staffNameOf, type DropoffRow } from '../fixtures/dropoffs';

// A drop-off desk's day, in order: the later steps use the drop-offs made by the first.
test.describe.configure({ mode: 'serial' });

const PHOTO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/src/db/seed-assets/parcel-1.jpg');
const stamp = Date.now().toString().slice(-7);
const existingRemark = `e2e existing ${stamp}`;
const newRemark = `e2e new ${stamp}`;
const newName = `Erin Walkin ${stamp}`;
const newPhone = `555${stamp}`;
let completed: DropoffRow;

async function snackbar(page: Page, text: string) {
  // The shell's snackbar (role alert; the standalone host's is role status).
  await expect(page.locator('[role="alert"], [role="status"]').filter({ hasText: text }).first()).toBeVisible();
}

test('df staff creates a drop-off for an existing customer found through the search, prints its label and completes it with a photo', async ({
  page,
}) => {
  const staffName = await staffNameOf(DEMO.dropoffStaff);
  await page.goto('/');
  await signInWithPhone(page, DEMO.dropoffStaff);
  await openMenu(page, 'Drop-Offs');
  await expect(page).toHaveURL(/\/dropoffs$/);
  await expect(page.getByRole('heading', { name: 'Drop-Offs' })).toBeVisible();
  await expect(page.getByPlaceholder('Search dropoff number')).toBeVisible();

  // New Drop-Off: nothing chosen yet is refused with the spec's words.
  await page.getByRole('button', { name: /New Drop-Off/ }).click();
  await expect(page).toHaveURL(/\/create-dropoff$/);
  await expect(page.getByRole('heading', { name: 'New Drop-Off' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Drop-Off' }).click();
  await expect(page.getByText('Customer is required')).toBeVisible();
  await expect(page.getByText('Receving Staff is required')).toBeVisible();

  // The draft survives the trip to the customer search.
  await chooseOption(page, 'Received By', staffName);
  await page.getByLabel('Customer Remark').fill(existingRemark);
  await page.getByRole('button', { name: /Select Customer/ }).click();
  await expect(page).toHaveURL(/\/search-customers$/);
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('FCS00001');
  await page.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search-customers/${encodeURIComponent(Buffer.from('FCS00001').toString('base64'))}$`));
  const hit = page.getByRole('listitem').filter({ hasText: 'FCS00001' });
  await expect(hit).toContainText('Alice Carter');
  await expect(hit).toContainText('+15550100001');
  await hit.getByRole('button', { name: /Select customer/ }).click();
  await expect(page).toHaveURL(/\/create-dropoff$/);
  await expect(page.getByText('FCS00001')).toBeVisible();
  await expect(page.getByText('Alice Carter')).toBeVisible();
  await expect(page.getByText('+15550100001')).toBeVisible();
  await expect(page.getByLabel('Customer Remark')).toHaveValue(existingRemark);
  await page.getByRole('button', { name: 'Create Drop-Off' }).click();
  await snackbar(page, 'Drop-off created successfully!');
  await expect(page).toHaveURL(/\/dropoffs$/);

  const created = await dropoffByRemark(DEMO.dropoffStaff, existingRemark);
  expect(created).toMatchObject({
    status: 'received',
    customer_fcs_id: 'FCS00001',
    customer_name: 'Alice Carter',
    receiving_staff_name: staffName,
  });
  expect(created.dropoff_number).toMatch(/^DO\d{6}$/);

  // The QR dialog from the list, and its label.
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: created.dropoff_number }) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `QR code of ${created.dropoff_number}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: `QR code of ${created.dropoff_number}` })).toBeVisible();
  await expect(dialog.getByText(created.dropoff_number, { exact: true })).toBeVisible();
  // Its moment as the detail writes it: ET saying "ET", not the browser's zone (issue 38).
  const labelDate = formatStaffDateTime(created.created_date);
  await expect(dialog.getByText(labelDate, { exact: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Print' }).click()]);
  expect(download.suggestedFilename()).toBe(`${created.dropoff_number}.pdf`);
  const pdf = readLabelPdf(await download.path());
  expect([pdf.width, pdf.height]).toEqual([170, 72]);
  expect(pdf.texts).toContain(created.dropoff_number);
  expect(pdf.texts).toContain('Alice Carter');
  expect(pdf.texts).toContain(labelDate);
  // The QR as vectors: sharp in print, and the whole label at most 30 KB (it was 483 KB as an image).
  expect(pdf.rects).toBeGreaterThan(50);
  expect(pdf.hasImage).toBe(false);
  expect(pdf.bytes).toBeLessThanOrEqual(30 * 1024);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Detail, then Complete with a photo.
  await row.getByRole('link', { name: created.dropoff_number }).click();
  await expect(page).toHaveURL(new RegExp(`/dropoff-detail/${created.id}$`));
  await expect(page.getByTestId('dropoff-number')).toHaveText(created.dropoff_number);
  await expect(page.getByText(existingRemark)).toBeVisible();
  await expect(page.getByRole('button', { name: /Edit Drop-Off/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Cancel Drop-Off/ })).toBeVisible();
  await page.getByRole('button', { name: /Complete Drop-Off/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dropoff-complete/${created.id}$`));
  await page.getByTestId('photo-input').setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: /photo 1 of 1 \(new\)/ })).toBeVisible();
  await page.getByLabel('Remark').fill('Handed over to the warehouse');
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await snackbar(page, 'Complete dropoff successful!');
  await expect(page).toHaveURL(new RegExp(`/dropoff-detail/${created.id}$`));
  await expect(page.locator('[data-status="completed"]')).toBeVisible();
  const thumb = page.locator(`img[src*="/files/dropoffs/${created.id}/"]`);
  await expect(thumb).toHaveCount(1);
  const box = await thumb.boundingBox();
  expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([100, 100]);
  await thumb.click();
  await expect(page.locator('.ant-image-preview').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // df is not admin: no Admin Only section, and the api refuses the cancel too.
  await expect(page.getByText('Admin Only')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Cancel Drop-Off/ })).toHaveCount(0);
  completed = await dropoffByRemark(DEMO.dropoffStaff, existingRemark);
  expect(completed.status).toBe('completed');
  expect(completed.photo_urls).toHaveLength(1);
  const refused = await apiCall(await idTokenFor(DEMO.dropoffStaff), 'PUT', '/dropoffs/cancel', {
    id: completed.id,
    remark: 'not mine to cancel',
  });
  expect(refused.status).toBe(403);
  expect(refused.body.status).toBe('Error');
});

test('df staff creates a drop-off for a new customer, finds it by its number and cancels it', async ({ page }) => {
  const staffName = await staffNameOf(DEMO.dropoffStaff);
  await page.goto('/');
  await signInWithPhone(page, DEMO.dropoffStaff);
  await openMenu(page, 'Drop-Offs');
  await expect(page.getByRole('heading', { name: 'Drop-Offs' })).toBeVisible();
  await page.getByRole('button', { name: /New Drop-Off/ }).click();
  await page.getByRole('radio', { name: 'New Customer' }).check();
  await page.getByRole('button', { name: 'Create Drop-Off' }).click();
  await expect(page.getByText('Customer Name is required')).toBeVisible();
  await expect(page.getByText('Customer Phone Number is required')).toBeVisible();
  await page.getByLabel('Customer Name').fill(newName);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(newPhone);
  await chooseOption(page, 'Received By', staffName);
  await page.getByLabel('Customer Remark').fill(newRemark);
  await page.getByRole('button', { name: 'Create Drop-Off' }).click();
  await snackbar(page, 'Drop-off created successfully!');
  await expect(page).toHaveURL(/\/dropoffs$/);

  const created = await dropoffByRemark(DEMO.dropoffStaff, newRemark);
  expect(created).toMatchObject({ status: 'received', customer_name: newName, customer_phone_number: `+1${newPhone}` });

  // Search by the number (Enter), open it, cancel it.
  const search = page.getByPlaceholder('Search dropoff number');
  await search.fill(created.dropoff_number.toLowerCase());
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('link', { name: /^DO\d{6}$/ })).toHaveCount(1);
  await page.getByRole('link', { name: created.dropoff_number }).click();
  await expect(page).toHaveURL(new RegExp(`/dropoff-detail/${created.id}$`));
  await page.getByRole('button', { name: /Cancel Drop-Off/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dropoff-cancel/${created.id}$`));
  await page.getByLabel('Remark').fill('Customer took it back');
  await page.getByRole('button', { name: 'Cancel Drop-Off' }).click();
  await snackbar(page, 'Cancel drop-off successful!');
  await expect(page).toHaveURL(new RegExp(`/dropoff-detail/${created.id}$`));
  await expect(page.locator('[data-status="canceled"]')).toBeVisible();
  await expect(page.getByRole('button', { name: /Drop-Off/ })).toHaveCount(0);

  // Back on the list: the default filter (ACTIVES, received) no longer shows it; ALL does.
  await page.goto('/dropoffs');
  await search.fill(created.dropoff_number);
  await search.press('Enter');
  await expect(page.getByText('No drop-offs match this search').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^ALL$/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: created.dropoff_number })).toBeVisible();
});

test('an admin cancels the completed drop-off from its Admin Only section', async ({ page }) => {
  expect(completed?.status).toBe('completed');
  await page.goto('/');
  await signInWithPhone(page, DEMO.reportAdmin);
  await page.goto(`/dropoff-detail/${completed.id}`);
  const adminOnly = page.getByRole('region', { name: 'Admin Only' });
  await expect(adminOnly).toBeVisible();
  await adminOnly.getByRole('button', { name: /Cancel Drop-Off/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dropoff-cancel/${completed.id}$`));
  await expect(page.getByLabel('Remark')).toHaveValue('Handed over to the warehouse');
  await page.getByLabel('Remark').fill('Canceled by an admin');
  await page.getByRole('button', { name: 'Cancel Drop-Off' }).click();
  await snackbar(page, 'Cancel drop-off successful!');
  await expect(page.locator('[data-status="canceled"]')).toBeVisible();
  await expect(page.getByText('Canceled by an admin')).toBeVisible();
});

test('customer 0001 sees the new drop-off in My Drop-Offs', async ({ page }) => {
  expect(completed).toBeDefined();
  await page.goto('/');
  await signInWithPhone(page, DEMO.customer1);
  await openMenu(page, 'My Drop-Offs');
  await expect(page).toHaveURL(/\/my-dropoffs/);
  await page.getByPlaceholder('Search drop-off number').fill(completed.dropoff_number);
  await page.getByPlaceholder('Search drop-off number').press('Enter');
  await page.getByRole('link', { name: completed.dropoff_number }).click();
  await expect(page).toHaveURL(new RegExp(`/my-dropoff-detail/${completed.id}$`));
  await expect(page.getByText(existingRemark)).toBeVisible();
  // The staff screens stay closed to a customer, in the UI and in the api.
  const refused = await apiCall(await idTokenFor(DEMO.customer1), 'PUT', '/dropoffs/cancel', { id: completed.id, remark: 'x' });
  expect(refused.status).toBe(403);
});
