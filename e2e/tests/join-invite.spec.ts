import { expect, test } from '@playwright/test';
import { DEMO, signInWithPhone } from '../fixtures/auth';

test('the invited account joins from /join-invite and becomes a customer', async ({ page }) => {
  await page.goto('/');
  await signInWithPhone(page, DEMO.invited);
  // an invited user at / is sent to /join-invite
  await expect(page).toHaveURL(/\/join-invite$/);
  await page.getByRole('button', { name: /^join$/i }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Join Invited successful!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Packages' }).first()).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('My recent packages')).toBeVisible();
});
