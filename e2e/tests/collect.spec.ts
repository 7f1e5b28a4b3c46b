import { expect, test } from '@playwright/test';
import { apiCall, DEMO, idTokenFor, signInWithPhone } from '../fixtures/auth';
import { assignedPickups, DRIVER, todayEt } from '../fixtures/collect';
import { openMenu } from '../fixtures/dropoffs';

test('the driver opens Collect, sees only his pickups, and routes today’s from the office on the offline map', async ({ page }) => {
  const mine = await assignedPickups(DRIVER);
  const today = await assignedPickups(DRIVER, todayEt());
  const others = await assignedPickups(DEMO.pickupStaff);
  // The seed gives him 10 today (seed.test.ts); specs that ran before may have confirmed more for him.
  expect(today.length).toBeGreaterThanOrEqual(10);
  expect(today.length).toBeLessThanOrEqual(25);
  const n = today.length;
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.slice(0, n + 1);
  const myNumbers = new Set(mine.map((p) => p.pickup_number));
  expect(others.some((p) => myNumbers.has(p.pickup_number))).toBe(false);

  await page.goto('/');
  await signInWithPhone(page, DRIVER);
  await openMenu(page, 'Collect');
  await expect(page).toHaveURL(/\/assign-pickups$/);
  await expect(page.getByRole('heading', { name: 'Collect' })).toBeVisible();

  // Confirmed and rescheduled by default: exactly his, as the api counts them, 10 a page.
  await expect(page.getByText(`1-10 of ${mine.length}`)).toBeVisible();
  const shown = await page.getByRole('table', { name: 'Assigned pickups' }).getByRole('link', { name: /^PU/ }).allTextContents();
  expect(shown).toHaveLength(10);
  for (const number of shown) expect(myNumbers.has(number)).toBe(true);
  for (const p of others) await expect(page.getByRole('link', { name: p.pickup_number, exact: true })).toHaveCount(0);

  // The route of the day.
  await page.getByRole('button', { name: 'Route' }).click();
  await expect(page).toHaveURL(/\/assign-pickup-route$/);
  await expect(page.getByRole('heading', { name: 'Pickup route' })).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click();
  const table = page.getByRole('table', { name: 'Pickups of the day' });
  await expect(table.getByRole('link', { name: /^PU/ })).toHaveCount(n);
  expect((await table.getByRole('link', { name: /^PU/ }).allTextContents()).sort()).toEqual(today.map((p) => p.pickup_number).sort());
  await expect(page.getByRole('radio', { name: 'Office' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  // At most 25: the limit cannot be passed with his day (the rule itself is unit-tested).
  await expect(page.getByText(new RegExp(`^${n} of ${n} selected`))).toBeVisible();
  await page.getByRole('button', { name: /Find route/ }).click();

  const map = page.getByRole('img', { name: 'Route map' });
  await expect(map).toBeVisible();
  await expect(map.locator('g[data-letter]')).toHaveCount(n + 1);
  expect(await map.locator('g[data-letter]').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-letter')))).toEqual(letters.split(''));
  await expect(map.locator('polyline')).toHaveCount(1);
  await expect(page.getByText('Live map unavailable: the stops are ordered here by straight-line distance')).toBeVisible();
  await expect(page.getByTestId('route-distance')).toContainText(/Total distance: \d+\.\d km \(\d+\.\d mi\)/);

  const legs = page.getByTestId('route-leg');
  await expect(legs).toHaveCount(n);
  for (let i = 0; i < n; i++) {
    const leg = legs.nth(i);
    await expect(leg.getByLabel(`From ${letters[i]} to ${letters[i + 1]}`)).toBeVisible();
    await expect(leg.getByRole('link', { name: 'Direction' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=-?[\d.]+,-?[\d.]+&destination=-?[\d.]+,-?[\d.]+&travelmode=driving$/,
    );
    await expect(leg.getByRole('link', { name: 'Map' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
  }
  // Each leg starts where the one before ended, the first at the office.
  const hrefs = await legs.getByRole('link', { name: 'Direction' }).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const points = hrefs.map((href) => new URL(href)).map((u) => [u.searchParams.get('origin'), u.searchParams.get('destination')]);
  expect(points[0]![0]).toBe('40.5171,-74.3973');
  for (let i = 1; i < points.length; i++) expect(points[i]![0]).toBe(points[i - 1]![1]);
  // The legs visit each of his pickups of today once.
  const legNumbers = await page.getByTestId('leg-pickup-number').allTextContents();
  expect([...legNumbers].sort()).toEqual(today.map((p) => p.pickup_number).sort());
});

test('Collect on a 390 px phone: cards, and no sideways scrolling', async ({ page }) => {
  // Signed in on a laptop, then the phone's width (the top bar's Login folds away on a phone).
  await page.goto('/');
  await signInWithPhone(page, DRIVER);
  await page.setViewportSize({ width: 390, height: 844 });
  await openMenu(page, 'Collect');
  await expect(page).toHaveURL(/\/assign-pickups$/);
  const cards = page.getByRole('list', { name: 'Assigned pickups' });
  await expect(cards.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards.getByRole('listitem').first().getByRole('link', { name: /^PU/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('with more than 25 pickups chosen the route is refused with the spec’s words, and split into routes of at most 25', async ({
  page,
}) => {
  // 26 of Alice's pickups, confirmed for the driver on one day a month ahead.
  const staff = await idTokenFor(DEMO.pickupStaff);
  const alice = await idTokenFor(DEMO.customer1);
  const [address] = (await apiCall<{ id: string; zip_code: string; user_id: string }[]>(alice, 'GET', '/delivery_addresses')).body.data;
  const zone = (await apiCall<{ id: string }>(staff, 'GET', `/zones/by_zip/${address!.zip_code}`)).body.data;
  const [offered] = (await apiCall<{ id: string }[]>(staff, 'GET', `/pickup_dates?zone_id=${zone.id}`)).body.data;
  const driverId = (await apiCall<{ id: string }>(await idTokenFor(DRIVER), 'GET', '/me')).body.data.id;
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
  for (let i = 0; i < 26; i++) {
    const made = await apiCall<{ id: string; version: number }>(staff, 'POST', '/admin/pickups', {
      zone_id: zone.id,
      pickup_date: offered!.id,
      customer_id: address!.user_id,
      address_id: address!.id,
      customer_remark: `e2e route split ${i}`,
    });
    expect(made.status).toBe(200);
    const confirmed = await apiCall(staff, 'PUT', '/pickups/confirm', {
      id: made.body.data.id,
      version: made.body.data.version,
      pickup_date: day,
      pickup_staff_id: driverId,
    });
    expect(confirmed.status).toBe(200);
  }

  await page.goto('/');
  await signInWithPhone(page, DRIVER);
  await page.goto(`/assign-pickup-route?day=${day}`);
  const table = page.getByRole('table', { name: 'Pickups of the day' });
  await expect(table.getByRole('link', { name: /^PU/ })).toHaveCount(26);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByText(/^26 of 26 selected/)).toBeVisible();
  await page.getByRole('button', { name: /Find route/ }).click();
  await expect(page.getByText('Unable to find route for more than 25 pickups!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Route 1 (25)' })).toBeVisible();
  await page.getByRole('button', { name: 'Route 2 (1)' }).click();
  await expect(page.getByRole('img', { name: 'Route map' })).toBeVisible();
});
