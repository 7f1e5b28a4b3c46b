// issue 12 · settings: the admin makes a pickup zone with a zip and offers a date in it; the
// customer whose address has that zip can then request a pickup on that date, and its confirmation
// reaches the SMTP catcher and the SMS log (/sms). The zip messages
// of spec 2 §5 (invalid, duplicate, held by another zone) along the way; the menu at 390 px.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, DEMO, idTokenFor, signInWithPhone } from '../fixtures/auth';
import { dateLabel } from '../fixtures/customer';
import { caughtMail, confirmPickup, smsRow } from '../fixtures/delivery';

// The words of shared/src/model/settings.ts (SETTINGS_MSG).
const MSG = {
  zoneMade: 'Make pickup zone successful!',
  dateMade: 'Make pickup date successful!',
  invalidZip: 'invalid zip code',
  zipInZone: 'zip code is already exist',
};
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** US zips of the dataset that no seeded zone holds: the first still free is this run's. */
const CANDIDATE_ZIPS = ['07960', '07901', '07039', '07042', '07050', '07052', '07090', '07110', '07201', '07306'];

/** yyyymmdd of the day `days` from now in New York. */
function dayFromNow(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
  return parts.replaceAll('-', '');
}

test('an admin makes a zone with a zip and offers a date in it; the customer with that zip requests a pickup on it, whose confirmation leaves by e-mail and SMS', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString().slice(-6);
  const zoneName = `E2E Zone ${stamp}`;
  const customerToken = await idTokenFor(DEMO.customer1);
  let zip = '';
  for (const candidate of CANDIDATE_ZIPS) {
    if ((await apiCall(customerToken, 'GET', `/zones/by_zip/${candidate}`)).status === 404) {
      zip = candidate;
      break;
    }
  }
  expect(zip).not.toBe('');
  const taken = await apiCall<{ id: string }[]>(customerToken, 'GET', '/pickup_dates');
  let offset = 20;
  while (taken.body.data.some((d) => d.id === dayFromNow(offset))) offset++;
  const dateId = dayFromNow(offset);

  // --- the admin: Settings, Pickup Zones, Make Pickup Zone ---------------------------------------
  await page.goto('/');
  await signInWithPhone(page, DEMO.reportAdmin);
  await page.goto('/settings');
  await expect(page.getByRole('navigation', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'SMSs' })).toHaveAttribute('href', '/sms');
  await expect(page.getByRole('link', { name: 'SMS Rates' })).toHaveAttribute('href', '/rates');
  await page.getByRole('link', { name: 'Pickup Zones' }).click();
  await expect(page).toHaveURL(/\/settings\/pickup-zones$/);
  await page.getByRole('button', { name: 'Make Pickup Zone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Pickup Zone' });
  await dialog.getByLabel('Zone Name').fill(zoneName);
  const zipBox = dialog.getByRole('textbox', { name: 'Zip Code', exact: true });
  const add = dialog.getByRole('button', { name: 'Add' });

  // digits only; fewer than five: the red 'invalid zip code'
  await zipBox.fill('12a3');
  await expect(zipBox).toHaveValue('123');
  await add.click();
  await expect(dialog.getByText(MSG.invalidZip, { exact: true })).toBeVisible();
  // a zip of another zone: refused, naming the zone
  await zipBox.fill('08820');
  await add.click();
  await expect(dialog.getByText('zip code 08820 already belongs to the zone "Central Jersey"')).toBeVisible();
  // a code the dataset does not know
  await zipBox.fill('00000');
  await add.click();
  await expect(dialog.getByText('00000 is not a US zip code')).toBeVisible();
  // a real one: added with its city and state
  await zipBox.fill(zip);
  await add.click();
  const zips = dialog.getByRole('list', { name: 'Zip codes of the zone' });
  await expect(zips.getByRole('listitem')).toHaveCount(1);
  await expect(zips).toContainText(new RegExp(`${zip} [A-Za-z .]+, NJ`));
  // twice in the zone: 'zip code is already exist'
  await zipBox.fill(zip);
  await add.click();
  await expect(dialog.getByText(MSG.zipInZone, { exact: true })).toBeVisible();
  await expect(zips.getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Make', exact: true }).click();
  await expect(notice(page, MSG.zoneMade)).toBeVisible();
  await expect(dialog).toBeHidden();
  const zoneRow = page.getByRole('row').filter({ hasText: zoneName });
  await expect(zoneRow).toContainText(zip);

  // the api refuses a zip of another zone too (409, naming it)
  const adminToken = await idTokenFor(DEMO.reportAdmin);
  const twice = await apiCall(adminToken, 'POST', '/zones', { name: `${zoneName} twin`, zip_codes: [zip] });
  expect(twice.status).toBe(409);
  expect(twice.body.message).toBe(`zip code ${zip} already belongs to the zone "${zoneName}"`);

  // --- Available Pickup Dates: offer the date in the new zone -------------------------------------
  await page.getByRole('link', { name: 'Available Pickup Dates' }).click();
  await expect(page).toHaveURL(/\/settings\/pickup-dates$/);
  await page.getByRole('button', { name: 'Make Pickup Date' }).click();
  const dateDialog = page.getByRole('dialog', { name: 'Make Pickup Date' });
  await dateDialog.getByLabel('Pickup Date').fill(`${dateId.slice(0, 4)}-${dateId.slice(4, 6)}-${dateId.slice(6, 8)}`);
  await dateDialog.getByLabel('Remark').fill(`Offered by e2e ${stamp}`);
  await dateDialog.getByRole('checkbox', { name: zoneName }).check();
  await dateDialog.getByRole('button', { name: 'Make', exact: true }).click();
  await expect(notice(page, MSG.dateMade)).toBeVisible();
  const dateRow = page.getByRole('row').filter({ hasText: dateLabel(dateId) });
  await expect(dateRow).toContainText(zoneName);
  await expect(dateRow).toContainText(`Offered by e2e ${stamp}`);
  // the same date again: refused before it is sent
  await page.getByRole('button', { name: 'Make Pickup Date' }).click();
  await dateDialog.getByLabel('Pickup Date').fill(`${dateId.slice(0, 4)}-${dateId.slice(4, 6)}-${dateId.slice(6, 8)}`);
  await dateDialog.getByRole('checkbox', { name: zoneName }).check();
  await dateDialog.getByRole('button', { name: 'Make', exact: true }).click();
  await expect(dateDialog.getByText(`${dateLabel(dateId)} is already offered: edit it instead`)).toBeVisible();
  await dateDialog.getByRole('button', { name: 'Cancel' }).click();

  // --- the customer with an address in that zip requests a pickup on that date -------------------
  const me = await apiCall<{ id: string }>(customerToken, 'GET', '/me');
  const addressName = `Alice Carter (zone e2e ${stamp})`;
  const address = await apiCall(customerToken, 'POST', '/delivery_address', {
    user_id: me.body.data.id,
    full_name: addressName,
    phone_number: '+15550100001',
    country: 'United States',
    address_line1: '5 E2E Avenue',
    city: 'Somewhere',
    state: 'NJ',
    zip_code: zip,
  });
  expect(address.status).toBe(200);

  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto('/');
  await signInWithPhone(customer, DEMO.customer1);
  await customer.goto('/request-pickup-form');
  await customer.getByRole('button', { name: /Select address/ }).click();
  await expect(customer).toHaveURL(/\/addresses\?select=1$/);
  await customer.getByRole('button', { name: `Select ${addressName}` }).click();
  await expect(customer).toHaveURL(/\/request-pickup-form$/);
  await expect(customer.getByRole('textbox', { name: 'Pickup Zone' })).toHaveValue(zoneName);
  await customer.getByRole('combobox', { name: 'Pickup Date' }).click();
  await customer
    .locator('.ant-select-item-option')
    .filter({ hasText: dateLabel(dateId) })
    .click();
  await customer.getByRole('button', { name: 'Request Pickup' }).click();
  await expect(customer.getByText('Request pickup successful!')).toBeVisible();
  await expect(customer).toHaveURL(/\/my-pickup-detail\//);
  await expect(customer.getByText(dateLabel(dateId), { exact: true })).toBeVisible();
  await expect(customer.getByText(zoneName)).toBeVisible();
  const pickupId = new URL(customer.url()).pathname.split('/').pop()!;
  await context.close();

  // --- pku staff confirm it: the e-mail leaves through SMTP, the SMS is logged with its cost -------
  const pickup = await apiCall<{ pickup_number: string }>(customerToken, 'GET', `/pickups/${pickupId}`);
  const number = pickup.body.data.pickup_number;
  const staff = await (await browser.newContext()).newPage();
  await staff.goto('/');
  await signInWithPhone(staff, DEMO.pickupStaff);
  await confirmPickup(staff, pickupId);
  const mail = await caughtMail('alice.carter@example.com', number);
  expect(mail.text).toContain(dateLabel(dateId));
  await staff.context().close();
  const row = await smsRow(page, number);
  await expect(row).toContainText('+15550100001');
  await expect(row).toContainText('$0.0079');
});

