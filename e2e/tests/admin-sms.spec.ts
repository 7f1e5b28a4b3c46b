import { expect, test, type Page } from '@playwright/test';
import { apiCall, DEMO, idTokenFor, signInWithPhone } from '../fixtures/auth';
import { caughtMail, confirmPickup, smsRow } from '../fixtures/delivery';
import { requestedPickupOfAlice } from '../fixtures/pickups';

// Messages really leave (issue 12): pku staff confirm a pickup; the outbox worker sends the e-mail
// through SMTP (the development catcher) and the SMS through the development provider, which lands
// in the SMS log with its cost, shown to the admin on /sms. Then the SMS rates: sa adds one, a staff
// member without sa cannot.
test.describe.configure({ mode: 'serial' });

const ALICE_EMAIL = 'alice.carter@example.com';
const remark = `e2e sms ${Date.now().toString().slice(-7)}`;
let pickupNumber = '';

async function snackbar(page: Page, text: string) {
  await expect(page.locator('[role="alert"], [role="status"]').filter({ hasText: text }).first()).toBeVisible();
}

test('pku staff confirm a pickup: the e-mail arrives over SMTP and the SMS is logged with its cost, shown on /sms to the admin', async ({
  page,
}) => {
  const pickup = await requestedPickupOfAlice(remark);
  pickupNumber = pickup.pickup_number;

  await page.goto('/');
  await signInWithPhone(page, DEMO.pickupStaff);
  await confirmPickup(page, pickup.id);

  // The e-mail, as the SMTP catcher received it, with the outbox row's idempotency key as its Message-ID.
  const mail = await caughtMail(ALICE_EMAIL, pickupNumber);
  expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@fcs\.outbox>$/);
  expect(mail.text).toContain('Oscar Diaz');

  // The admin's /sms for this month: the SMS to Alice's phone with its cost (1 segment × the US rate).
  const context = await page.context().browser()!.newContext();
  page = await context.newPage();
  await page.goto('/');
  await signInWithPhone(page, DEMO.reportAdmin);
  const row = await smsRow(page, pickupNumber);
  await expect(page.getByRole('combobox', { name: 'Month' })).toBeVisible();
  await expect(page.getByTestId('sms-usage')).toHaveText(/^Usage:\$\d+\.\d{2,4}$/);
  await expect(page.getByRole('img', { name: /SMS usage of the last twelve months/ })).toBeVisible();
  await expect(row).toContainText('+15550100001');
  await expect(row).toContainText('$0.0079');
  await expect(row).toContainText('delivered');
  // The page sizes of spec 3: 2, 4, 6 and 10.
  await page.locator('.ant-pagination-options .ant-select').first().click();
  for (const size of ['2 / page', '4 / page', '6 / page', '10 / page'])
    await expect(page.getByRole('option', { name: size, exact: true })).toBeVisible();
  await page.getByRole('option', { name: '2 / page', exact: true }).click();
  await expect(page.getByRole('table', { name: 'SMS' }).locator('tbody tr')).toHaveCount(2);
  await context.close();
});

test('the sa account adds an SMS rate; a staff account without sa sees the list only and the api refuses it', async ({ page }) => {
  await page.goto('/');
  await signInWithPhone(page, DEMO.superAdmin);
  await page.goto('/rates');
  await expect(page.getByRole('heading', { name: 'SMS Rates' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'SMS rates' })).toContainText('Myanmar');
  await page.getByRole('button', { name: 'Add SMS Rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add SMS Rate' });
  await dialog.getByLabel('Country', { exact: true }).fill('Japan');
  await dialog.getByLabel('Country Code').fill('+81');
  await dialog.getByLabel('Rate').fill('abc');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Invalid rate')).toBeVisible();
  await dialog.getByLabel('Rate').fill('0.0725');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await snackbar(page, 'Create sms rate successful!');
  const japan = page.getByRole('table', { name: 'SMS rates' }).getByRole('row').filter({ hasText: 'Japan' });
  await expect(japan).toContainText('+81');
  await expect(japan).toContainText('$0.0725');

  // Admin without sa: the list, no Add SMS Rate, no edit or delete; the api answers 403.
  const token = await idTokenFor(DEMO.reportAdmin);
  const refused = await apiCall(token, 'POST', '/sms_rates', { country: 'Kenya', country_code: '+254', rate: 0.05 });
  expect(refused.status).toBe(403);
  const list = await apiCall<{ country: string }[]>(token, 'GET', '/sms_rates');
  expect(list.body.data.map((r) => r.country)).toContain('Japan');
  expect(list.body.data.map((r) => r.country)).not.toContain('Kenya');

  const context = await page.context().browser()!.newContext();
  const other = await context.newPage();
  await other.goto('/');
  await signInWithPhone(other, DEMO.reportAdmin);
  await other.goto('/rates');
  await expect(other.getByRole('table', { name: 'SMS rates' })).toContainText('Japan');
  await expect(other.getByRole('button', { name: 'Add SMS Rate' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await context.close();
});
