import { expect, test } from '@playwright/test';
import { DEMO, signInWithPhone } from '../fixtures/auth';

test('phone sign-in with the code from the emulator, then logout with confirmation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('v1.3.8+55')).toBeVisible();
  await signInWithPhone(page, DEMO.customer1);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('v1.3.8+55')).toBeHidden();
  await expect(page.getByRole('link', { name: 'My Packages' }).first()).toBeVisible();
  // joined customers see their recent packages on the home page, from mf-customer
  await expect(page.getByText('My recent packages')).toBeVisible();

  await page
    .getByRole('button', { name: /logout/i })
    .first()
    .click();
  await expect(page.getByText('Logout your account ?')).toBeVisible();
  await page
    .getByRole('button', { name: /^(ok|logout|yes)$/i })
    .last()
    .click();
  await expect(page.getByRole('button', { name: /^login$/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Packages' })).toHaveCount(0);
});

test('a phone with no account signs up and is asked to request an invitation', async ({ page }) => {
  await page.goto('/');
  await signInWithPhone(page, '+15550108888');
  // signup users at / are sent to /track-packages
  await expect(page).toHaveURL(/\/track-packages$/);
  await expect(page.getByText('Please request for invite from')).toBeVisible();
  await expect(page.getByRole('link', { name: /facebook/i }).first()).toHaveAttribute('href', /facebook\.com/);
  await expect(page.getByRole('link', { name: 'My Packages' })).toHaveCount(0);
});
