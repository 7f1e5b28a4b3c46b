import { expect, test } from '@playwright/test';
import { DEMO, signInWithPhone } from '../fixtures/auth';
import { packagesOf } from '../fixtures/packages';

test('customer 0001 sees only their own packages and opens one with photos', async ({ page }) => {
  const mine = await packagesOf(DEMO.customer1);
  const theirs = await packagesOf(DEMO.customer2);
  const myNumbers = new Set(mine.rows.map((r) => r.tracking_id));
  const theirOnly = theirs.rows.filter((r) => !myNumbers.has(r.tracking_id));
  expect(mine.rows.some((r) => r.user_id === mine.me.id)).toBe(true);
  expect(mine.rows.some((r) => r.sender_id === mine.me.id)).toBe(true);

  await page.goto('/');
  await signInWithPhone(page, DEMO.customer1);
  await page.getByRole('link', { name: 'My Packages' }).first().click();
  await expect(page).toHaveURL(/\/my-packages/);
  await expect(page.getByText(`1-10 of ${mine.rows.length}`).first()).toBeVisible();

  await page
    .getByRole('combobox')
    .last()
    .click()
    .catch(() => undefined);
  await page.goto('/my-packages?size=30');
  await expect(page.getByText(`1-${Math.min(30, mine.rows.length)} of ${mine.rows.length}`).first()).toBeVisible();
  const shown = await page
    .getByRole('link')
    .filter({ hasText: /^[A-Z0-9]{8,}$/ })
    .allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  for (const n of shown) expect(myNumbers.has(n)).toBe(true);
  for (const other of theirOnly.slice(0, 5)) await expect(page.getByText(other.tracking_id)).toHaveCount(0);

  // search by part of a tracking number
  const withPhotos = mine.rows.find((r) => r.photo_urls.length > 0)!;
  const search = page.getByPlaceholder(/search/i).first();
  await search.fill(withPhotos.tracking_id.slice(-6));
  await search.press('Enter');
  await expect(page.getByRole('link', { name: withPhotos.tracking_id })).toBeVisible();

  await page.getByRole('link', { name: withPhotos.tracking_id }).click();
  await expect(page).toHaveURL(new RegExp(`/my-package-detail/${withPhotos.id}`));
  await expect(page.getByText(withPhotos.tracking_id).first()).toBeVisible();
  const thumbs = page.locator('img[src*="/files/"]');
  await expect(thumbs.first()).toBeVisible();
  await expect(thumbs).toHaveCount(withPhotos.photo_urls.length);
  const box = await thumbs.first().boundingBox();
  expect(Math.round(box!.width)).toBe(100);
  expect(Math.round(box!.height)).toBe(100);
  // photos open in a zoomable viewer
  await thumbs.first().click();
  await expect(page.locator('.ant-image-preview').first()).toBeVisible();
});