test('the settings menu works at 390 px: a select of the pages, the selected page in the URL', async ({ page }, testInfo) => {
  await page.goto('/');
  await signInWithPhone(page, DEMO.reportAdmin);
  // The desktop layout first: the left menu beside the page.
  await page.goto('/settings/complete-dropoff-format');
  await expect(page.getByRole('link', { name: 'Complete Dropoff Email/SMS Format' })).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('group', { name: 'Insert a variable at the cursor:' }).getByRole('button', { name: '%dropoff_number%' }),
  ).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Insert a variable at the cursor:' }).getByRole('button', { name: '%pickup_number%' }),
  ).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('settings-format-desktop.png'), fullPage: true });
  await page.getByRole('link', { name: 'Pickup Zones' }).click();
  await page.getByRole('button', { name: 'Edit Central Jersey' }).click();
  await expect(page.getByRole('dialog').getByRole('list', { name: 'Zip codes of the zone' })).toContainText('08820 Edison, NJ');
  await page.screenshot({ path: testInfo.outputPath('settings-zone-dialog-desktop.png') });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'Contact and Office' }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail Address' })).not.toHaveValue('');
  await page.screenshot({ path: testInfo.outputPath('settings-contact-desktop.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/pickup-dates');
  await expect(page.getByRole('table', { name: 'Available pickup dates' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settings-dates-390.png'), fullPage: true });
  const menu = page.getByRole('combobox', { name: 'Settings page' });
  await menu.click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Confirm Pickup Email/SMS Format' }).click();
  await expect(page).toHaveURL(/\/settings\/confirm-pickup-format$/);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '23');
  await expect(page.getByRole('textbox', { name: 'SMS' })).toHaveAttribute('rows', '5');
  await expect(page.getByLabel('SMS size')).toContainText('GSM-7');
  // The cost in each country with a rate (the seeded rates: Myanmar 0.195 a segment).
  await expect(page.getByRole('table', { name: 'SMS cost by country' }).getByRole('row', { name: /Myanmar/ })).toContainText('$0.1950');
  await page.screenshot({ path: testInfo.outputPath('settings-format-390.png'), fullPage: true });
  await menu.click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Pickup Zones' }).click();
  await expect(page).toHaveURL(/\/settings\/pickup-zones$/);
  await expect(page.getByRole('table', { name: 'Pickup zones' })).toContainText('Central Jersey');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('settings-zones-390.png'), fullPage: true });
});
