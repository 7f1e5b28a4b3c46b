import { expect, test } from '@playwright/test';
import { DEMO } from '../fixtures/auth';
import { chooseByKeyboard, expectFocusRing, expectPage, press, signInByKeyboard, tabTo, typeInto } from '../fixtures/keyboard';
import { packagesOf } from '../fixtures/packages';
import { pickupByRemark } from '../fixtures/pickups';

// Two journeys with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): no click, every control reached
// with Tab and shown with a focus ring, focus on each new page's heading, dialogs that keep the focus
// inside and give it back, and the snackbar's words in a live region.

// With antd's motion, as most people have it: focus moves into dialogs and menus as they open.
test.use({ reducedMotion: 'no-preference' });

/** The snackbar's message, in the live region a screen reader reads. */
async function announced(page: import('@playwright/test').Page, text: string) {
  await expect(page.getByTestId('snackbar-region')).toContainText(text);
}

test('a visitor skips to the content, tracks packages and signs in, without a mouse', async ({ page }) => {
  const { rows } = await packagesOf(DEMO.customer1);
  const [a, b] = rows;
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The first Tab offers the skip link; it takes the focus past the top bar.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const box = page.getByRole('textbox', { name: 'Tracking numbers' });
  await expect(box).toBeFocused();
  await page.keyboard.type(`${a!.tracking_id}, ${b!.tracking_id}`);
  await press(page, page.getByRole('button', { name: 'Track', exact: true }));
  const results = page.getByTestId('track-results');
  await expect(results.getByText(a!.tracking_id)).toBeVisible();
  await expect(results.getByText(b!.tracking_id)).toBeVisible();
  // A status is told in words, never by its colour alone.
  await expect(results.getByText(a!.status, { exact: true }).first()).toBeVisible();

  // The sign-in popup keeps the focus inside while open, and Escape gives it back to Login.
  const login = page.getByRole('button', { name: /^login$/i }).first();
  await tabTo(page, login, { back: true });
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  // Tab never reaches the page behind the popup (past its last control the browser's own bar may
  // take the focus, as with a native modal dialog; the next Tab comes back into the popup).
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((d) =>
      d.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page',
    );
    expect(where).not.toBe('page');
  }
  await tabTo(page, dialog.getByLabel('Phone number'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();

  await signInByKeyboard(page, DEMO.customer1);
  await expect(page.getByRole('region', { name: 'My recent packages' })).toBeVisible();
});

test('a customer requests a pickup and a staff member confirms it, without a mouse', async ({ page, browser }) => {
  const remark = `keyboard ${Date.now().toString().slice(-7)}`;
  await page.goto('/');
  await signInByKeyboard(page, DEMO.customer1);

  await press(page, page.getByRole('link', { name: 'My Requested Pickups', exact: true }));
  await expectPage(page, 'My Requested Pickups');
  await press(page, page.getByRole('button', { name: /Request Pickup/ }));
  await expectPage(page, 'Request Pickup');
  await press(page, page.getByRole('button', { name: /Select address/ }));
  await expect(page).toHaveURL(/\/addresses\?select=1$/);
  await press(page, page.getByRole('button', { name: /^Select / }).first());
  await expect(page).toHaveURL(/\/request-pickup-form$/);
  await expect(page.getByRole('textbox', { name: 'Pickup Zone' })).not.toHaveValue('');
  await chooseByKeyboard(page, page.getByRole('combobox', { name: 'Pickup Date' }), /\d/);
  await typeInto(page, page.getByRole('textbox', { name: 'Remark' }), remark);
  const submit = page.getByRole('button', { name: 'Request Pickup', exact: true });
  await press(page, submit);
  await announced(page, 'Request pickup successful!');
  await expect(page).toHaveURL(/\/my-pickup-detail\//);
  const pickup = await pickupByRemark(DEMO.pickupStaff, remark);
  expect(pickup.status).toBe('requested');

  // The staff member, in a browser of their own.
  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await staff.goto('/');
  await signInByKeyboard(staff, DEMO.pickupStaff);
  await press(staff, staff.getByRole('link', { name: 'Pickups', exact: true }));
  await expectPage(staff, 'Pickups');
  await typeInto(staff, staff.getByPlaceholder('Number, zone, FCS ID or name'), pickup.pickup_number);
  await staff.keyboard.press('Enter');
  await expect(staff.getByText('1-1 of 1').first()).toBeVisible();
  await press(staff, staff.getByRole('link', { name: pickup.pickup_number }));
  await expectPage(staff, 'Pickup');
  await press(staff, staff.getByRole('button', { name: 'Confirm', exact: true }));
  await expect(staff).toHaveURL(new RegExp(`/pickup-confirm/${pickup.id}$`));
  await chooseByKeyboard(staff, staff.getByRole('combobox', { name: 'Staff' }), 'Oscar Diaz');
  const confirm = staff.getByRole('button', { name: 'Confirm Pickup' });
  await press(staff, confirm);
  await announced(staff, 'Confirm pickup successful!');
  await expect.poll(async () => (await pickupByRemark(DEMO.pickupStaff, remark)).status).toBe('confirmed');
  await staff.context().close();
});
