import { expect, test } from '@playwright/test';
import { apiCall, DEMO, idTokenFor, signInWithPhone } from '../fixtures/auth';
import { dateLabel, dropoffsOf, emailedCode, offeredDates } from '../fixtures/customer';
import { chooseOption, openMenu } from '../fixtures/dropoffs';

// One person's afternoon, in order: the steps build on each other.
test.describe.configure({ mode: 'serial' });

test('customer 0001 manages addresses, requests, edits and cancels a pickup, changes name and e-mail, opens an invoice and sees only their own drop-offs', async ({
  page,
}) => {
  const stamp = Date.now().toString().slice(-6);
  const addressName = `Alice Carter (e2e ${stamp})`;
  const token = await idTokenFor(DEMO.customer1);
  const zone = await apiCall<{ id: string; name: string }>(token, 'GET', '/zones/by_zip/08817');
  expect(zone.status).toBe(200);
  const dates = await offeredDates(DEMO.customer1, zone.body.data.id);
  expect(dates.length).toBeGreaterThan(1);

  await page.goto('/');
  await signInWithPhone(page, DEMO.customer1);
  // The home page shows the recent pickups beside the recent packages.
  await expect(page.getByText('My recent requested pickups')).toBeVisible();

  // --- My Profile: add an address, make it the default -------------------------------------------
  await openMenu(page, 'My Profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('FCS00001')).toBeVisible();
  await page.getByRole('button', { name: /Add address/ }).click();
  await expect(page).toHaveURL(/\/new-address$/);
  await expect(page.getByText(/Address search is not available here/)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Zip code is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill(addressName);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('5550100001');
  await page.getByRole('textbox', { name: 'Address line1' }).fill('1 Test Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Edison');
  await page.getByRole('textbox', { name: 'State' }).fill('NJ');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('08817');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add address successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  const card = page.getByRole('article', { name: addressName });
  await expect(card).toBeVisible();
  // lat/lng came from the zip code: the card links to the map.
  await expect(card.getByRole('link', { name: /Show on map/ })).toHaveAttribute('href', /google\.com\/maps\?q=40\.\d+,-74\.\d+/);
  await card.getByRole('button', { name: `Make default ${addressName}` }).click();
  await expect(page.getByRole('dialog').getByText(`Make "${addressName}" as the default delivery address?`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Make default' }).click();
  await expect(page.getByText('Make default address successful!')).toBeVisible();
  await expect(card).toHaveAttribute('data-default', 'true');
  await expect(card.getByRole('button', { name: /^Make default/ })).toHaveCount(0);

  // --- Request a pickup from it ----------------------------------------------------------------
  await openMenu(page, 'My Requested Pickups');
  await expect(page).toHaveURL(/\/my-pickups/);
  await page.getByRole('button', { name: /Request Pickup/ }).click();
  await expect(page).toHaveURL(/\/request-pickup-form$/);
  await page.getByRole('button', { name: 'Request Pickup' }).click();
  await expect(page.getByText('Pickup address is required')).toBeVisible();
  await expect(page.getByText('Pickup date is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Remark' }).fill('Two boxes by the door');
  await page.getByRole('button', { name: /Select address/ }).click();
  await expect(page).toHaveURL(/\/addresses\?select=1$/);
  await page.getByRole('button', { name: `Select ${addressName}` }).click();
  await expect(page).toHaveURL(/\/request-pickup-form$/);
  await expect(page.getByRole('textbox', { name: 'Remark' })).toHaveValue('Two boxes by the door');
  await expect(page.getByRole('textbox', { name: 'Pickup Zone' })).toHaveValue(zone.body.data.name);
  await chooseOption(page, 'Pickup Date', dateLabel(dates[0]!));
  await page.getByRole('button', { name: 'Request Pickup' }).click();
  await expect(page.getByText('Request pickup successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/my-pickup-detail\//);
  const pickupId = page.url().split('/').pop()!;
  await expect(page.getByText('Two boxes by the door')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Pickup address' })).toContainText('1 Test Street');
  await expect(page.getByText(dateLabel(dates[0]!), { exact: true })).toBeVisible();

  // --- Edit it: another date, another remark ----------------------------------------------------
  await page.getByRole('button', { name: /Edit Pickup/ }).click();
  await expect(page).toHaveURL(new RegExp(`/my-pickup-edit/${pickupId}$`));
  await expect(page.getByRole('textbox', { name: 'Pickup Zone' })).toHaveValue(zone.body.data.name);
  await chooseOption(page, 'Pickup Date', dateLabel(dates[1]!));
  await page.getByRole('textbox', { name: 'Remark' }).fill('Three boxes by the door');
  await page.getByRole('button', { name: 'Update request pickup' }).click();
  await expect(page.getByText('Update pickup successful!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/my-pickup-detail/${pickupId}$`));
  await expect(page.getByText('Three boxes by the door')).toBeVisible();
  await expect(page.getByText(dateLabel(dates[1]!), { exact: true })).toBeVisible();

  // --- Cancel it ----------------------------------------------------------------------------------
  await page.getByRole('button', { name: /Cancel Pickup/ }).click();
  await expect(page).toHaveURL(new RegExp(`/pickup-cancel/${pickupId}$`));
  await page.getByRole('textbox', { name: 'Remark' }).fill('Brought them to the office myself');
  await page.getByRole('button', { name: 'Cancel Pickup' }).click();
  await expect(page.getByText('Cancel pickup successful!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/my-pickup-detail/${pickupId}$`));
  await expect(page.locator('[data-status="canceled"]')).toBeVisible();
  await expect(page.getByRole('button', { name: /Edit Pickup/ })).toHaveCount(0);
  const stored = await apiCall<{ status: string; remark: string }>(token, 'GET', `/pickups/${pickupId}`);
  expect(stored.body.data).toMatchObject({ status: 'canceled', remark: 'Brought them to the office myself' });

  // --- Name and e-mail ----------------------------------------------------------------------------
  await openMenu(page, 'My Profile');
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Alice Carter');
  await name.fill(`Alice Carter ${stamp}`);
  await page.getByRole('form', { name: 'Name' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated profile successful!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`Alice Carter ${stamp}`);

  const email = `alice.${stamp}@example.com`;
  await page.getByRole('link', { name: 'Change email' }).click();
  await expect(page).toHaveURL(/\/email-update$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Update email' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Enter Verification Code')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /dev\/outbox/ })).toBeVisible();
  const { code } = await emailedCode(email);
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  // A wrong code changes nothing: the dialog stays, with the refusal under the code (its words: the last test).
  await expect(dialog.locator('.ant-form-item-explain-error')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Updated verification email successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email)).toBeVisible();

  // Put the demo name back for the journeys that follow.
  await page.getByRole('textbox', { name: 'Name' }).fill('Alice Carter');
  await page.getByRole('form', { name: 'Name' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated profile successful!')).toBeVisible();

  // --- An invoice ---------------------------------------------------------------------------------
  await openMenu(page, 'My Invoices');
  await expect(page).toHaveURL(/\/my-invoices/);
  const first = page.getByRole('table', { name: 'My invoices' }).getByRole('link').first();
  const invoiceNumber = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/my-invoice-detail\//);
  await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoice lines' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Print/ })).toBeVisible();

  // --- Only their own drop-offs -------------------------------------------------------------------
  const mine = await dropoffsOf(DEMO.customer1);
  const theirs = await dropoffsOf(DEMO.customer2);
  const myNumbers = new Set(mine.rows.map((r) => r.dropoff_number));
  expect(mine.rows.length).toBeGreaterThan(0);
  expect(mine.rows.every((r) => r.customer_id === mine.me.id)).toBe(true);
  await openMenu(page, 'My Drop-Offs');
  await expect(page).toHaveURL(/\/my-dropoffs/);
  await expect(page.getByText(`of ${mine.rows.length}`).first()).toBeVisible();
  const shown = await page.getByRole('table', { name: 'My drop-offs' }).getByRole('link').allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  for (const n of shown) expect(myNumbers.has(n.trim())).toBe(true);
  for (const other of theirs.rows.filter((r) => !myNumbers.has(r.dropoff_number)).slice(0, 5))
    await expect(page.getByText(other.dropoff_number)).toHaveCount(0);
  await page.getByRole('link', { name: shown[0]!.trim() }).click();
  await expect(page).toHaveURL(/\/my-dropoff-detail\//);
  await expect(page.getByText(shown[0]!.trim())).toBeVisible();
  // Another customer's drop-off answers as one that does not exist.
  const other = theirs.rows.find((r) => !myNumbers.has(r.dropoff_number));
  if (other) {
    await page.goto(`/my-dropoff-detail/${other.id}`);
    await expect(page.getByText('This drop-off was not found')).toBeVisible();
  }
});

test('a wrong e-mail code is refused in the server’s words and the dialog stays', async ({ page }) => {
  await page.goto('/');
  await signInWithPhone(page, DEMO.customer2);
  await page.goto('/email-update');
  const email = `ben.${Date.now().toString().slice(-6)}@example.com`;
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Update email' }).click();
  const dialog = page.getByRole('dialog');
  const { code } = await emailedCode(email);
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('The verification code is not correct')).toBeVisible();
  await expect(page).toHaveURL(/\/email-update$/);
});
