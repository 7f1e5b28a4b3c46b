// issue 11 · customers: the backoffice account invites a customer who signs in and joins, then
// disables them (their next call is refused) and enables them again.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, DEMO, idTokenFor, signInWithPhone } from '../fixtures/auth';

// The words of shared/src/model/users.ts (CUSTOMER_MSG).
const CUSTOMER_MSG = {
  invited: 'Invite customer successful!',
  activated: 'Activate successful!',
  deactivated: 'Deactivate successful!',
  phoneTaken: 'This phone number already belongs to someone',
  accountDisabled: 'Your account is disabled: ask us to enable it again',
};

const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Runs the detail's status action `label` and confirms it in the dialog. */
async function confirmAction(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('the backoffice account invites a customer who joins; disabled, their next call is refused; enabled, it works again', async ({
  page,
  browser,
}) => {
  const stamp = String(Date.now());
  const phone = `+1555019${stamp.slice(-4)}`;
  const name = `E2E Invitee ${stamp}`;

  // the backoffice account invites the new customer
  await page.goto('/');
  await signInWithPhone(page, DEMO.officeStaff);
  await page.goto('/users');
  await page.getByRole('button', { name: 'Invite Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Customer' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Phone number').fill(phone.replace(/^\+1/, ''));
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(notice(page, CUSTOMER_MSG.invited)).toBeVisible();
  await expect(dialog).toBeHidden();

  // inviting the same phone again is refused with a clear message
  await page.getByRole('button', { name: 'Invite Customer' }).click();
  await dialog.getByLabel('Name').fill(`${name} again`);
  await dialog.getByLabel('Phone number').fill(phone.replace(/^\+1/, ''));
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(notice(page, CUSTOMER_MSG.phoneTaken)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // the invited person signs in with the phone and joins
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto('/');
  await signInWithPhone(invitee, phone);
  await expect(invitee).toHaveURL(/\/join-invite$/);
  await invitee.getByRole('button', { name: /^join$/i }).click();
  await expect(notice(invitee, 'Join Invited successful!')).toBeVisible();
  await context.close();
  const joined = await apiCall<{ status: string }>(await idTokenFor(phone), 'GET', '/me');
  expect(joined.status).toBe(200);
  expect(joined.body.data.status).toBe('joined');

  // the backoffice account finds them, opens the detail and disables them
  const search = page.getByPlaceholder('Search FCS ID, name or phone');
  await search.fill(name);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/users\/[^/]+$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Joined')).toBeVisible();
  await row.getByRole('link', { name: /^FCS\d+$/ }).click();
  await expect(page).toHaveURL(/\/user-detail\/[^/]+$/);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await confirmAction(page, 'Disable');
  await expect(notice(page, CUSTOMER_MSG.deactivated)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable', exact: true })).toBeVisible();

  // their next call is refused, saying why
  const refused = await apiCall(await idTokenFor(phone), 'GET', '/me');
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(CUSTOMER_MSG.accountDisabled);

  // enabled again, a fresh token's call works
  await confirmAction(page, 'Enable');
  await expect(notice(page, CUSTOMER_MSG.activated)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable', exact: true })).toBeVisible();
  const again = await apiCall<{ status: string }>(await idTokenFor(phone), 'GET', '/me');
  expect(again.status).toBe(200);
  expect(again.body.data.status).toBe('joined');

  // the backoffice account adds an address to the customer's book, then edits it from its card
  await page.getByRole('button', { name: /Add address/ }).click();
  await expect(page).toHaveURL(/\/new-address\/[^/]+$/);
  const fill = (label: string, value: string) => page.getByRole('textbox', { name: label }).fill(value);
  await fill('Full name', `${name} home`);
  await fill('Phone number', phone.slice(2));
  await fill('Address line1', '12 Elm Street');
  await fill('City', 'Edison');
  await fill('State', 'NJ');
  await fill('Zip code', '08817');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Add address successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/user-detail\/[^/]+$/);
  const card = page.getByRole('article', { name: `${name} home` });
  await expect(card.getByText('Edison, NJ 08817')).toBeVisible();
  await card.getByRole('link', { name: `Edit ${name} home` }).click();
  await expect(page).toHaveURL(/\/address-detail\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Edison');
  await fill('City', 'Metuchen');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Update address successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/user-detail\/[^/]+$/);
  await expect(card.getByText('Metuchen, NJ 08817')).toBeVisible();
  // the customer's own book holds it
  const book = await apiCall<{ city: string }[]>(await idTokenFor(phone), 'GET', '/delivery_addresses');
  expect(book.body.data.map((a) => a.city)).toEqual(['Metuchen']);
});
