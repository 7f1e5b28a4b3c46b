import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInWithPhone } from '../fixtures/auth';
import { openMenu } from '../fixtures/dropoffs';

// An invoice's day (issue 11): the backoffice account (inv) invoices customer 0001 with two lines
// through the customer search, finds it in /invoices, marks it paid; the customer sees it in My
// Invoices with the same total and status.
test.describe.configure({ mode: 'serial' });

const description = `e2e air freight ${Date.now().toString().slice(-7)}`;
let invoiceNumber = '';

async function snackbar(page: Page, text: string) {
  await expect(page.locator('[role="alert"], [role="status"]').filter({ hasText: text }).first()).toBeVisible();
}

test('the backoffice account creates an invoice for customer 0001 with two lines, finds it in /invoices and marks it paid', async ({
  page,
}) => {
  await page.goto('/');
  await signInWithPhone(page, DEMO.officeStaff);
  await openMenu(page, 'Invoices');
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByText(/^1-10 of \d+$/).first()).toBeVisible();

  // Nothing filled: the messages in red under their fields.
  await page.getByRole('button', { name: /Create Invoice/ }).click();
  await expect(page).toHaveURL(/\/create-invoice$/);
  await expect(page.getByRole('heading', { name: 'Create Invoice' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Invoice', exact: true }).click();
  for (const text of ['Customer is required', 'Description is required']) await expect(page.getByText(text)).toBeVisible();

  // The customer through the search; the line typed before survives the trip.
  await page.getByRole('textbox', { name: 'Description of line 1' }).fill(description);
  await page.getByRole('button', { name: /Select Customer/ }).click();
  await expect(page).toHaveURL(/\/search-customers$/);
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('FCS00001');
  await page.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'FCS00001' })
    .getByRole('button', { name: /Select customer/ })
    .click();
  await expect(page).toHaveURL(/\/create-invoice$/);
  await expect(page.getByText('Alice Carter')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description of line 1' })).toHaveValue(description);

  // Two lines: 2 × $12.35 and 1 × $5.30, $30.00 in all.
  await page.getByRole('spinbutton', { name: 'Quantity of line 1' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Unit price of line 1' }).fill('12.35');
  await page.getByRole('button', { name: /Add Line/ }).click();
  await page.getByRole('textbox', { name: 'Description of line 2' }).fill('Shipment insurance');
  await page.getByRole('spinbutton', { name: 'Unit price of line 2' }).fill('5.30');
  await page.getByRole('spinbutton', { name: 'Unit price of line 2' }).blur();
  await expect(page.getByLabel('Invoice total')).toHaveText('Total $30.00');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await snackbar(page, 'Create invoice successful!');
  await expect(page).toHaveURL(/\/invoice-detail\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { name: /^Invoice INV\d+$/ });
  await expect(heading).toBeVisible();
  invoiceNumber = (await heading.innerText()).replace('Invoice ', '').trim();
  const lines = page.getByRole('table', { name: 'Invoice lines' });
  await expect(lines.getByText(description)).toBeVisible();
  await expect(lines.getByText('$24.70')).toBeVisible();
  await expect(lines.getByText('$30.00').first()).toBeVisible();
  await expect(page.getByText('FCS00001 · Alice Carter')).toBeVisible();

  // In the list, found by its number: $30, unpaid.
  await page.getByRole('link', { name: /Back to Invoices/ }).click();
  await expect(page).toHaveURL(/\/invoices/);
  await page.getByPlaceholder('Invoice number, FCS ID or name').fill(invoiceNumber);
  await page.getByPlaceholder('Invoice number, FCS ID or name').press('Enter');
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoiceNumber });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('$30', { exact: true })).toBeVisible();
  await expect(row.getByText('unpaid')).toBeVisible();

  // Marked paid after the question; the history says who.
  await row.getByRole('link', { name: invoiceNumber }).click();
  await page.getByRole('button', { name: /Mark as Paid/ }).click();
  await expect(page.getByRole('dialog').getByText(`Mark invoice ${invoiceNumber} as paid?`)).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Mark as Paid/ })
    .click();
  await snackbar(page, 'Invoice marked as paid!');
  await expect(page.getByRole('button', { name: /Mark as Paid/ })).toHaveCount(0);
  await expect(page.locator('[data-status="paid"]').first()).toBeVisible();
  await expect(page.getByText(/by Farid Haddad/).first()).toBeVisible();
});

test('customer 0001 sees the new invoice in My Invoices with the same total and status', async ({ page }) => {
  expect(invoiceNumber).not.toBe('');
  await page.goto('/');
  await signInWithPhone(page, DEMO.customer1);
  await openMenu(page, 'My Invoices');
  await expect(page).toHaveURL(/\/my-invoices/);
  await page.getByPlaceholder('Search invoice number').fill(invoiceNumber);
  await page.getByPlaceholder('Search invoice number').press('Enter');
  const row = page.getByRole('table', { name: 'My invoices' }).getByRole('row').filter({ hasText: invoiceNumber });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('$30', { exact: true })).toBeVisible();
  await expect(row.getByText('paid', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: invoiceNumber }).click();
  await expect(page).toHaveURL(/\/my-invoice-detail\//);
  await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Invoice lines' });
  await expect(lines.getByText(description)).toBeVisible();
  await expect(lines.getByText('$30.00').first()).toBeVisible();
  await expect(page.locator('[data-status="paid"]').first()).toBeVisible();
  // The customer sees when, not which staff member.
  await expect(page.getByText(/Farid Haddad/)).toHaveCount(0);
});
